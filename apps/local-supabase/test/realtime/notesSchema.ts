import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';

/**
 * A published table for the realtime suites: rows readable by their owner only, and a `secret` column no API role
 * but service_role may select.
 */
export async function createNotesTable(server: LocalSupabase): Promise<void> {
  await server.db.runScript(`
    drop table if exists public.rt_notes;
    create table public.rt_notes (
      id integer primary key,
      owner uuid,
      body text,
      secret text,
      n integer,
      at timestamptz not null default now()
    );
    alter table public.rt_notes enable row level security;
    create policy "Owners read their notes" on public.rt_notes for select to authenticated
      using (owner = (select auth.uid()));
    grant select (id, owner, body, n, at) on public.rt_notes to anon, authenticated;
    grant all on public.rt_notes to service_role;
    alter publication supabase_realtime add table public.rt_notes;
  `);
  await server.reloadSchema();
}
