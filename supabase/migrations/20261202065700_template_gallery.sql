-- Each template's gallery, its last update and its licence (docs/product.md#template-pages). The shots are files
-- of the product-thumbnails bucket, like the thumbnails: WebP for every browser, AVIF offered first where the file
-- is there (a browser does not fall back from a source it picked and then could not load).

-- The day the template itself last changed. Not updated_at: that one moves with any edit of the row, a price or a
-- typo in the description, which a buyer would read as a new version.
alter table public.products
  add column template_updated_on date not null default current_date,
  -- The licence's name as the page shows it; its text is in the terms.
  add column licence text not null default 'Commercial use'
    constraint products_licence_length check (char_length(licence) between 1 and 60);

comment on column public.products.template_updated_on is 'The day the template (its design or pages) last changed; shown as "Updated".';
comment on column public.products.licence is 'The name of the licence a template comes under; the terms say what it allows.';

create table public.product_shots (
  id uuid primary key default gen_random_uuid(),
  product_id uuid not null references public.products (id) on delete cascade,
  -- The gallery's order, desktop and mobile shots in one sequence.
  position smallint not null check (position between 1 and 24),
  viewport text not null check (viewport in ('desktop', 'mobile')),
  -- Which page of the template it shows, e.g. 'Pricing': the image's alt text and caption.
  page text not null check (char_length(page) between 1 and 80),
  webp_url text not null
    constraint product_shots_webp_url_in_bucket check (
      char_length(webp_url) <= 500
      and webp_url ~ '^https?://[^\s/?#]+/storage/v1/object/public/product-thumbnails/[A-Za-z0-9._-]+\.webp$'
    ),
  avif_url text
    constraint product_shots_avif_url_in_bucket check (
      char_length(avif_url) <= 500
      and avif_url ~ '^https?://[^\s/?#]+/storage/v1/object/public/product-thumbnails/[A-Za-z0-9._-]+\.avif$'
    ),
  unique (product_id, position)
);

comment on table public.product_shots is 'The pages of a template, desktop and mobile, shown in order on its page.';

alter table public.product_shots enable row level security;

create policy "Template shots are visible to everyone"
on public.product_shots
for select
to anon, authenticated
using (true);

grant select on table public.product_shots to anon, authenticated;
grant select, insert, update, delete on table public.product_shots to service_role;
