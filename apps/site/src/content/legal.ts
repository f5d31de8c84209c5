import { studioEmail } from './contact';
import { legalLinkLabels } from './legalSummary';
import { refundRule } from './refundRule';

/** One of the legal pages (`/privacy`, `/terms`, `/refunds`), in plain words. */
export interface LegalDocument {
  title: string;
  /** The page's meta description and the line under its title. */
  summary: string;
  /** When the text last changed, as an ISO date. */
  updated: string;
  sections: ReadonlyArray<{ heading: string; paragraphs: readonly string[] }>;
}

/** The words every legal page has around its document. */
export const legalPageLabels = {
  updated: 'Last updated',
  questions: 'Questions? Write to',
} as const;

export const privacyPolicy: LegalDocument = {
  title: legalLinkLabels.privacy,
  summary:
    'What Outpace Studio keeps about you, why, who else handles it and how to have it deleted.',
  updated: '2026-12-02',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `Outpace Studio is a small growth-marketing and design studio. We run this site and are responsible for the personal data it handles. You can reach us at ${studioEmail}.`,
      ],
    },
    {
      heading: 'What we keep',
      paragraphs: [
        'Your account: your e-mail address, your password (stored only as a one-way hash we cannot read back), your authenticator apps if you add one, and the times you signed in.',
        'What you bought: the templates you got or bought, your plan, its end date, and the amounts and dates of your payments. We never see or store your card number.',
        'A call request, if the booking calendar could not load and you sent us the form instead: your name, e-mail address, what you need and the calculator’s estimate, which we keep to arrange and prepare the call. Our mail provider, Resend, delivers it to us.',
        'Browsing this site without an account leaves nothing with us beyond the short-lived server logs every web host keeps (address, time and page requested), which we use only to keep the site running and safe.',
      ],
    },
    {
      heading: 'Why we keep it',
      paragraphs: [
        'To give you the account and the templates you asked for, to take payment for what you buy, to answer you when you write to us, and to keep records the law asks a business to keep. We do not sell your data, and we do not use it for advertising.',
      ],
    },
    {
      heading: 'Who else handles it',
      paragraphs: [
        'Supabase hosts our database and runs sign-in for us. Stripe processes payments: when you pay, you enter your card details on Stripe’s own page, and Stripe keeps them under its own privacy policy. Each handles your data only to provide its service to us.',
        'The studio video and the booking calendar come from YouTube and Cal.com. Nothing is loaded from them until you press play or open the calendar; what they then collect is covered by their own policies.',
      ],
    },
    {
      heading: 'Cookies and storage',
      paragraphs: [
        'We set no tracking or advertising cookies. When you sign in, your browser keeps your session in its local storage so you stay signed in; signing out removes it.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Your account data stays until you delete your account (Account, then Delete account), which removes your account and everything tied to it. Payment records are kept for as long as tax and accounting rules require, even after the account is gone.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        `You can see and change your e-mail address and password on your account page, and delete your account there at any time. To get a copy of what we hold about you, or to ask any other question about your data, write to ${studioEmail}; we reply within a month.`,
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: legalLinkLabels.terms,
  summary: 'The terms for using this site, buying a template and subscribing to a plan.',
  updated: '2026-12-02',
  sections: [
    {
      heading: 'These terms',
      paragraphs: [
        'They apply when you use this site, make an account, get a free template, buy a template or subscribe to a plan from Outpace Studio. Studio projects (design, development, marketing) are agreed separately, in writing, before work starts.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'Use a real e-mail address, keep your password to yourself and tell us if you think someone else has used your account. You can delete your account at any time on your account page.',
      ],
    },
    {
      heading: 'Templates and their licence',
      paragraphs: [
        'A template you get or buy is licensed to you, not sold: you may use it, change it and publish sites made with it, for yourself or for your clients, as many times as you like.',
        'You may not resell or give away the template itself, alone or in a bundle, or offer it for others to remix, whether or not you changed it. The designs, code and artwork stay ours.',
      ],
    },
    {
      heading: 'Prices and payment',
      paragraphs: [
        'Prices are shown in US dollars before you pay. Stripe takes the payment on its own page; your receipt is in your account’s billing. A template bought once is yours to keep under its licence.',
      ],
    },
    {
      heading: 'Plans',
      paragraphs: [
        'A plan is billed monthly until you cancel it. While it is active, it includes every paid template; when it ends, the templates it included are no longer available to you, and the ones you bought one by one stay yours. You can cancel in your account’s billing at any time; the plan then runs to the end of the month you paid for.',
      ],
    },
    {
      heading: 'Refunds',
      paragraphs: ['See the refund policy: it is part of these terms.'],
    },
    {
      heading: 'Our responsibility',
      paragraphs: [
        'We build templates with care and fix what we got wrong, but we cannot promise they suit every purpose or work with every future version of Framer. Nothing in these terms takes away rights the law where you live gives you as a consumer.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: [
        'If we change these terms we update the date above. A change applies to a plan from its next month, so you can cancel before then if you do not agree.',
      ],
    },
  ],
};

export const refundPolicy: LegalDocument = {
  title: legalLinkLabels.refunds,
  summary: 'When you get your money back for a template or a plan, and how to ask.',
  updated: '2026-12-02',
  sections: [
    { heading: 'In short', paragraphs: [refundRule.template, refundRule.plan] },
    {
      heading: 'Templates',
      paragraphs: [
        'A template is a digital file you can copy the moment you open it, so we do not refund a change of mind. We do refund it in full when it is not what its page described, does not open in Framer, or was bought twice by mistake, if you write to us within 14 days of the purchase.',
      ],
    },
    {
      heading: 'Plans',
      paragraphs: [
        'Cancel any time in your account’s billing. Nothing more is charged, and the plan stays active to the end of the month you already paid for; we do not refund part of a month. If you were charged after cancelling, or charged twice, write to us and we refund that charge.',
      ],
    },
    {
      heading: 'How to ask',
      paragraphs: [
        `Write to ${studioEmail} from the address of your account, with the template or plan and what went wrong. We reply within a few working days. A refund goes back to the card you paid with, through Stripe, and usually shows up within 5 to 10 days.`,
        'Nothing here takes away rights the law where you live gives you.',
      ],
    },
  ],
};
