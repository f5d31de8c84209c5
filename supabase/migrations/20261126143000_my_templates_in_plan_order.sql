-- "Your templates" lists what a subscriber's plan includes beside what was claimed or bought (issue 25): the
-- my_templates view already has a row for every Paid template while the subscription is active (entitlement
-- 'subscription', decided by template_entitlement), with no acquired_at. This adds the catalogue's order, so those
-- rows follow the ones acquired (newest first) in the order the site shows its templates. Nothing else changes:
-- same columns first, same security invoker, same grants.
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
           where pu.product_id = p.id and pu.user_id = (select auth.uid())),
         (select c.created_at from public.template_claims c
           where c.product_id = p.id and c.user_id = (select auth.uid()))
       ) as acquired_at,
       p.display_order
  from public.products p
  join public.product_deliveries d on d.product_id = p.id
  cross join lateral (select public.template_entitlement(p.id) as entitlement) e
 where e.entitlement is not null;

comment on view public.my_templates is 'The caller''s templates with their remix links (entitlement: purchased, claimed or subscription), and the catalogue order for those a plan includes.';
