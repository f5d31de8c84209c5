import { memo, type ReactNode } from 'react';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import type { CalculatorFigures, CalculatorLabels } from './Calculator.types';
import {
  StyledAction,
  StyledComparison,
  StyledComparisonRow,
  StyledEstimate,
  StyledEstimateBlock,
  StyledEstimateNote,
  StyledFigure,
  StyledMobileSummary,
  StyledMobileSummaryEstimate,
  StyledMobileSummaryFigure,
  StyledMobileSummaryLabel,
  StyledMobileSummarySaving,
  StyledResults,
  StyledResultsBreakdown,
  StyledResultsTitle,
  StyledSaving,
  StyledSavingFigure,
  StyledSavingLabel,
  StyledSavings,
} from './CalculatorResults.styles';

interface CalculatorResultsProps {
  figures: CalculatorFigures;
  labels: CalculatorLabels;
  /** Id of the results title, which names the results group. */
  titleId: string;
  /** The polite live region's sentence. */
  announcement: string;
  action?: ReactNode;
}

/**
 * The estimate card and its compact bar for phones. Memoised: a change of a control re-renders its own step and,
 * once the page's `figures` follow, these results. A page that updates `figures` only after the next paint (as the
 * site does) lets the control show its new state in that paint, before the results are rendered.
 */
export const CalculatorResults = memo(function CalculatorResults({
  figures,
  labels,
  titleId,
  announcement,
  action,
}: CalculatorResultsProps) {
  return (
    <>
      {/* Phones: the estimate rides along at the bottom of the screen while the controls are in view.
          It repeats the card below, so assistive tech skips it. */}
      <StyledMobileSummary aria-hidden="true" data-testid="calculator-mobile-summary">
        <StyledMobileSummaryEstimate>
          <StyledMobileSummaryLabel>{labels.mobileSummary}</StyledMobileSummaryLabel>
          <StyledMobileSummaryFigure>{figures.estimate}</StyledMobileSummaryFigure>
        </StyledMobileSummaryEstimate>
        <StyledMobileSummarySaving>
          {labels.mobileSaving} {figures.savingVsAgency}
        </StyledMobileSummarySaving>
      </StyledMobileSummary>

      <StyledResults role="group" aria-labelledby={titleId}>
        <StyledEstimateBlock>
          <StyledResultsTitle id={titleId}>{labels.resultsTitle}</StyledResultsTitle>
          <StyledEstimate data-testid="calculator-estimate">{figures.estimate}</StyledEstimate>
          <StyledEstimateNote>{labels.estimateNote}</StyledEstimateNote>
        </StyledEstimateBlock>

        <StyledResultsBreakdown>
          <StyledSavings>
            <StyledSaving $accent>
              <StyledSavingLabel>{labels.savingVsAgency}</StyledSavingLabel>
              <StyledSavingFigure>{figures.savingVsAgency}</StyledSavingFigure>
            </StyledSaving>
            <StyledSaving $accent={false}>
              <StyledSavingLabel>{labels.savingVsFreelancer}</StyledSavingLabel>
              <StyledSavingFigure>{figures.savingVsFreelancer}</StyledSavingFigure>
            </StyledSaving>
          </StyledSavings>

          <StyledComparison>
            <StyledComparisonRow>
              <dt>{labels.agencyMinimum}</dt>
              <dd>
                <StyledFigure>{figures.agencyMinimum}</StyledFigure>
              </dd>
            </StyledComparisonRow>
            <StyledComparisonRow>
              <dt>{labels.freelancerMinimum}</dt>
              <dd>
                <StyledFigure>{figures.freelancerMinimum}</StyledFigure>
              </dd>
            </StyledComparisonRow>
          </StyledComparison>
        </StyledResultsBreakdown>

        {action && <StyledAction>{action}</StyledAction>}

        {/* 1. One short sentence, spoken after the figures settle; the visible figures are not live. */}
        <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="calculator-announcement">
          {announcement}
        </VisuallyHidden>
      </StyledResults>
    </>
  );
});
