-- Template pages and getting a template (docs/product.md#getting-a-template, decision 0009).
--
-- products gains what a template includes (its pages and features). What a buyer gets, the remix link, lives in
-- a private table of its own, never in products. Whether an account may read it is decided here, by one SQL
-- function (template_entitlement) that the tables' row level security calls: a Free template belongs to an
-- account that claimed it, a Paid one to an account that bought it or whose subscription has not ended.

-- A short list of labels: at most 24, each 1-80 characters without surrounding blanks. A check constraint cannot
-- hold a subquery, so the rule is a function.
create function public.is_label_list(labels text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select labels is not null
     and cardinality(labels) <= 24
     and not exists (
       select 1 from unnest(labels) as l(label)
        where label is null or char_length(label) not between 1 and 80 or label <> btrim(label)
     )
$$;

alter table public.products
  add column pages text[] not null default '{}' check (public.is_label_list(pages)),
  add column features text[] not null default '{}' check (public.is_label_list(features));

comment on column public.products.pages is 'The pages the template comes with, in reading order (for example Home, Pricing).';
comment on column public.products.features is 'What the template does or contains beyond its pages (for example CMS blog, dark mode).';

-- The remix link of each template. No API role may read it directly: the select policy hands a row only to an
-- account entitled to its product.
create table public.product_deliveries (
  product_id uuid primary key references public.products (id) on delete cascade,
  remix_url text not null check (remix_url ~ '^https://[^\s]+$' and char_length(remix_url) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.product_deliveries is 'Private: the remix link of each template, readable only by an account entitled to it (template_entitlement).';

create trigger product_deliveries_set_updated_at
before update on public.product_deliveries
for each row execute function public.set_updated_at();

-- Free templates an account has asked for. The account is always the caller: user_id defaults to auth.uid() and
-- the insert policy refuses any other value, and a Paid product.
create table public.template_claims (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  product_id uuid not null references public.products (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, product_id)
);

comment on table public.template_claims is 'Free templates an account has asked for; a Free template belongs to every signed-in account that asks.';

create index template_claims_product_id_idx on public.template_claims (product_id);

-- Paid templates bought, one row per checkout, written only by the payment webhook (service role).
create table public.purchases (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  product_id uuid not null references public.products (id),
  amount_cents integer not null check (amount_cents >= 0),
  currency text not null default 'usd',
  receipt_url text,
  checkout_session_id text unique,
  created_at timestamptz not null default now()
);

comment on table public.purchases is 'Templates bought; written by the payment webhook with the service role, read by their buyer.';

create index purchases_user_id_idx on public.purchases (user_id);
create index purchases_product_id_idx on public.purchases (product_id);

-- What entitles the caller to a template: 'purchased', 'claimed' (Free, asked for) or 'subscription' (Paid, an
-- active subscription), in that order; null when nothing does, when signed out, or when the caller has a verified
-- second factor and this session is not aal2 (the rule of 20261122090000_subscribers_need_aal2.sql). It answers
-- for the caller only, so nobody can ask about another account. Security definer because it reads the caller's
-- subscription row and factors, whatever the calling policy's table.
create function public.template_entitlement(product uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when auth.uid() is null or not public.session_meets_user_mfa_level() then null
    when exists (select 1 from public.purchases pu where pu.user_id = auth.uid() and pu.product_id = product)
      then 'purchased'
    when exists (
      select 1 from public.template_claims c
        join public.products p on p.id = c.product_id
       where c.user_id = auth.uid() and c.product_id = product and p.price_type = 'Free'
    ) then 'claimed'
    when exists (
      select 1 from public.products p, public.subscribers s
       where p.id = product and p.price_type = 'Paid'
         and s.user_id = auth.uid() and s.subscribed
         and (s.subscription_end is null or s.subscription_end > now())
    ) then 'subscription'
  end
$$;

comment on function public.template_entitlement(uuid) is
  'Why the caller may have a template (purchased, claimed, subscription), or null; decides every read of a remix link.';

revoke execute on function public.template_entitlement(uuid) from public, anon;
grant execute on function public.template_entitlement(uuid) to authenticated, service_role;

alter table public.product_deliveries enable row level security;
alter table public.template_claims enable row level security;
alter table public.purchases enable row level security;

create policy "Entitled accounts read a template's link"
on public.product_deliveries
for select
to authenticated
using (public.template_entitlement(product_id) is not null);

create policy "Accounts read their own claims"
on public.template_claims
for select
to authenticated
using ((select auth.uid()) = user_id);

create policy "Accounts claim Free templates for themselves"
on public.template_claims
for insert
to authenticated
with check (
  (select auth.uid()) = user_id
  and exists (select 1 from public.products p where p.id = product_id and p.price_type = 'Free')
);

create policy "Accounts read their own purchases"
on public.purchases
for select
to authenticated
using ((select auth.uid()) = user_id);

-- As for subscriptions: an account with a verified second factor sees what it owns only from an aal2 session.
create policy "Claims of accounts with a second factor need aal2"
on public.template_claims
as restrictive
for all
to authenticated
using ((select public.session_meets_user_mfa_level()))
with check ((select public.session_meets_user_mfa_level()));

create policy "Purchases of accounts with a second factor need aal2"
on public.purchases
as restrictive
for select
to authenticated
using ((select public.session_meets_user_mfa_level()));

grant select on table public.product_deliveries to authenticated;
grant select, insert on table public.template_claims to authenticated;
grant select on table public.purchases to authenticated;
grant select, insert, update, delete on table public.product_deliveries to service_role;
grant select, insert, update, delete on table public.template_claims to service_role;
grant select, insert, update, delete on table public.purchases to service_role;

-- The caller's templates with their links: one row per template the caller is entitled to. Security invoker, so
-- every table's own policies apply (a link only through the policy above). The site reads it through REST: a
-- template page filters it by slug, the account page lists what was claimed or bought, newest first.
create view public.my_templates
with (security_invoker = true)
as
select p.id as product_id,
       p.slug,
       p.name,
       p.page_type,
       p.thumbnail_url,
       e.entitlement,
       d.remix_url,
       coalesce(
         (select max(pu.created_at) from public.purchases pu
           where pu.product_id = p.id and pu.user_id = (select auth.uid())),
         (select c.created_at from public.template_claims c
           where c.product_id = p.id and c.user_id = (select auth.uid()))
       ) as acquired_at
  from public.products p
  join public.product_deliveries d on d.product_id = p.id
  cross join lateral (select public.template_entitlement(p.id) as entitlement) e
 where e.entitlement is not null;

comment on view public.my_templates is 'The caller''s templates with their remix links (entitlement: purchased, claimed or subscription).';

revoke all on table public.my_templates from public, anon;
grant select on table public.my_templates to authenticated, service_role;
