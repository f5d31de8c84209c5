import { serializeJsonLd } from '@outpace/core/seo';

/** A structured-data block; the serialiser makes it impossible for a value to close the script element. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
