-- The demo catalogue: products only, no accounts, so it is safe on a hosted project (supabase/README.md).
-- `supabase db reset` runs it after the migrations, before seeds/test-accounts.sql; the embedded server in
-- apps/local-supabase runs each seed file once per database.
--
-- Each thumbnail is in the bucket twice, the same picture as WebP (every browser) and AVIF (smaller, offered first).
-- Thumbnail URLs use the Supabase CLI's local API origin (http://127.0.0.1:54321). The embedded server
-- rewrites that origin to the one it actually listens on; against a hosted project, replace it with the
-- project URL (see supabase/README.md).

insert into public.products
  (slug, name, page_type, price_type, price_cents, display_order, thumbnail_url, thumbnail_avif_url, preview_url,
   description)
values
  ('aurora-saas', 'Aurora', 'SaaS', 'Paid', 2999, 1,
   'http://127.0.0.1:54321/storage/v1/object/public/product-thumbnails/aurora-saas.webp',
   'http://127.0.0.1:54321/storage/v1/object/public/product-thumbnails/aurora-saas.avif',
   'https://aurora-saas.framer.website',
   'A launch page for B2B software: product tour, pricing table with an annual toggle, integrations wall and a changelog.'),
  ('northwind-agency', 'Northwind', 'Agency', 'Paid', 2999, 2,
   'http://127.0.0.1:54321/storage/v1/object/public/product-thumbnails/northwind-agency.webp',
   'http://127.0.0.1:54321/storage/v1/object/public/product-thumbnails/northwind-agency.avif',
   'https://northwind-agency.framer.website',
   'A bold studio site with case-study grid, services accordion, client logos and a project enquiry form.'),
  ('monofolio', 'Monofolio', 'Portfolio', 'Free', 0, 3,
   'http://127.0.0.1:54321/storage/v1/object/public/product-thumbnails/monofolio.webp',
   'http://127.0.0.1:54321/storage/v1/object/public/product-thumbnails/monofolio.avif',
   'https://monofolio.framer.website',
   'A minimal one-page portfolio for designers: large type, selected work, an about section and contact links.'),
  ('liftoff-startup', 'Liftoff', 'Startup', 'Free', 0, 4,
   'http://127.0.0.1:54321/storage/v1/object/public/product-thumbnails/liftoff-startup.webp',
   'http://127.0.0.1:54321/storage/v1/object/public/product-thumbnails/liftoff-startup.avif',
   'https://liftoff-startup.framer.website',
   'A waitlist page for an early-stage startup with feature highlights, social proof and an FAQ.'),
  ('crate-and-co', 'Crate & Co', 'Ecommerce', 'Paid', 2999, 5,
   'http://127.0.0.1:54321/storage/v1/object/public/product-thumbnails/crate-and-co.webp',
   'http://127.0.0.1:54321/storage/v1/object/public/product-thumbnails/crate-and-co.avif',
   'https://crate-and-co.framer.website',
   'A storefront for a small homeware brand: collection grid, product detail page, reviews and a newsletter block.'),
  ('pulse-analytics', 'Pulse', 'SaaS', 'Paid', 2999, 6,
   'http://127.0.0.1:54321/storage/v1/object/public/product-thumbnails/pulse-analytics.webp',
   'http://127.0.0.1:54321/storage/v1/object/public/product-thumbnails/pulse-analytics.avif',
   'https://pulse-analytics.framer.website',
   'A dark dashboard-led landing page for analytics tools, with metric cards, testimonials and plan comparison.'),
  ('studio-kinetic', 'Kinetic', 'Agency', 'Free', 0, 7,
   'http://127.0.0.1:54321/storage/v1/object/public/product-thumbnails/studio-kinetic.webp',
   'http://127.0.0.1:54321/storage/v1/object/public/product-thumbnails/studio-kinetic.avif',
   'https://studio-kinetic.framer.website',
   'A motion-first agency template with a showreel hero, process steps, team section and awards list.'),
  ('aperture-photo', 'Aperture', 'Portfolio', 'Paid', 2999, 8,
   'http://127.0.0.1:54321/storage/v1/object/public/product-thumbnails/aperture-photo.webp',
   'http://127.0.0.1:54321/storage/v1/object/public/product-thumbnails/aperture-photo.avif',
   'https://aperture-photo.framer.website',
   'A photographer portfolio with a masonry gallery, series pages, booking packages and a journal.'),
  ('seedround', 'Seedround', 'Startup', 'Paid', 2999, 9,
   'http://127.0.0.1:54321/storage/v1/object/public/product-thumbnails/seedround.webp',
   'http://127.0.0.1:54321/storage/v1/object/public/product-thumbnails/seedround.avif',
   'https://seedround.framer.website',
   'An investor-ready startup site with traction metrics, team bios, roadmap timeline and press kit.'),
  ('verde-market', 'Verde Market', 'Ecommerce', 'Free', 0, 10,
   'http://127.0.0.1:54321/storage/v1/object/public/product-thumbnails/verde-market.webp',
   'http://127.0.0.1:54321/storage/v1/object/public/product-thumbnails/verde-market.avif',
   'https://verde-market.framer.website',
   'A fresh grocery and plant shop template with category tiles, promo banner, bundles and delivery info.')
