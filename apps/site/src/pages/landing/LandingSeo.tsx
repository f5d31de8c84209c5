import { Seo } from '../../components/Seo';
import { paths } from '../../routing/paths';

/**
 * The landing page's metadata. Kept out of `Landing` so that the landing page's own shell never ships it: that
 * page is prerendered with these tags (and its structured data) in <head> and never changes them, so only the build
 * (prerender/renderPage.tsx) and the app shell's client-side visits to `/` render it.
 */
export function LandingSeo({ structuredData }: { structuredData?: readonly object[] }) {
  return (
    <Seo
      title="Growth-marketing & digital-services studio"
      canonical={paths.home}
      structuredData={structuredData}
    />
  );
}
