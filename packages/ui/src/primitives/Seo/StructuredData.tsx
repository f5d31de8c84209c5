import { Helmet } from 'react-helmet-async';
import { serializeJsonLd } from './serializeJsonLd';

/**
 * One structured-data block (`<script type="application/ld+json">`) through react-helmet-async, written where it is
 * rendered and gone with it. The serialiser makes it impossible for a value to close the script element.
 */
export function StructuredData({ data }: { data: object }) {
  return (
    <Helmet>
      <script type="application/ld+json">{serializeJsonLd(data)}</script>
    </Helmet>
  );
}