on conflict (slug) do nothing;

-- What each template includes (its template page lists them) and its remix link, which only an entitled account
-- can read (docs/product.md#getting-a-template). The links are placeholders of Framer's remix-link shape.
update public.products p
   set pages = v.pages, features = v.features
  from (values
    ('aurora-saas', array['Home', 'Product tour', 'Pricing', 'Integrations', 'Changelog', 'Contact'],
     array['Annual and monthly pricing toggle', 'CMS changelog', 'Integrations wall', 'Responsive down to 320 px']),
    ('northwind-agency', array['Home', 'Work', 'Case study', 'Services', 'About', 'Contact'],
     array['CMS case studies', 'Services accordion', 'Client logo wall', 'Project enquiry form']),
    ('monofolio', array['Home'],
     array['Selected work grid', 'About section', 'Contact links', 'Dark mode']),
    ('liftoff-startup', array['Home', 'Waitlist confirmation'],
     array['Waitlist form', 'Feature highlights', 'Social proof strip', 'FAQ accordion']),
    ('crate-and-co', array['Home', 'Collection', 'Product', 'About', 'Contact'],
     array['CMS product catalogue', 'Customer reviews', 'Newsletter block', 'Responsive down to 320 px']),
    ('pulse-analytics', array['Home', 'Features', 'Pricing', 'Blog', 'Blog post'],
     array['Metric cards', 'Plan comparison table', 'CMS blog', 'Dark theme']),
    ('studio-kinetic', array['Home', 'Work', 'Team', 'Contact'],
     array['Showreel hero', 'Process steps', 'Awards list', 'Scroll animations']),
    ('aperture-photo', array['Home', 'Series', 'Series detail', 'Packages', 'Journal', 'Journal post'],
     array['Masonry gallery', 'CMS journal', 'Booking packages', 'Lightbox']),
    ('seedround', array['Home', 'Team', 'Roadmap', 'Press kit'],
     array['Traction metrics', 'Roadmap timeline', 'Team bios', 'Downloadable press kit']),
    ('verde-market', array['Home', 'Category', 'Bundles', 'Delivery'],
     array['Category tiles', 'Promo banner', 'Bundle cards', 'Delivery area list'])
  ) as v(slug, pages, features)
 where p.slug = v.slug;

insert into public.product_deliveries (product_id, remix_url)
select p.id, 'https://framer.com/projects/new?duplicate=outpace-' || p.slug || '-remix'
  from public.products p
 where p.slug in ('aurora-saas', 'northwind-agency', 'monofolio', 'liftoff-startup', 'crate-and-co',
                  'pulse-analytics', 'studio-kinetic', 'aperture-photo', 'seedround', 'verde-market')
on conflict (product_id) do nothing;
