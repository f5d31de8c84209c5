import type { AccordionItem } from '@outpace/ui';
import { refundRule } from './refundRule';

/** The heading of the questions under the plans. */
export const plansQuestionsHeading = 'Common questions';

/** What a buyer asks before choosing between a plan and one template, answered on /plans. */
export const plansQuestions: readonly AccordionItem[] = [
  {
    id: 'plan-or-template',
    question: 'A plan, or one template?',
    answer:
      'Buy a template when you need that one: you pay once and it stays yours. Take a plan when you want several, or the new ones as they come out: one monthly price covers every paid template while the plan is active. When a plan ends, only the templates you bought one by one stay yours.',
  },
  {
    id: 'cancel',
    question: 'How do I cancel?',
    answer: `In your account's billing, at any time. ${refundRule.plan}`,
  },
  {
    id: 'refund',
    question: 'Can I get my money back?',
    answer: `${refundRule.template} ${refundRule.plan} The refund policy has the details.`,
  },
  {
    id: 'licence',
    question: 'What may I do with a template?',
    answer:
      'Use it, change it and publish as many sites with it as you like, for yourself or for clients. You may not resell or give away the template itself. The terms have the whole licence.',
  },
];
