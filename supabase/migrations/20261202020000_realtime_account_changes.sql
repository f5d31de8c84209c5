-- The account page and the checkout return follow their rows live: a subscription's state, the templates bought and
-- the Free templates claimed. Realtime sends changes of the tables in this publication only, each to the subscribers
-- whose role and policies may read the row. Hosted projects come with the publication (empty); a fresh local
-- database gets it here.

do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

do $$
declare
  account_table text;
begin
  foreach account_table in array array['subscribers', 'purchases', 'template_claims'] loop
    if not exists (
      select 1 from pg_publication_tables
       where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = account_table
    ) then
      execute format('alter publication supabase_realtime add table public.%I', account_table);
    end if;
  end loop;
end
$$;
