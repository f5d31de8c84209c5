import {
  forwardRef,
  useId,
  useRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useForcedReducedMotion } from '../../theme';
import { useAdoptEarlyChoice } from '../../hooks/useAdoptEarlyChoice';
import {
  StyledAccordion,
  StyledAnswer,
  StyledHeading,
  StyledItem,
  StyledMark,
  StyledPanel,
  StyledPanelInner,
  StyledTrigger,
  type AccordionTone,
} from './Accordion.styles';
import { focusTargetIndex, toggleOpenIds, type AccordionType } from './accordionLogic';
import { useControllableState } from '../../hooks/useControllableState';

export interface AccordionItem {
  /** Stable key for `value`/`defaultValue`; defaults to `item-<index>`. */
  id?: string;
  /** The question, rendered inside the heading's button. */
  question: ReactNode;
  /** The answer; a string becomes a paragraph. */
  answer: ReactNode;
}

export type AccordionHeadingLevel = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export interface AccordionProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'defaultValue' | 'onChange'
> {
  /** The questions and answers, in order. */
  items: readonly AccordionItem[];
  /** Heading level of each question, to fit the page outline. @default 'h3' */
  headingLevel?: AccordionHeadingLevel;
  /** `single` keeps one answer open at a time; `multiple` lets several stay open. @default 'single' */
  type?: AccordionType;
  /** Ids of the items open at first render (uncontrolled). @default [] */
  defaultValue?: readonly string[];
  /** Ids of the open items (controlled); pair with `onValueChange`. */
  value?: readonly string[];
  /** Called with the new open ids whenever an item opens or closes. */
  onValueChange?: (value: string[]) => void;
  /** `inverse` for dark bands (light text, muted rules). @default 'default' */
  tone?: AccordionTone;
}

/** The key of the item at `index`, as used in `value`. */
export const accordionItemId = (item: AccordionItem, index: number): string =>
  item.id ?? `item-${index}`;

/**
 * Questions that reveal their answers (WAI-ARIA accordion): each question is a button inside a heading, with
 * `aria-expanded` and `aria-controls`; each answer is a `region` named by its question. Enter and Space toggle,
 * ArrowUp/ArrowDown/Home/End move between questions. The height animates only when motion is welcome. On a
 * prerendered page, a question opened before the component hydrated stays open (see the adoption below).
 */
export const Accordion = forwardRef<HTMLDivElement, AccordionProps>(function Accordion(
  {
    items,
    headingLevel = 'h3',
    type = 'single',
    defaultValue = [],
    value,
    onValueChange,
    tone = 'default',
    ...rest
  },
  ref,
) {
  const baseId = useId();
  // Only the provider's flag is read here: the visitor's own setting is honoured by CSS (the styles' motionOk), so
  // the prerendered HTML and the hydrated page agree. Read through useReducedMotion, the server's answer (reduced)
  // and the browser's differed, and React re-rendered every item with new styles right after hydrating: 53 ms at
  // 4x CPU and a restyle of 280 elements, in the frame of a question tapped as its section arrived.
  const forcedStatic = useForcedReducedMotion();
  const [openIds, setOpenIds] = useControllableState<readonly string[]>({
    prop: value,
    defaultProp: defaultValue,
    // The public callback takes a plain array, as it always has.
    onChange: onValueChange && ((next) => onValueChange([...next])),
  });
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);

  const toggle = (id: string) => {
    setOpenIds(toggleOpenIds(openIds, id, type));
  };

  // A question tapped on the prerendered page before this code had arrived was answered at once by the landing
  // page's boot script (apps/site/scripts/hero-first-entry.mjs), which writes the same aria-expanded and data-state
  // as this component: take that state over, and mark the accordion live so the script leaves it to React.
  useAdoptEarlyChoice(() => {
    const early = items
      .map(accordionItemId)
      .filter((_, index) => triggers.current[index]?.getAttribute('aria-expanded') === 'true');
    triggers.current[0]?.closest<HTMLElement>('[data-accordion]')?.setAttribute('data-live', '');
    if (early.join() !== openIds.join()) setOpenIds(early);
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = focusTargetIndex(event.key, index, items.length);
    if (target === null) return;
    event.preventDefault();
    triggers.current[target]?.focus();
  };

  return (
    <StyledAccordion ref={ref} $tone={tone} data-accordion={type} {...rest}>
      {items.map((item, index) => {
        const id = accordionItemId(item, index);
        const isOpen = openIds.includes(id);
        const state = isOpen ? 'open' : 'closed';
        const triggerId = `${baseId}-${index}-question`;
        const panelId = `${baseId}-${index}-answer`;
        return (
          <StyledItem key={id} data-state={state}>
            <StyledHeading as={headingLevel}>
              <StyledTrigger
                ref={(node) => {
                  triggers.current[index] = node;
                }}
                id={triggerId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(id)}
                onKeyDown={(event) => handleKeyDown(event, index)}
              >
                <span>{item.question}</span>
                <StyledMark aria-hidden="true" $animate={!forcedStatic} />
              </StyledTrigger>
            </StyledHeading>
            <StyledPanel
              id={panelId}
              role="region"
              aria-labelledby={triggerId}
              data-state={state}
              $animate={!forcedStatic}
            >
              <StyledPanelInner>
                <StyledAnswer>
                  {typeof item.answer === 'string' ? <p>{item.answer}</p> : item.answer}
                </StyledAnswer>
              </StyledPanelInner>
            </StyledPanel>
          </StyledItem>
        );
      })}
    </StyledAccordion>
  );
});
Accordion.displayName = 'Accordion';
