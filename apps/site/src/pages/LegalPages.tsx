import { privacyPolicy, refundPolicy, termsOfService } from '../content/legal';
import { paths } from '../routing/paths';
import { LegalPage } from './LegalPage';

const pages = {
  privacy: { document: privacyPolicy, path: paths.privacy },
  terms: { document: termsOfService, path: paths.terms },
  refunds: { document: refundPolicy, path: paths.refunds },
} as const;

/** The three legal pages, in one chunk: short texts that load on demand like the plans. */
export function LegalPages({ page }: { page: keyof typeof pages }) {
  return <LegalPage {...pages[page]} />;
}
