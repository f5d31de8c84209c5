-- Payments (docs/product.md#payments, decision 0010). What is sold and at what price lives here: a Paid template's
-- price is its products.price_cents, a plan's is plans.price_cents. The payment provider (Stripe) gets its prices
-- from these rows, by stable lookup keys, so the browser never names a price, an amount or a mode.
--
-- Written only by the payment functions (service role): the provider customer of each account, and each webhook
-- event once. Purchases and subscribers (20261126141000_template_pages.sql, 20261120090100_subscribers.sql) are
-- written by the webhook from the provider's current state.

-- The monthly plans. A plan includes every Paid template while it is active (template_entitlement).
create table public.plans (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(id) <= 40),
  name text not null check (char_length(name) between 1 and 40),
  summary text not null default '' check (char_length(summary) <= 200),
  price_cents integer not null check (price_cents > 0),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  features text[] not null default '{}' check (public.is_label_list(features)),
  -- The provider's name for this plan's monthly price (Stripe: Price.lookup_key).
  lookup_key text not null unique check (lookup_key ~ '^[a-z0-9_]{1,200}$'),
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.plans is 'Monthly subscription tiers shown on /plans; each includes every Paid template while active.';
comment on column public.plans.name is 'The tier name, also the subscription_tier check-subscription answers (the price nickname).';

create trigger plans_set_updated_at
before update on public.plans
for each row execute function public.set_updated_at();

alter table public.plans enable row level security;

create policy "Plans are visible to everyone"
on public.plans
for select
to anon, authenticated
using (true);

grant select on table public.plans to anon, authenticated;
grant select, insert, update, delete on table public.plans to service_role;

insert into public.plans (id, name, summary, price_cents, features, lookup_key, display_order)
values
  ('pro', 'Pro', 'Every Paid template, for one person building their own sites.', 1900,
   array['Every Paid template while active', 'New templates as they are released', 'Cancel any time; keep access to the end of the month'],
   'plan_pro_monthly', 1),
  ('studio', 'Studio', 'Every Paid template for a team building sites for clients.', 4900,
   array['Every Paid template while active', 'Client projects allowed', 'Priority answers from the studio', 'Cancel any time; keep access to the end of the month'],
   'plan_studio_monthly', 2)
on conflict (id) do nothing;

-- One provider customer per account, created by create-checkout on first use.
create table public.payment_customers (
  user_id uuid primary key references auth.users (id) on delete cascade,
  customer_id text not null unique check (customer_id ~ '^cus_[A-Za-z0-9_]+$'),
  created_at timestamptz not null default now()
);

comment on table public.payment_customers is 'The payment provider customer of each account; service role only.';

-- Webhook events already handled, by the provider's event id: a replay finds its id here and changes nothing.
create table public.payment_events (
  id text primary key check (id ~ '^evt_[A-Za-z0-9_]+$'),
  type text not null check (char_length(type) <= 100),
  received_at timestamptz not null default now()
);

comment on table public.payment_events is 'Payment webhook events handled once each; service role only.';

-- No policy and no grant for the API roles: only the functions, as service_role, read or write these two.
alter table public.payment_customers enable row level security;
alter table public.payment_events enable row level security;
grant select, insert, update, delete on table public.payment_customers to service_role;
grant select, insert, delete on table public.payment_events to service_role;
