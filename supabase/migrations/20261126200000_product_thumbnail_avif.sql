-- Each template's thumbnail in AVIF beside its WebP (docs/product.md#thumbnails): the same picture in about two
-- thirds of the bytes, for the browsers that show AVIF. A page offers it first and keeps the WebP (thumbnail_url)
-- as the image every browser can fall back to; a browser does not fall back from a source it picked and then
-- could not load, so a row names an AVIF only where the file is in the bucket.
alter table public.products
  add column thumbnail_avif_url text
    constraint products_thumbnail_avif_url_in_bucket check (
      char_length(thumbnail_avif_url) <= 500
      and thumbnail_avif_url ~ '^https?://[^\s/?#]+/storage/v1/object/public/product-thumbnails/[A-Za-z0-9._-]+\.avif$'
    ),
  -- Browsers without AVIF (and Open Graph, JSON-LD) read the WebP: an AVIF alone would leave them nothing.
  add constraint products_thumbnail_avif_has_fallback check (
    thumbnail_avif_url is null or thumbnail_url is not null
  );

comment on column public.products.thumbnail_avif_url is 'Public URL of the thumbnail in AVIF in the product-thumbnails bucket, the same image as thumbnail_url; null when there is none.';
