-- Call requests from the booking fallback (docs/product.md#booking): when the scheduling widget cannot load, a
-- visitor leaves a name, an address and what they need, and the contact-request function stores it here and mails
-- the studio. Only that function (service_role) writes or reads the rows: no policy and no grant for the API roles,
-- so a visitor can neither list other visitors' requests nor insert one past the function's throttle.
create table public.contact_requests (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 100),
  email text not null check (char_length(email) between 3 and 255 and email like '%_@_%'),
  need text not null check (char_length(need) between 1 and 2000),
  -- The calculator's estimate as the visitor saw it (e.g. "$4,800 for Growth: SEO, Ads"), when they made one.
  estimate text check (char_length(estimate) <= 300),
  created_at timestamptz not null default now()
);

comment on table public.contact_requests is 'Call requests left through the booking fallback; written by the contact-request function, read by the studio with the service role.';

create index contact_requests_created_at_idx on public.contact_requests (created_at desc);

alter table public.contact_requests enable row level security;
revoke all on table public.contact_requests from public, anon, authenticated;
grant select, insert, update, delete on table public.contact_requests to service_role;
