-- A subscription belongs to an account, not to an address. The first policy also let whoever holds an
-- address today read a row bound to the account that held it before (addresses change hands), and rows
-- nobody owns yet (paid before signing up). Those are claimed by the check-subscription function, and
-- only for an account that confirmed the address.

drop policy "Subscribers read their own row" on public.subscribers;

create policy "Subscribers read their own row"
on public.subscribers
for select
to authenticated
using ((select auth.uid()) = user_id);

comment on table public.subscribers is 'Subscription state synced from the payment provider; a row belongs to user_id. A row without one is claimed once, by the account that confirmed its email.';
