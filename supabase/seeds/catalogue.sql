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
-- can read (docs/product.md#getting-a-template). The links are placeholders of Framer's remix-link shape, each with
-- a token drawn at seed time (122 random bits of gen_random_uuid), so no link can be derived from a slug. Production
-- links must be as unguessable: Framer's own remix links, never a name (supabase/README.md).
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

-- Each template's gallery (docs/product.md#template-pages): its home page and two more on a desktop (the first is
-- the thumbnail), then its home page and one more on a phone, all drawn by apps/local-supabase/scripts/artwork.
-- Every shot is in the bucket as WebP and AVIF, like the thumbnails.
insert into public.product_shots (product_id, position, viewport, page, webp_url, avif_url)
select p.id, v.position, v.viewport, v.page,
       'http://127.0.0.1:54321/storage/v1/object/public/product-thumbnails/' || v.file || '.webp',
       'http://127.0.0.1:54321/storage/v1/object/public/product-thumbnails/' || v.file || '.avif'
  from (values
    ('aurora-saas', 1, 'desktop', 'Home', 'aurora-saas'),
    ('aurora-saas', 2, 'desktop', 'Pricing', 'aurora-saas-desktop-2'),
    ('aurora-saas', 3, 'desktop', 'Changelog', 'aurora-saas-desktop-3'),
    ('aurora-saas', 4, 'mobile', 'Home', 'aurora-saas-mobile-1'),
    ('aurora-saas', 5, 'mobile', 'Pricing', 'aurora-saas-mobile-2'),
    ('northwind-agency', 1, 'desktop', 'Home', 'northwind-agency'),
    ('northwind-agency', 2, 'desktop', 'Work', 'northwind-agency-desktop-2'),
    ('northwind-agency', 3, 'desktop', 'Services', 'northwind-agency-desktop-3'),
    ('northwind-agency', 4, 'mobile', 'Home', 'northwind-agency-mobile-1'),
    ('northwind-agency', 5, 'mobile', 'Work', 'northwind-agency-mobile-2'),
    ('monofolio', 1, 'desktop', 'Home', 'monofolio'),
    ('monofolio', 2, 'desktop', 'Home, about', 'monofolio-desktop-2'),
    ('monofolio', 3, 'desktop', 'Home, contact', 'monofolio-desktop-3'),
    ('monofolio', 4, 'mobile', 'Home', 'monofolio-mobile-1'),
    ('monofolio', 5, 'mobile', 'Home, selected work', 'monofolio-mobile-2'),
    ('liftoff-startup', 1, 'desktop', 'Home', 'liftoff-startup'),
    ('liftoff-startup', 2, 'desktop', 'Waitlist confirmation', 'liftoff-startup-desktop-2'),
    ('liftoff-startup', 3, 'desktop', 'Home, FAQ', 'liftoff-startup-desktop-3'),
    ('liftoff-startup', 4, 'mobile', 'Home', 'liftoff-startup-mobile-1'),
    ('liftoff-startup', 5, 'mobile', 'Waitlist confirmation', 'liftoff-startup-mobile-2'),
    ('crate-and-co', 1, 'desktop', 'Home', 'crate-and-co'),
    ('crate-and-co', 2, 'desktop', 'Collection', 'crate-and-co-desktop-2'),
    ('crate-and-co', 3, 'desktop', 'Product', 'crate-and-co-desktop-3'),
    ('crate-and-co', 4, 'mobile', 'Home', 'crate-and-co-mobile-1'),
    ('crate-and-co', 5, 'mobile', 'Product', 'crate-and-co-mobile-2'),
    ('pulse-analytics', 1, 'desktop', 'Home', 'pulse-analytics'),
    ('pulse-analytics', 2, 'desktop', 'Pricing', 'pulse-analytics-desktop-2'),
    ('pulse-analytics', 3, 'desktop', 'Blog', 'pulse-analytics-desktop-3'),
    ('pulse-analytics', 4, 'mobile', 'Home', 'pulse-analytics-mobile-1'),
    ('pulse-analytics', 5, 'mobile', 'Features', 'pulse-analytics-mobile-2'),
    ('studio-kinetic', 1, 'desktop', 'Home', 'studio-kinetic'),
    ('studio-kinetic', 2, 'desktop', 'Work', 'studio-kinetic-desktop-2'),
    ('studio-kinetic', 3, 'desktop', 'Team', 'studio-kinetic-desktop-3'),
    ('studio-kinetic', 4, 'mobile', 'Home', 'studio-kinetic-mobile-1'),
    ('studio-kinetic', 5, 'mobile', 'Team', 'studio-kinetic-mobile-2'),
    ('aperture-photo', 1, 'desktop', 'Home', 'aperture-photo'),
    ('aperture-photo', 2, 'desktop', 'Series', 'aperture-photo-desktop-2'),
    ('aperture-photo', 3, 'desktop', 'Packages', 'aperture-photo-desktop-3'),
    ('aperture-photo', 4, 'mobile', 'Home', 'aperture-photo-mobile-1'),
    ('aperture-photo', 5, 'mobile', 'Journal', 'aperture-photo-mobile-2'),
    ('seedround', 1, 'desktop', 'Home', 'seedround'),
    ('seedround', 2, 'desktop', 'Team', 'seedround-desktop-2'),
    ('seedround', 3, 'desktop', 'Roadmap', 'seedround-desktop-3'),
    ('seedround', 4, 'mobile', 'Home', 'seedround-mobile-1'),
    ('seedround', 5, 'mobile', 'Roadmap', 'seedround-mobile-2'),
    ('verde-market', 1, 'desktop', 'Home', 'verde-market'),
    ('verde-market', 2, 'desktop', 'Category', 'verde-market-desktop-2'),
    ('verde-market', 3, 'desktop', 'Bundles', 'verde-market-desktop-3'),
    ('verde-market', 4, 'mobile', 'Home', 'verde-market-mobile-1'),
    ('verde-market', 5, 'mobile', 'Bundles', 'verde-market-mobile-2')
  ) as v(slug, position, viewport, page, file)
  join public.products p on p.slug = v.slug
on conflict (product_id, position) do nothing;

-- When each template last changed; the licence is the default one for all of them.
update public.products p
   set template_updated_on = v.updated_on
  from (values
    ('aurora-saas', date '2026-11-24'),
    ('northwind-agency', date '2026-11-18'),
    ('monofolio', date '2026-10-30'),
    ('liftoff-startup', date '2026-11-02'),
    ('crate-and-co', date '2026-11-27'),
    ('pulse-analytics', date '2026-11-12'),
    ('studio-kinetic', date '2026-10-21'),
    ('aperture-photo', date '2026-11-20'),
    ('seedround', date '2026-11-06'),
    ('verde-market', date '2026-10-15')
  ) as v(slug, updated_on)
 where p.slug = v.slug;

insert into public.product_deliveries (product_id, remix_url)
select p.id, 'https://framer.com/projects/new?duplicate=outpace-' || replace(gen_random_uuid()::text, '-', '')
  from public.products p
 where p.slug in ('aurora-saas', 'northwind-agency', 'monofolio', 'liftoff-startup', 'crate-and-co',
                  'pulse-analytics', 'studio-kinetic', 'aperture-photo', 'seedround', 'verde-market')
on conflict (product_id) do nothing;
