import {
  forwardRef,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import { Container } from '../../primitives/Container';
import { Section, type SectionProps } from '../../primitives/Section';
import { SectionHeader } from '../../primitives/SectionHeader';
import { StyledControls, StyledHeader, StyledHeaderIntro, StyledLayout } from './Calculator.styles';
import { CalculatorResults } from './CalculatorResults';
import {
  AddOnsStep,
  CHOICE_FIELD_ATTRIBUTE,
  ChoiceStep,
  PeopleStep,
  type UpdateCalculator,
} from './CalculatorSteps';
import type {
  CalculatorAddOn,
  CalculatorChoice,
  CalculatorFigures,
  CalculatorLabels,
  CalculatorValue,
} from './Calculator.types';
import { usePoliteAnnouncement } from './usePoliteAnnouncement';

export const defaultCalculatorLabels: CalculatorLabels = {
  kindLegend: 'What do you need?',
  peopleLabel: 'Team size',
  addOnsLegend: 'Add-ons',
  speedLegend: 'How fast?',
  resultsTitle: 'Your estimate',
  estimateNote: 'One fixed price for the whole team. No hidden costs.',
  savingVsAgency: 'Saved vs a typical agency',
  savingVsFreelancer: 'Saved vs a freelancer',
  agencyMinimum: 'Typical agency minimum',
  freelancerMinimum: 'Freelancer minimum',
  mobileSummary: 'Estimate',
  mobileSaving: 'You save',
};

const defaultFormatPeople = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

/** The sentence the live region reads after a change: the estimate and the headline saving, nothing more. */
export const defaultFormatAnnouncement = (figures: CalculatorFigures) =>
  `Estimate ${figures.estimate}. You save ${figures.savingVsAgency} compared with a typical agency.`;

export interface CalculatorProps extends Omit<
  SectionProps,
  'id' | 'children' | 'labelledBy' | 'onChange'
> {
  /** Anchor of the section ('BOOK GROWTH' and 'EXPLORE OUR SERVICES' scroll here). @default 'calculator' */
  id?: string;
  /** Small kicker above the heading; omit for none. @default 'Pricing calculator' */
  eyebrow?: ReactNode;
  /** @default 'Estimate your growth sprint' */
  heading?: ReactNode;
  /** A short line beside the heading. */
  intro?: ReactNode;
  /** The current inputs (controlled). */
  value: CalculatorValue;
  /** Called with the complete next inputs on every change; the page recomputes `figures`. */
  onChange: (next: CalculatorValue) => void;
  /** The formatted results for `value`. */
  figures: CalculatorFigures;
  /** The kinds of work, in order (e.g. Design / Development / Both). */
  kindOptions: readonly CalculatorChoice[];
  /** The delivery speeds, in order (e.g. Rush / Fast / Regular). */
  speedOptions: readonly CalculatorChoice[];
  /** The two per-person add-ons. */
  addOns: { performanceMarketing: CalculatorAddOn; extraHelp: CalculatorAddOn };
  /** Bounds and step of the team-size slider: the team sizes the page prices. */
  peopleRange: { min: number; max: number; step: number };
  /** Visible and spoken team size. @default (n) => '1 person' | `${n} people` */
  formatPeople?: (count: number) => string;
  /** Overrides for the fixed texts. */
  labels?: Partial<CalculatorLabels>;
  /** The polite announcement after a change. @default 'Estimate $X. You save $Y compared with a typical agency.' */
  formatAnnouncement?: (figures: CalculatorFigures) => string;
  /** How long the figures must hold still before they are announced, in ms. @default 500 */
  announceDelay?: number;
  /** The call to action under the results, e.g. a 'Book a call about this estimate' button. */
  action?: ReactNode;
}

/**
 * The cost calculator: four controls on the left, a sticky results card on the right (stacked on phones).
 * It is presentational: the page owns `value` and computes `figures` with the pricing engine.
 */
export const Calculator = forwardRef<HTMLElement, CalculatorProps>(function Calculator(
  {
    id = 'calculator',
    eyebrow = 'Pricing calculator',
    heading = 'Estimate your growth sprint',
    intro,
    value,
    onChange,
    figures,
    kindOptions,
    speedOptions,
    addOns,
    peopleRange,
    formatPeople = defaultFormatPeople,
    labels: labelOverrides,
    formatAnnouncement = defaultFormatAnnouncement,
    announceDelay = 500,
    action,
    ...rest
  },
  ref,
) {
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const resultsTitleId = `${baseId}-results`;
  const labels = useMemo(
    () => ({ ...defaultCalculatorLabels, ...labelOverrides }),
    [labelOverrides],
  );
  const announcement = usePoliteAnnouncement(formatAnnouncement(figures), announceDelay);

  // `update` stays the same function across renders, so a change re-renders only its own step (and the results,
  // once `figures` change).
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  // Changes reported in one go build on each other: choices made before hydration arrive together (see
  // RadioCardGroup), before the parent can render the first. Once the task ends, changes start from `value` again,
  // with the radios' picks as the page shows them: the radios keep their own checked state and report after the
  // next paint (see ChoiceStep), so a pick may not have reached `value` yet when the next change comes.
  const controls = useRef<HTMLDivElement>(null);
  const batch = useRef<CalculatorValue | null>(null);
  const update = useCallback<UpdateCalculator>((key, next) => {
    if (batch.current === null) queueMicrotask(() => (batch.current = null));
    const base = batch.current ?? { ...latest.current.value, ...shownChoices(controls.current) };
    batch.current = { ...base, [key]: next };
    latest.current.onChange(batch.current);
  }, []);

  return (
    <Section ref={ref} id={id} labelledBy={headingId} {...rest}>
      <Container>
        <SectionHeader
          as={StyledHeader}
          groupAs="div"
          introAs={StyledHeaderIntro}
          eyebrow={eyebrow}
          heading={heading}
          headingId={headingId}
          intro={intro}
        />

        <StyledLayout>
          <StyledControls ref={controls}>
            <ChoiceStep
              step={1}
              legend={labels.kindLegend}
              field="kind"
              options={kindOptions}
              value={value.kind}
              update={update}
            />
            <PeopleStep
              step={2}
              label={labels.peopleLabel}
              range={peopleRange}
              value={value.people}
              formatPeople={formatPeople}
              update={update}
            />
            <AddOnsStep
              step={3}
              legend={labels.addOnsLegend}
              addOns={addOns}
              performanceMarketing={value.performanceMarketing}
              extraHelp={value.extraHelp}
              update={update}
            />
            <ChoiceStep
              step={4}
              legend={labels.speedLegend}
              field="speed"
              options={speedOptions}
              value={value.speed}
              update={update}
            />
          </StyledControls>

          <CalculatorResults
            figures={figures}
            labels={labels}
            titleId={resultsTitleId}
            announcement={announcement}
            action={action}
          />
        </StyledLayout>
      </Container>
    </Section>
  );
});
Calculator.displayName = 'Calculator';

/** The radio steps' checked choices, read from the page, by field. */
function shownChoices(controls: HTMLElement | null): Partial<CalculatorValue> {
  const shown: Record<string, string> = {};
  for (const radio of controls?.querySelectorAll<HTMLInputElement>(
    `fieldset[${CHOICE_FIELD_ATTRIBUTE}] input:checked`,
  ) ?? []) {
    const field = radio.closest('fieldset')?.getAttribute(CHOICE_FIELD_ATTRIBUTE);
    if (field) shown[field] = radio.value;
  }
  return shown;
}
