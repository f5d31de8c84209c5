-- How this server sees committed changes: hosted Supabase reads them from the WAL through a replication slot, which
-- embedded PGlite cannot serve. A row trigger on every table of the supabase_realtime publication sends a NOTIFY
-- instead; Postgres delivers it only when the transaction commits, in commit order, and never for a rollback.
-- Run at every start and schema reload (realtime/changeFeed.ts), so it follows the publication the migrations keep.

create schema if not exists realtime;

-- TG_ARGV[0]: the primary key's columns, comma-separated; TG_ARGV[1]: 'f' when the table's replica identity is
-- full (an UPDATE or DELETE then carries the whole old row, as the WAL would).
create or replace function realtime.local_capture_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  key_columns text[] := string_to_array(tg_argv[0], ',');
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  old_key jsonb;
  change jsonb;
begin
  select jsonb_object_agg(c, old_row -> c) into old_key from unnest(key_columns) c where old_row is not null;
  change := jsonb_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'at', floor(extract(epoch from clock_timestamp()) * 1000),
    'key', (select jsonb_object_agg(c, coalesce(new_row, old_row) -> c) from unnest(key_columns) c),
    'record', new_row,
    'old_record', case when tg_argv[1] = 'f' then old_row else old_key end
  );
  -- NOTIFY payloads stop at 8000 bytes: a larger row travels as its key and is read back after commit.
  if octet_length(change::text) > 7900 then
    change := change - 'record' - 'old_record' || jsonb_build_object('large', true, 'old_key', old_key);
  end if;
  perform pg_notify('realtime_local_changes', change::text);
  return null;
end
$$;

-- Gives every table of the publication the capture trigger (with its current key) and takes it off tables that
-- left the publication.
create or replace function realtime.local_sync_capture()
returns void
language plpgsql
set search_path = ''
as $$
declare
  target record;
begin
  for target in
    select t.tgrelid::regclass as rel
      from pg_catalog.pg_trigger t
     where t.tgname = 'realtime_local_capture'
  loop
    execute format('drop trigger realtime_local_capture on %s', target.rel);
  end loop;
  for target in
    select format('%I.%I', p.schemaname, p.tablename)::regclass as rel
      from pg_catalog.pg_publication_tables p
     where p.pubname = 'supabase_realtime'
  loop
    execute format(
      'create trigger realtime_local_capture after insert or update or delete on %s '
        'for each row execute function realtime.local_capture_change(%L, %L)',
      target.rel,
      coalesce(
        (select string_agg(a.attname, ',' order by array_position(i.indkey::int2[], a.attnum))
           from pg_catalog.pg_index i
           join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
          where i.indrelid = target.rel and i.indisprimary),
        ''
      ),
      (select c.relreplident from pg_catalog.pg_class c where c.oid = target.rel)
    );
  end loop;
end
$$;

-- Which of a table's rows each subscriber may select, for a whole batch of changes in one call: per check
-- (`{ role, claims, keys }`), the keys among `keys` the role, under those JWT claims, can select, as a JSON array.
-- The role is switched for each check as PostgREST would (the session user may become any API role), so the
-- table's policies and grants decide; the caller's statement ends the switch. A check whose role cannot read the
-- key columns at all sees nothing.
create or replace function realtime.local_visible_keys(entity regclass, checks jsonb)
returns jsonb
language plpgsql
as $$
declare
  key_columns text;
  key_definition text;
  one_check jsonb;
  found jsonb;
  result jsonb := '[]'::jsonb;
begin
  select string_agg(format('%I', a.attname), ', ' order by a.attnum),
         string_agg(format('%I %s', a.attname, pg_catalog.format_type(a.atttypid, a.atttypmod)), ', '
                    order by a.attnum)
    into key_columns, key_definition
    from pg_catalog.pg_index i
    join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
   where i.indrelid = entity and i.indisprimary;
  for one_check in select value from pg_catalog.jsonb_array_elements(checks) loop
    begin
      perform pg_catalog.set_config('role', one_check ->> 'role', true);
      perform pg_catalog.set_config('request.jwt.claims', one_check ->> 'claims', true);
      execute format(
        'select coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(k)), ''[]'') from (select %s from %s '
          'where (%s) in (select %s from pg_catalog.jsonb_to_recordset($1) as x(%s))) k',
        key_columns, entity, key_columns, key_columns, key_definition
      ) using one_check -> 'keys' into found;
    exception when others then
      found := '[]'::jsonb;
    end;
    result := result || pg_catalog.jsonb_build_array(found);
  end loop;
  return result;
end
$$;

revoke execute on function realtime.local_capture_change(), realtime.local_sync_capture(),
  realtime.local_visible_keys(regclass, jsonb) from public;

select realtime.local_sync_capture();
