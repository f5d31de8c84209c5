-- Billing that cannot charge twice (docs/product.md#payments, issue 40). Until now "already owns it" and "already
-- has a plan" were checked only when a checkout opened, so two checkouts opened together could both be paid. Here
-- the database holds the rule: one paid purchase per account and template, one live subscription per account. A
-- second payment that completes anyway is recorded as due for a refund (the webhook refunds it at the provider at
-- once), and a refund or a dispute revokes what the payment granted. The webhook calls the functions below; what
-- they decide is what template_entitlement reads.

-- A purchase's state: 'paid' owns the template; 'refund_due' is a second payment for a template the account had
-- already, waiting for its refund; 'refunded' and 'disputed' own nothing (the receipt shows why).
alter table public.purchases
  add column state text not null default 'paid'
    check (state in ('paid', 'refund_due', 'refunded', 'disputed')),
  add column state_changed_at timestamptz,
  add column amount_refunded_cents integer not null default 0 check (amount_refunded_cents >= 0),
  -- The provider's payment (Stripe: PaymentIntent), which its refund and dispute events name.
  add column payment_intent_id text unique check (payment_intent_id ~ '^pi_[A-Za-z0-9_]+$');

comment on column public.purchases.state is 'paid (owns the template), refund_due (a second payment, to be refunded), refunded or disputed (owns nothing).';

-- Second purchases of one template by one account made before this rule: the first stays paid, the later ones are
-- due a refund, which an operator makes in the provider's dashboard (supabase/README.md, "Payments").
update public.purchases p
   set state = 'refund_due', state_changed_at = now()
 where exists (
   select 1 from public.purchases q
    where q.user_id = p.user_id and q.product_id = p.product_id
      and (q.created_at, q.id) < (p.created_at, p.id)
 );

create unique index purchases_one_paid_per_account_and_template
  on public.purchases (user_id, product_id)
  where state = 'paid';

-- Each provider subscription of an account, as the webhook last read it. 'live' grants the plan; 'ended' has
-- lapsed or was cancelled; 'duplicate' is a second subscription the webhook cancels and refunds; 'refunded' and
-- 'disputed' were revoked by their payment. Service role only: the account reads its summary in subscribers.
create table public.subscriptions (
  id text primary key check (id ~ '^sub_[A-Za-z0-9_]+$'),
  user_id uuid not null references auth.users (id) on delete cascade,
  customer_id text not null check (customer_id ~ '^cus_[A-Za-z0-9_]+$'),
  status text not null check (status ~ '^[a-z_]{1,40}$'),
  tier text check (char_length(tier) <= 80),
  -- The end of the paid period while live, the day it ended once it has.
  ends_at timestamptz,
  latest_payment_intent_id text check (latest_payment_intent_id ~ '^pi_[A-Za-z0-9_]+$'),
  state text not null check (state in ('live', 'ended', 'duplicate', 'refunded', 'disputed')),
  state_changed_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);

comment on table public.subscriptions is 'The provider subscriptions of each account; at most one live. Written by the payment webhook (record_subscription).';

create unique index subscriptions_one_live_per_account
  on public.subscriptions (user_id)
  where state = 'live';
create index subscriptions_latest_payment_intent_idx on public.subscriptions (latest_payment_intent_id);

alter table public.subscriptions enable row level security;
grant select, insert, update, delete on table public.subscriptions to service_role;

-- Records a paid checkout of a template and answers the state of its row: 'paid' when it is the account's
-- purchase of that template, 'refund_due' when the account had the template already (the caller refunds the
-- payment, then records the refund), or the row's later state when this checkout was recorded before (a webhook
-- delivered again). Concurrent calls for two checkouts of one template wait on the unique index: one is paid,
-- the other due a refund.
create function public.record_purchase(
  buyer uuid,
  product uuid,
  amount_cents integer,
  currency text,
  receipt_url text,
  checkout_session_id text,
  payment_intent_id text
)
returns text
language plpgsql
set search_path = ''
as $$
declare
  recorded text;
