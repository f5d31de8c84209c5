-- Once a user has a verified second factor, their subscription row is readable only from an aal2 session: the
-- restrictive policy Supabase documents for MFA, on top of the permissive "own row" policy. The check reads
-- auth.mfa_factors, which the API roles may not read, so it runs as its owner (security definer, empty
-- search_path) and says nothing but whether the caller's own session is enough.

create function public.session_meets_user_mfa_level()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
      or not exists (
        select 1 from auth.mfa_factors f
         where f.user_id = auth.uid() and f.status = 'verified'
      )
$$;

comment on function public.session_meets_user_mfa_level() is
  'True when the caller has no verified MFA factor or their session is aal2.';

revoke execute on function public.session_meets_user_mfa_level() from public, anon;
grant execute on function public.session_meets_user_mfa_level() to authenticated;

create policy "Subscribers with a second factor read from aal2 sessions"
on public.subscribers
as restrictive
for select
to authenticated
using ((select public.session_meets_user_mfa_level()));
