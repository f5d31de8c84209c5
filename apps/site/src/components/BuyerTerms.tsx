import { legalLinkLabels } from '../content/legalSummary';
import { refundRule } from '../content/refundRule';
import { paths } from '../routing/paths';

/** The refund rule for what is being bought, with the refund policy and the terms, under a buy button. */
export function BuyerTerms({ buying }: { buying: keyof typeof refundRule }) {
  return (
    <>
      {refundRule[buying]} <a href={paths.refunds}>{legalLinkLabels.refunds}</a> ·{' '}
      <a href={paths.terms}>{legalLinkLabels.terms}</a>
    </>
  );
}