begin
  insert into public.purchases as pu
    (user_id, product_id, amount_cents, currency, receipt_url, checkout_session_id, payment_intent_id)
  values (buyer, product, amount_cents, currency, receipt_url, checkout_session_id, payment_intent_id)
  on conflict do nothing;
  select pu.state into recorded from public.purchases pu where pu.checkout_session_id = record_purchase.checkout_session_id;
  if recorded is not null then
    return recorded;
  end if;
  insert into public.purchases
    (user_id, product_id, amount_cents, currency, receipt_url, checkout_session_id, payment_intent_id, state,
     state_changed_at)
  values (buyer, product, amount_cents, currency, receipt_url, checkout_session_id, payment_intent_id,
          'refund_due', now())
  on conflict do nothing;
  select pu.state into recorded from public.purchases pu where pu.checkout_session_id = record_purchase.checkout_session_id;
  return recorded;
end
$$;

comment on function public.record_purchase(uuid, uuid, integer, text, text, text, text) is
  'Records a paid template checkout; answers paid, or refund_due when the account owned the template already.';

-- Records a provider subscription as it is now and answers its state: 'live' while it grants the plan, 'ended'
-- once not, 'duplicate' when the account has another live one (the caller cancels and refunds this one), and a
-- revoked state ('refunded', 'disputed', or 'duplicate') stays whatever the provider says later. Then the account's
-- subscribers row (what check-subscription and template_entitlement read) follows its live subscription, else the
-- one that ended last. The unique index decides between two live ones recorded at once.
create function public.record_subscription(
  buyer uuid,
  customer text,
  subscription text,
  provider_status text,
  plan_tier text,
  plan_ends_at timestamptz,
  payment_intent text
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted text := case when provider_status in ('active', 'trialing') then 'live' else 'ended' end;
  recorded text;
  summary record;
begin
  begin
    insert into public.subscriptions as s
      (id, user_id, customer_id, status, tier, ends_at, latest_payment_intent_id, state)
    values (subscription, buyer, customer, provider_status, plan_tier, plan_ends_at, payment_intent, wanted)
    on conflict (id) do update
      set status = excluded.status,
          tier = excluded.tier,
          ends_at = excluded.ends_at,
          latest_payment_intent_id = coalesce(excluded.latest_payment_intent_id, s.latest_payment_intent_id),
          state = case when s.state in ('live', 'ended') then excluded.state else s.state end,
          state_changed_at = case
            when s.state in ('live', 'ended') and s.state <> excluded.state then now()
            else s.state_changed_at end
      where s.user_id = buyer;
  exception when unique_violation then
    -- Another subscription of this account is live: this one is the second.
    insert into public.subscriptions as s
      (id, user_id, customer_id, status, tier, ends_at, latest_payment_intent_id, state)
    values (subscription, buyer, customer, provider_status, plan_tier, plan_ends_at, payment_intent, 'duplicate')
    on conflict (id) do update
      set status = excluded.status,
          latest_payment_intent_id = coalesce(excluded.latest_payment_intent_id, s.latest_payment_intent_id),
          state = case when s.state in ('live', 'ended') then 'duplicate' else s.state end,
          state_changed_at = now()
      where s.user_id = buyer;
  end;
  select s.state into recorded from public.subscriptions s where s.id = subscription and s.user_id = buyer;
  perform public.sync_subscriber(buyer);
  return recorded;
end
$$;

comment on function public.record_subscription(uuid, text, text, text, text, timestamptz, text) is
  'Records a provider subscription; answers live, ended, or duplicate when the account has another live one.';

-- The account's subscribers row from its subscriptions: the live one, else the latest to end (a revoked one ended
-- when it was revoked). No row is made for an account without subscriptions, nor one whose address is the row of
-- another account.
create function public.sync_subscriber(buyer uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  s record;
  ends timestamptz;
begin
  select * into s from public.subscriptions
   where user_id = buyer and state in ('live', 'ended', 'refunded', 'disputed')
   order by state = 'live' desc,
            case when state in ('refunded', 'disputed') then state_changed_at else ends_at end desc nulls last
   limit 1;
  if not found then
    return;
  end if;
  ends := case when s.state in ('refunded', 'disputed') then s.state_changed_at else s.ends_at end;
  update public.subscribers
     set stripe_customer_id = s.customer_id,
         subscribed = s.state = 'live',
         subscription_tier = s.tier,
         subscription_end = ends
   where user_id = buyer;
  if not found then
    insert into public.subscribers (user_id, email, stripe_customer_id, subscribed, subscription_tier, subscription_end)
    select buyer, lower(u.email), s.customer_id, s.state = 'live', s.tier, ends
      from auth.users u where u.id = buyer and u.email is not null
    on conflict (email) do nothing;
  end if;
end
$$;

-- A refund or a dispute of one payment: the purchase or the subscription it paid for is revoked when the payment
-- is disputed or refunded in full (a partial refund is a goodwill gesture and leaves it), and the refunded amount
-- is kept for the receipt. Answers what was revoked: 'purchase', 'subscription' (the caller ends it at the
-- provider) or 'nothing'.
create function public.record_payment_reversal(
  payment_intent text,
  reversal text,
  amount_refunded_cents integer,
  amount_cents integer
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  revokes boolean := reversal = 'disputed' or amount_refunded_cents >= amount_cents;
  revoked text := case when reversal = 'disputed' then 'disputed' else 'refunded' end;
  buyer uuid;
begin
  if reversal not in ('refunded', 'disputed') then
    raise exception 'reversal must be refunded or disputed' using errcode = '22023';
  end if;
  update public.purchases pu
     set amount_refunded_cents = greatest(pu.amount_refunded_cents, record_payment_reversal.amount_refunded_cents),
         state = case when revokes and pu.state <> 'disputed' then revoked else pu.state end,
         state_changed_at = case when revokes and pu.state <> 'disputed' then now() else pu.state_changed_at end
   where pu.payment_intent_id = payment_intent;
  if found then
    return case when revokes then 'purchase' else 'nothing' end;
  end if;
  if not revokes then
    return 'nothing';
  end if;
  update public.subscriptions s
     set state = revoked, state_changed_at = now()
   where s.latest_payment_intent_id = payment_intent and s.state in ('live', 'ended', 'duplicate')
  returning s.user_id into buyer;
  if buyer is null then
    return 'nothing';
  end if;
  perform public.sync_subscriber(buyer);
  return 'subscription';
end
$$;

comment on function public.record_payment_reversal(text, text, integer, integer) is
  'A refund or dispute of a payment: revokes its purchase or subscription when disputed or refunded in full.';

revoke execute on function public.record_purchase(uuid, uuid, integer, text, text, text, text) from public, anon, authenticated;
revoke execute on function public.record_subscription(uuid, text, text, text, text, timestamptz, text) from public, anon, authenticated;
revoke execute on function public.sync_subscriber(uuid) from public, anon, authenticated;
revoke execute on function public.record_payment_reversal(text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.record_purchase(uuid, uuid, integer, text, text, text, text) to service_role;
grant execute on function public.record_subscription(uuid, text, text, text, text, timestamptz, text) to service_role;
grant execute on function public.record_payment_reversal(text, text, integer, integer) to service_role;

-- Only a paid purchase owns its template; the rest of template_entitlement is as in
-- 20261202013000_subscription_answers.sql.
create or replace function public.template_entitlement(product uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when auth.uid() is null or not public.session_meets_user_mfa_level() then null
    when exists (
      select 1 from public.purchases pu
       where pu.user_id = auth.uid() and pu.product_id = product and pu.state = 'paid'
    ) then 'purchased'
    when exists (
      select 1 from public.template_claims c
        join public.products p on p.id = c.product_id
       where c.user_id = auth.uid() and c.product_id = product and p.price_type = 'Free'
    ) then 'claimed'
    when exists (
      select 1 from public.products p, public.subscription_answers a
       where p.id = product and p.price_type = 'Paid' and a.user_id = auth.uid() and a.subscribed
    ) then 'subscription'
  end
$$;

-- "Your templates" dates a bought template by its paid purchase; otherwise as in 20261126143000.
create or replace view public.my_templates
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
           where pu.product_id = p.id and pu.user_id = (select auth.uid()) and pu.state = 'paid'),
         (select c.created_at from public.template_claims c
           where c.product_id = p.id and c.user_id = (select auth.uid()))
       ) as acquired_at,
       p.display_order
  from public.products p
  join public.product_deliveries d on d.product_id = p.id
  cross join lateral (select public.template_entitlement(p.id) as entitlement) e
 where e.entitlement is not null;
