export { Accordion, accordionItemId } from './Accordion';
export type { AccordionProps, AccordionItem, AccordionHeadingLevel } from './Accordion';
export type { AccordionTone } from './Accordion.styles';
export type { AccordionType } from './accordionLogic';
