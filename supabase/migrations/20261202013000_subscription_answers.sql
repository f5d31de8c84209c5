-- "A plan counts until its end" is decided here, once. The subscription_answers view answers, per account, what
-- check-subscription says ({subscribed, subscription_tier, subscription_end}): a row's plan counts while its flag is
-- set and its end has not passed, whatever the flag says after that. template_entitlement reads the same view for
-- its 'subscription' case, and create-checkout asks template_entitlement whether the caller already has a template,
-- so a purchase, a claim and a plan are judged by the same SQL everywhere. Only the service role reads the view
-- (the functions); a signed-in user reads their row through RLS on subscribers as before.

create view public.subscription_answers
as
select s.user_id,
       s.email,
       current_plan.subscribed,
       case when current_plan.subscribed then s.subscription_tier end as subscription_tier,
       s.subscription_end,
       s.updated_at
  from public.subscribers s
  cross join lateral (
    select s.subscribed and (s.subscription_end is null or s.subscription_end > now()) as subscribed
  ) current_plan;

comment on view public.subscription_answers is
  'Per account, whether its plan counts now (flag set and end not passed), its tier while it does, and its end.';

revoke all on table public.subscription_answers from public, anon, authenticated;
grant select on table public.subscription_answers to service_role;

create or replace function public.template_entitlement(product uuid)
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
      select 1 from public.products p, public.subscription_answers a
       where p.id = product and p.price_type = 'Paid' and a.user_id = auth.uid() and a.subscribed
    ) then 'subscription'
  end
$$;
