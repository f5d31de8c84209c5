-- Subscription state per account, written only by the check-subscription function (service role)
-- from the payment provider. Signed-in users may read their own row and nothing else.

create table public.subscribers (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  email text not null unique,
  stripe_customer_id text,
  subscribed boolean not null default false,
  subscription_tier text,
  subscription_end timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.subscribers is 'Subscription state synced from the payment provider; rows are matched by user_id or email.';

create index subscribers_user_id_idx on public.subscribers (user_id);

create trigger subscribers_set_updated_at
before update on public.subscribers
for each row execute function public.set_updated_at();

alter table public.subscribers enable row level security;

-- No insert/update/delete policies: the widely copied template's `using (true)` write policies let any
-- signed-in user rewrite any row. The service role bypasses RLS and needs none.
create policy "Subscribers read their own row"
on public.subscribers
for select
to authenticated
using ((select auth.uid()) = user_id or (select auth.email()) = email);

grant select on table public.subscribers to authenticated;
grant select, insert, update, delete on table public.subscribers to service_role;
