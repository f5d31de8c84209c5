-- The template catalog shown in the "Latest releases" section. Everyone may read it; only the
-- service role (dashboard, seed, admin scripts) writes it.

create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- Trigger functions need no EXECUTE grant to fire; keeping it from the API roles hides it from RPC.
revoke execute on function public.set_updated_at() from public, anon, authenticated;

create table public.products (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 120),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  description text not null default '' check (char_length(description) <= 2000),
  page_type text not null check (char_length(page_type) between 1 and 40),
  thumbnail_url text,
  price_type text not null default 'Free' check (price_type in ('Free', 'Paid')),
  price_cents integer not null default 0,
  preview_url text,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint products_price_matches_type check (
    (price_type = 'Free' and price_cents = 0) or (price_type = 'Paid' and price_cents > 0)
  )
);

comment on table public.products is 'Website templates listed on the landing page, ordered by display_order.';
comment on column public.products.price_type is 'Free or Paid; price_cents is 0 for Free.';

create index products_display_order_idx on public.products (display_order);

create trigger products_set_updated_at
before update on public.products
for each row execute function public.set_updated_at();

alter table public.products enable row level security;

create policy "Products are visible to everyone"
on public.products
for select
to anon, authenticated
using (true);

-- New projects no longer grant public tables to the API roles by default, so every grant is explicit.
grant select on table public.products to anon, authenticated;
grant select, insert, update, delete on table public.products to service_role;
