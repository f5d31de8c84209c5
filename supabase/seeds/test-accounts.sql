-- Test accounts with public passwords and a public TOTP secret: development and tests only, never a hosted
-- project (supabase/README.md loads only seeds/catalogue.sql there). `supabase db reset` and the embedded
-- server run it after the catalogue. Passwords are listed in supabase/README.md. Token columns are empty strings
-- rather than NULL because Supabase Auth cannot scan NULL into them.
insert into auth.users
  (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
   raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
   confirmation_token, recovery_token, email_change_token_new, email_change)
values
  ('00000000-0000-0000-0000-000000000000', '5b0e4c8a-1d7e-4f2b-9c61-0a4d3e2f1b01', 'authenticated', 'authenticated',
   'subscriber@example.com', extensions.crypt('Subscriber-Pass-2026', extensions.gen_salt('bf', 10)), now(),
   '{"provider":"email","providers":["email"]}', '{"full_name":"Sam Subscriber"}', now(), now(), '', '', '', ''),
  ('00000000-0000-0000-0000-000000000000', '5b0e4c8a-1d7e-4f2b-9c61-0a4d3e2f1b02', 'authenticated', 'authenticated',
   'expired@example.com', extensions.crypt('Expired-Pass-2026', extensions.gen_salt('bf', 10)), now(),
   '{"provider":"email","providers":["email"]}', '{"full_name":"Erin Expired"}', now(), now(), '', '', '', ''),
  ('00000000-0000-0000-0000-000000000000', '5b0e4c8a-1d7e-4f2b-9c61-0a4d3e2f1b03', 'authenticated', 'authenticated',
   'member@example.com', extensions.crypt('Member-Pass-2026', extensions.gen_salt('bf', 10)), now(),
   '{"provider":"email","providers":["email"]}', '{"full_name":"Max Member"}', now(), now(), '', '', '', ''),
  ('00000000-0000-0000-0000-000000000000', '5b0e4c8a-1d7e-4f2b-9c61-0a4d3e2f1b04', 'authenticated', 'authenticated',
   'twofactor@example.com', extensions.crypt('Twofactor-Pass-2026', extensions.gen_salt('bf', 10)), now(),
   '{"provider":"email","providers":["email"]}', '{"full_name":"Tess Twofactor"}', now(), now(), '', '', '', '')
on conflict do nothing;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text,
       u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email',
       now(), now(), now()
from auth.users u
where u.email in ('subscriber@example.com', 'expired@example.com', 'member@example.com', 'twofactor@example.com')
on conflict do nothing;

-- Fixed end dates keep screenshots deterministic; "expired" still says subscribed so that the end date,
-- not the flag, is what ends a subscription.
insert into public.subscribers (user_id, email, subscribed, subscription_tier, subscription_end)
values
  ('5b0e4c8a-1d7e-4f2b-9c61-0a4d3e2f1b01', 'subscriber@example.com', true, 'Pro', '2031-01-01 00:00:00+00'),
  ('5b0e4c8a-1d7e-4f2b-9c61-0a4d3e2f1b02', 'expired@example.com', true, 'Pro', '2025-01-01 00:00:00+00')
on conflict (email) do nothing;

-- The two-factor account's verified TOTP factor. Its secret is public on purpose (supabase/README.md), so an
-- authenticator app or a test can compute the codes; a production database must never hold this account.
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values
  ('7d3f1c2a-5e6b-4a8c-9d0e-1f2a3b4c5d01', '5b0e4c8a-1d7e-4f2b-9c61-0a4d3e2f1b04', 'Authenticator app', 'totp',
   'verified', now(), now(), 'OUTPACETWOFACTORSEEDSECRETKEY234')
on conflict do nothing;
