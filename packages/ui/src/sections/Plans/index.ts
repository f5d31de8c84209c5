export { PlanCards, defaultPlanCardsLabels } from './PlanCards';
export type { PlanCardModel, PlanCardsAction, PlanCardsLabels, PlanCardsProps } from './PlanCards';
