import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import { createFilmsSchema } from '../support/filmsSchema.ts';
import {
  authHeaders,
  clientFor,
  databaseBackends,
  serviceClient,
  startTestServer,
} from '../support/harness.ts';

/** A schema beside public with a table of the same name as one there, and a function, for the profile headers. */
const archiveSchema = `
  create schema archive;
  grant usage on schema archive to anon, authenticated, service_role;
  create table archive.films (id int primary key, title text not null, rating text default 'unrated');
  insert into archive.films values (1, 'Silent Reels', 'G');
  create function archive.film_title(film_id int) returns text language sql stable
    as $$ select title from archive.films where id = film_id $$;
  grant select on archive.films to anon, authenticated;
  grant all on archive.films to service_role;
`;

/*
 * PostgREST conformance beyond what the site uses, through supabase-js, on the films schema of PostgREST's
 * documentation (test/support/filmsSchema.ts). Expected answers follow PostgREST 12's API reference and
 * error-code table. Runs on PGlite always and on PostgreSQL when DATABASE_URL is set.
 */
describe.each(databaseBackends)('PostgREST conformance on $name', ({ databaseUrl }) => {
  let server: LocalSupabase;
  let anon: SupabaseClient;
  let admin: SupabaseClient;

  beforeAll(async () => {
    // A second exposed schema, as `[api] schemas = ["public", "archive"]` in config.toml makes it.
    const api = { schemas: ['public', 'archive'] };
    server = await startTestServer(databaseUrl ? { databaseUrl, api } : { api });
    await createFilmsSchema(server);
    await server.db.runScript(archiveSchema);
    await server.reloadSchema();
    anon = clientFor(server);
    admin = serviceClient(server);
  });
  afterAll(() => server?.stop());

  const rest = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}/rest/v1/${path}`, {
      ...init,
      headers: { ...authHeaders(server), ...init.headers },
    });

  describe('functions (RPC)', () => {
    it('calls a scalar function by POST and by GET', async () => {
      expect(await anon.rpc('add_them', { a: 2, b: 3 })).toMatchObject({ data: 5, status: 200 });
      expect(await anon.rpc('add_them', { a: 2, b: 40 }, { get: true })).toMatchObject({
        data: 42,
        status: 200,
      });
    });

    it('returns sets of rows that take filters, select, order, limit and embedding', async () => {
      const { data, error } = await anon
        .rpc('films_since', { since: 2020 })
        .select('title, directors(name)')
        .neq('id', 4)
        .order('year', { ascending: false })
        .limit(1);
      expect(error).toBeNull();
      expect(data).toEqual([{ title: 'Paper Moons', directors: { name: 'Bo Keller' } }]);
      const counted = await anon
        .rpc('films_since', { since: 2020 }, { count: 'exact' })
        .eq('director_id', 1);
      expect(counted.count).toBe(1);
    });

    it('returns scalar sets as arrays, tables as rows and one composite as an object', async () => {
      expect((await anon.rpc('film_titles')).data).toEqual([
        'Northern Lights',
        'Harbor Nights',
        'Paper Moons',
        'Untitled',
      ]);
      expect((await anon.rpc('film_stats')).data).toEqual([{ total: 4, newest: 2024 }]);
      expect((await anon.rpc('first_film').select('id,title')).data).toEqual({
        id: 1,
        title: 'Northern Lights',
      });
    });

    it('passes the whole body with Prefer: params=single-object', async () => {
      expect((await anon.rpc('echo', { payload: { a: 1 } })).data).toEqual({ a: 1 });
      const single = await rest('rpc/echo', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: 'params=single-object' },
        body: JSON.stringify({ whole: ['body'] }),
      });
      expect(single.status).toBe(200);
      expect(await single.json()).toEqual({ whole: ['body'] });
    });

    it('answers 204 for a void function, and refuses writes through GET', async () => {
      const before = (await anon.rpc('count_visits')).data as number;
      const logged = await anon.rpc('log_visit', { note: 'hello' });
      expect(logged).toMatchObject({ status: 204, data: null, error: null });
      expect((await anon.rpc('count_visits')).data).toBe(before + 1);
      const viaGet = await anon.rpc('log_visit', { note: 'sneaky' }, { get: true });
      expect(viaGet.status).toBe(405);
      expect(viaGet.error).toMatchObject({ code: '25006' });
      expect((await anon.rpc('count_visits')).data).toBe(before + 1);
    });

    it('reports unknown functions and arguments as PGRST202', async () => {
      const unknown = await anon.rpc('nope');
      expect(unknown.status).toBe(404);
      expect(unknown.error).toMatchObject({
        code: 'PGRST202',
        message: 'Could not find the function public.nope without parameters in the schema cache',
      });
      const wrongArgs = await anon.rpc('add_them', { a: 1, c: 2 });
      expect(wrongArgs.error).toMatchObject({
        code: 'PGRST202',
        message: 'Could not find the function public.add_them(a, c) in the schema cache',
      });
      const put = await rest('rpc/add_them', { method: 'PUT' });
      expect(put.status).toBe(405);
      expect(await put.json()).toMatchObject({ code: 'PGRST101' });
    });
  });

  describe('overloaded functions', () => {
    it('calls the overload whose parameter names the call sends', async () => {
      expect((await anon.rpc('film_label', { film_id: 2 })).data).toBe('Harbor Nights');
      expect((await anon.rpc('film_label', { film_id: 2, suffix: '!' })).data).toBe(
        'Harbor Nights!',
      );
      expect((await anon.rpc('film_label', { film_id: 1 }, { get: true })).data).toBe(
        'Northern Lights',
      );
    });

    it('answers 300 PGRST203 listing the candidates when the names do not decide', async () => {
      expect(await anon.rpc('pick', { a: 1 })).toMatchObject({
        status: 300,
        error: {
          code: 'PGRST203',
          message:
            'Could not choose the best candidate function between: public.pick(a => integer), public.pick(a => text)',
        },
      });
    });

    it('passes the whole body to a function whose one parameter is unnamed text, and serves no other', async () => {
      expect((await anon.rpc('shout', { '': 'hey' })).data).toBe('{"":"HEY"}');
      const unnamedInt = await anon.rpc('twice', { '': 2 });
      expect(unnamedInt).toMatchObject({ status: 404, error: { code: 'PGRST202' } });
    });
  });

  describe('resource embedding', () => {
    it('embeds many-to-one as an object (null when absent) and one-to-many as an array', async () => {
      const films = await anon
        .from('films')
        .select('title, directors(name)')
        .in('id', [1, 4])
        .order('id');
      expect(films.data).toEqual([
        { title: 'Northern Lights', directors: { name: 'Ava Lind' } },
        { title: 'Untitled', directors: null },
      ]);
      const directors = await anon.from('directors').select('name, films(title)').order('id');
      expect(directors.data).toEqual([
        { name: 'Ava Lind', films: [{ title: 'Northern Lights' }, { title: 'Harbor Nights' }] },
        { name: 'Bo Keller', films: [{ title: 'Paper Moons' }] },
        { name: 'Cy Moreau', films: [] },
      ]);
    });

    it('embeds many-to-many through a junction table, with aliases', async () => {
      const { data } = await anon
        .from('films')
        .select('title, cast:actors(name)')
        .eq('id', 1)
        .order('name', { referencedTable: 'cast' });
      expect(data).toEqual([
        { title: 'Northern Lights', cast: [{ name: 'Ines' }, { name: 'Jonah' }] },
      ]);
    });

    it('filters, orders and limits embedded resources without filtering the parent', async () => {
      const { data } = await anon
        .from('directors')
        .select('name, films(title, year)')
        .gte('films.year', 2021)
        .order('year', { referencedTable: 'films', ascending: false })
        .limit(1, { referencedTable: 'films' })
        .order('id');
      expect(data).toEqual([
        { name: 'Ava Lind', films: [{ title: 'Harbor Nights', year: 2021 }] },
        { name: 'Bo Keller', films: [{ title: 'Paper Moons', year: 2023 }] },
        { name: 'Cy Moreau', films: [] },
      ]);
    });

    it('filters the parent with !inner and with an is-null filter on the embedding', async () => {
      const inner = await anon
        .from('directors')
        .select('name, films!inner(title)')
        .eq('films.year', 2023);
      expect(inner.data).toEqual([{ name: 'Bo Keller', films: [{ title: 'Paper Moons' }] }]);
      const withoutFilms = await anon
        .from('directors')
        .select('name, films(title)')
        .is('films', null);
      expect(withoutFilms.data).toEqual([{ name: 'Cy Moreau', films: [] }]);
    });

    it('disambiguates with !hint and refuses an ambiguous embedding with PGRST201', async () => {
      const ambiguous = await anon.from('messages').select('body, people(name)');
      expect(ambiguous.status).toBe(300);
      expect(ambiguous.error).toMatchObject({
        code: 'PGRST201',
        message:
          "Could not embed because more than one relationship was found for 'messages' and 'people'",
      });
      expect(ambiguous.error?.details).toHaveLength(2);
      const { data } = await anon
        .from('messages')
        .select(
          'body, sender:people!sender_id(name), receiver:people!messages_receiver_id_fkey(name)',
        )
        .eq('id', 1);
      expect(data).toEqual([
        { body: 'hi Noor', sender: { name: 'Mia' }, receiver: { name: 'Noor' } },
      ]);
    });

    it('spreads a to-many embedding as one array per column', async () => {
      const { data, error } = await anon
        .from('directors')
        .select('name, ...films(title, year)')
        .in('id', [1, 3])
        .order('id')
        .order('id', { referencedTable: 'films' });
      expect(error).toBeNull();
      expect(data).toEqual([
        { name: 'Ava Lind', title: ['Northern Lights', 'Harbor Nights'], year: [2019, 2021] },
        { name: 'Cy Moreau', title: [], year: [] },
      ]);
    });

    it('spreads a to-one embedding into its parent', async () => {
      const { data } = await anon
        .from('films')
        .select('title, ...directors(director:name)')
        .eq('id', 3);
      expect(data).toEqual([{ title: 'Paper Moons', director: 'Bo Keller' }]);
    });

    it('names missing relationships and filters on resources that are not embedded', async () => {
      const none = await anon.from('films').select('title, people(name)');
      expect(none.status).toBe(400);
      expect(none.error).toMatchObject({
        code: 'PGRST200',
        message: "Could not find a relationship between 'films' and 'people' in the schema cache",
      });
      const notEmbedded = await anon.from('films').select('title').eq('directors.name', 'x');
      expect(notEmbedded.error).toMatchObject({ code: 'PGRST108' });
      const badHint = await anon.from('films').select('title, directors!no_such_fkey(name)');
      expect(badHint.status).toBe(400);
      expect(badHint.error).toEqual({
        code: 'PGRST200',
        message:
          "Could not find a relationship between 'films' and 'directors' in the schema cache",
        details:
          "Searched for a foreign key relationship between 'films' and 'directors' using the hint 'no_such_fkey' in the schema 'public', but no matches were found.",
        hint: null,
      });
    });

    it('embeds through a foreign key named by its column or its constraint', async () => {
      const byColumn = await anon.from('films').select('title, director_id(name)').eq('id', 3);
      expect(byColumn.data).toEqual([{ title: 'Paper Moons', director_id: { name: 'Bo Keller' } }]);
      const byConstraint = await anon
        .from('films')
        .select('title, director:films_director_id_fkey(name)')
        .eq('id', 1);
      expect(byConstraint.data).toEqual([
        { title: 'Northern Lights', director: { name: 'Ava Lind' } },
      ]);
      const filterOnly = await anon
        .from('films')
        .select('title, directors!inner()')
        .eq('directors.name', 'Bo Keller');
      expect(filterOnly.data).toEqual([{ title: 'Paper Moons' }]);
    });

    it('names a self-referencing key: the table for its one-to-many, the column for its many-to-one', async () => {
      const reports = await anon.from('crew').select('name, crew(name)').eq('id', 1);
      expect(reports.data).toEqual([{ name: 'Rhea', crew: [{ name: 'Sam' }, { name: 'Tove' }] }]);
      const lead = await anon.from('crew').select('name, lead:lead_id(name)').eq('id', 2);
      expect(lead.data).toEqual([{ name: 'Sam', lead: { name: 'Rhea' } }]);
      const hinted = await anon.from('crew').select('name, crew!lead_id(name)').eq('id', 3);
      expect(hinted.data).toEqual([{ name: 'Tove', crew: [] }]);
      // PostgREST matches a self-reference's hint against the referencing column only.
      const byConstraint = await anon.from('crew').select('name, crew!crew_lead_id_fkey(name)');
      expect(byConstraint.error).toMatchObject({ code: 'PGRST200' });
    });

    it('lists every candidate in PGRST201 with the hints that pick one', async () => {
      const ambiguous = await anon.from('people').select('name, messages(body)');
      expect(ambiguous.status).toBe(300);
      expect(ambiguous.error).toEqual({
        code: 'PGRST201',
        message:
          "Could not embed because more than one relationship was found for 'people' and 'messages'",
        details: [
          {
            cardinality: 'one-to-many',
            embedding: 'people with messages',
            relationship: 'messages_sender_id_fkey using people(id) and messages(sender_id)',
          },
          {
            cardinality: 'one-to-many',
            embedding: 'people with messages',
            relationship: 'messages_receiver_id_fkey using people(id) and messages(receiver_id)',
          },
        ],
        hint: "Try changing 'messages' to one of the following: 'messages!messages_sender_id_fkey', 'messages!messages_receiver_id_fkey'. Find the desired relationship in the 'details' key.",
      });
    });

    it('refuses an embedding nested past the depth limit with a 400', async () => {
      const deep = `${'directors(films('.repeat(20)}*${'))'.repeat(20)}`;
      const response = await rest(`films?select=${encodeURIComponent(deep)}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'PGRST100' });
    });
  });

  describe('aggregates (db-aggregates-enabled)', () => {
    // PostgREST reads the setting from the authenticator role, as `alter role … set pgrst.*` configures it.
    beforeAll(async () => {
      await server.db.query(`alter role authenticator set pgrst.db_aggregates_enabled = 'true'`);
      await server.reloadSchema();
    });
    afterAll(async () => {
      await server.db.query(`alter role authenticator reset pgrst.db_aggregates_enabled`);
      await server.reloadSchema();
    });

    it('counts, sums and groups by the other selected columns', async () => {
      expect((await anon.from('films').select('count()')).data).toEqual([{ count: 4 }]);
      const grouped = await anon
        .from('films')
        .select('director_id, total:count(), latest:year.max()')
        .not('director_id', 'is', null)
        .order('director_id');
      expect(grouped.data).toEqual([
        { director_id: 1, total: 2, latest: 2021 },
        { director_id: 2, total: 1, latest: 2023 },
      ]);
      const fees = await anon.from('crew').select('fee.sum()::text, fee.avg()::int');
      expect(fees.data).toEqual([{ sum: '500', avg: 167 }]);
    });

    it('aggregates inside an embedding, and spreads a to-one beside them', async () => {
      const counted = await anon.from('directors').select('name, films(count)').order('id');
      expect(counted.data).toEqual([
        { name: 'Ava Lind', films: [{ count: 2 }] },
        { name: 'Bo Keller', films: [{ count: 1 }] },
        { name: 'Cy Moreau', films: [{ count: 0 }] },
      ]);
      const spread = await anon
        .from('crew')
        .select('total:fee.sum(), ...films(title)')
        .order('title', { referencedTable: 'films' });
      expect(spread.error).toBeNull();
      expect(spread.data).toEqual(
        expect.arrayContaining([
          { total: 420, title: 'Northern Lights' },
          { total: 80, title: 'Harbor Nights' },
        ]),
      );
      const missing = await anon.from('directors').select('name, films(nope.sum())');
      expect(missing.error).toMatchObject({
        code: '42703',
        message: 'column films_1.nope does not exist',
      });
    });
  });

  describe('Prefer and writes', () => {
    it('counts inserted, updated and deleted rows in Content-Range', async () => {
      const inserted = await admin.from('actors').insert(
        [
          { id: 10, name: 'A' },
          { id: 11, name: 'B' },
        ],
        {
          count: 'exact',
        },
      );
      expect(inserted).toMatchObject({ status: 201, count: 2, error: null });
      const updated = await admin
        .from('actors')
        .update({ name: 'C' }, { count: 'exact' })
        .gte('id', 10);
      expect(updated).toMatchObject({ status: 204, count: 2 });
      const deleted = await admin.from('actors').delete({ count: 'exact' }).gte('id', 10);
      expect(deleted).toMatchObject({ status: 204, count: 2 });
      const response = await rest('actors?id=eq.99', {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${server.serviceRoleKey}`, Prefer: 'count=exact' },
      });
      expect(response.headers.get('content-range')).toBe('*/0');
    });

    it('answers 200 to an upsert that only updated and 201 to one that inserted', async () => {
      const created = await admin.from('actors').upsert({ id: 20, name: 'New' }).select();
      expect(created.status).toBe(201);
      const updated = await admin.from('actors').upsert({ id: 20, name: 'Renamed' }).select();
      expect(updated.status).toBe(200);
      expect(updated.data).toEqual([{ id: 20, name: 'Renamed' }]);
      await admin.from('actors').delete().eq('id', 20);
    });

    it('gives an identity column its next value under missing=default in a bulk insert', async () => {
      const { data, error } = await admin
        .from('crew')
        .insert([{ name: 'Uma' }, { name: 'Vik', fee: 50, id: 40 }], { defaultToNull: false })
        .select('id, name, fee');
      expect(error).toBeNull();
      expect(data).toEqual([
        { id: 4, name: 'Uma', fee: 100 },
        { id: 40, name: 'Vik', fee: 50 },
      ]);
      // PostgREST evaluates the defaults for every row: Vik's row drew 5 from the sequence too.
      const next = await admin.from('crew').insert({ name: 'Wen' }).select('id');
      expect(next.data).toEqual([{ id: 6 }]);
      await admin.from('crew').delete().gte('id', 4);
    });

    it('uses column defaults for missing keys with Prefer: missing=default', async () => {
      const rows = [
        { id: 30, title: 'Defaulted' },
        { id: 31, title: 'Rated', rating: 'PG' },
      ];
      const nulls = await admin.from('films').insert(rows);
      expect(nulls.status).toBe(400);
      expect(nulls.error).toMatchObject({ code: '23502' });
      const defaults = await admin
        .from('films')
        .insert(rows, { defaultToNull: false })
        .select('id, rating, tags');
      expect(defaults.error).toBeNull();
      expect(defaults.data).toEqual([
        { id: 30, rating: 'unrated', tags: [] },
        { id: 31, rating: 'PG', tags: [] },
      ]);
      await admin.from('films').delete().in('id', [30, 31]);
    });

    it('enforces max-affected with handling=strict and refuses unknown preferences then', async () => {
      // What supabase-js's maxAffected(1) sends (typed only for PostgREST 13 projects).
      const tooMany = await rest('roles?film_id=eq.1', {
        method: 'PATCH',
        headers: {
          Authorization: `Bearer ${server.serviceRoleKey}`,
          'Content-Type': 'application/json',
          Prefer: 'handling=strict, max-affected=1',
        },
        body: JSON.stringify({ character: 'x' }),
      });
      expect(tooMany.status).toBe(400);
      expect(await tooMany.json()).toEqual({
        code: 'PGRST124',
        message: 'Query result exceeds max-affected preference constraint',
        details: 'The query affects 2 rows',
        hint: null,
      });
      expect(
        (await anon.from('roles').select('character').eq('film_id', 1).order('actor_id')).data,
      ).toEqual([{ character: 'Skipper' }, { character: 'Guide' }]);
      const invalid = await rest('films?select=id', {
        headers: { Prefer: 'handling=strict, foo=bar' },
      });
      expect(invalid.status).toBe(400);
      expect(await invalid.json()).toMatchObject({
        code: 'PGRST122',
        details: 'Invalid preferences: foo=bar',
      });
      const lenient = await rest('films?select=id&id=eq.1', { headers: { Prefer: 'foo=bar' } });
      expect(lenient.status).toBe(200);
    });

    it('selects quoted column names with spaces', async () => {
      const { data, error } = await anon.from('films').select('title, "first shown"').eq('id', 1);
      expect(error).toBeNull();
      expect(data).toEqual([{ title: 'Northern Lights', 'first shown': '2019-03-01' }]);
    });
  });

  describe('relationships through views', () => {
    it('embeds through the foreign keys whose columns a view passes through, both ways', async () => {
      const cases: [string, string, string, number, unknown][] = [
        [
          'film_cards',
          'title, directors(name)',
          'id',
          3,
          { title: 'Paper Moons', directors: { name: 'Bo Keller' } },
        ],
        [
          'roles',
          'character, film_cards(title)',
          'actor_id',
          3,
          { character: 'Clerk', film_cards: { title: 'Paper Moons' } },
        ],
        [
          'directors',
          'name, film_cards(id)',
          'id',
          2,
          { name: 'Bo Keller', film_cards: [{ id: 3 }] },
        ],
      ];
      for (const [table, select, column, value, row] of cases) {
        expect((await anon.from(table).select(select).eq(column, value)).data).toEqual([row]);
      }
    });

    it('lets a column or constraint name the relationship between the tables, not the view', async () => {
      const { data, error } = await anon.from('roles').select('film_id(title)').eq('actor_id', 3);
      expect(error).toBeNull();
      expect(data).toEqual([{ film_id: { title: 'Paper Moons' } }]);
    });
  });

  describe('computed fields and computed relationships', () => {
    it('selects, filters and orders by a computed field, which * leaves out', async () => {
      const { data, error } = await anon
        .from('films')
        .select('id, title_year')
        .like('title_year', '*(2021)')
        .order('title_year');
      expect(error).toBeNull();
      expect(data).toEqual([{ id: 2, title_year: 'Harbor Nights (2021)' }]);
      const star = await anon.from('films').select('*').eq('id', 1).single();
      expect(Object.keys(star.data ?? {})).not.toContain('title_year');
      const called = await anon.rpc('films_since', { since: 2023 }).select('title_year');
      expect(called.data).toEqual([
        { title_year: 'Paper Moons (2023)' },
        { title_year: 'Untitled (2024)' },
      ]);
    });

    it('embeds a function returning rows as to-many, and as to-one when declared rows 1', async () => {
      const { data, error } = await anon
        .from('films')
        .select('id, credited(name), lead_actor(name)')
        .in('id', [1, 4])
        .order('id');
      expect(error).toBeNull();
      expect(data).toEqual([
        { id: 1, credited: [{ name: 'Ines' }, { name: 'Jonah' }], lead_actor: { name: 'Ines' } },
        { id: 4, credited: [], lead_actor: null },
      ]);
      const inner = await anon
        .from('films')
        .select('id, credited!inner(name)')
        .eq('credited.name', 'Kemal');
      expect(inner.data).toEqual([{ id: 3, credited: [{ name: 'Kemal' }] }]);
    });

    it('runs the function as the caller: a table the role cannot read stays unread', async () => {
      const denied = await anon.from('films').select('id, film_contracts(fee)').eq('id', 1);
      expect(denied.status).toBe(401);
      expect(denied.error).toMatchObject({ code: '42501' });
      expect(denied.data).toBeNull();
      const allowed = await admin.from('films').select('id, film_contracts(fee)').eq('id', 1);
      expect(allowed.data).toEqual([{ id: 1, film_contracts: [{ fee: 5000 }] }]);
    });
  });

  describe('Accept variants', () => {
    it('strips null members with nulls=stripped, for arrays and single objects', async () => {
      const stripped = await rest('films?select=id,summary,directors(name)&id=eq.4', {
        headers: { Accept: 'application/vnd.pgrst.array+json;nulls=stripped' },
      });
      expect(stripped.headers.get('content-type')).toContain('nulls=stripped');
      expect(await stripped.json()).toEqual([{ id: 4 }]);
      const one = await anon.from('films').select('id, summary').eq('id', 4).single().stripNulls();
      expect(one).toMatchObject({ status: 200, data: { id: 4 } });
      expect(one.data).not.toHaveProperty('summary');
    });

    it('answers 406 PGRST116 when a single object is asked of several rows', async () => {
      const several = await anon.from('films').select('id').single();
      expect(several).toMatchObject({
        status: 406,
        error: {
          code: 'PGRST116',
          message: 'Cannot coerce the result to a single JSON object',
          details: 'The result contains 4 rows',
        },
      });
    });
  });

  describe('schemas (Accept-Profile, Content-Profile)', () => {
    it('reads, writes and calls in the schema the profile headers name, and echoes it', async () => {
      const archived = await anon.schema('archive').from('films').select('id, title');
      expect(archived).toMatchObject({ status: 200, data: [{ id: 1, title: 'Silent Reels' }] });
      const read = await rest('films?select=id&id=eq.1', {
        headers: { 'Accept-Profile': 'archive' },
      });
      expect(read.headers.get('content-profile')).toBe('archive');
      const plain = await rest('films?select=title&id=eq.1');
      expect(plain.headers.get('content-profile')).toBe('public');
      expect(await plain.json()).toEqual([{ title: 'Northern Lights' }]);

      const inserted = await admin
        .schema('archive')
        .from('films')
        .insert({ id: 2, title: 'Kept' })
        .select('id, rating');
      expect(inserted).toMatchObject({ status: 201, data: [{ id: 2, rating: 'unrated' }] });
      await admin.schema('archive').from('films').delete().eq('id', 2);
      expect(await anon.schema('archive').rpc('film_title', { film_id: 1 })).toMatchObject({
        status: 200,
        data: 'Silent Reels',
      });
    });

    it('answers 406 PGRST106 naming the exposed schemas for any other', async () => {
      for (const schema of ['personal', 'auth', 'storage', 'pg_catalog']) {
        const read = await rest('films', { headers: { 'Accept-Profile': schema } });
        expect(read.status).toBe(406);
        expect(await read.json()).toEqual({
          code: 'PGRST106',
          details: null,
          hint: 'Only the following schemas are exposed: public, archive',
          message: `Invalid schema: ${schema}`,
        });
      }
      const call = await anon.schema('auth').rpc('uid');
      expect(call).toMatchObject({ status: 406, error: { code: 'PGRST106' } });
    });

    it('names the schema in what it cannot find there', async () => {
      const missing = await anon.schema('archive').from('directors').select();
      expect(missing.error).toMatchObject({
        code: 'PGRST205',
        message: "Could not find the table 'archive.directors' in the schema cache",
      });
      const fn = await anon.schema('archive').rpc('add_them', { a: 1, b: 2 });
      expect(fn.error).toMatchObject({ code: 'PGRST202' });
      expect(fn.error?.message).toContain('archive.add_them(a, b)');
    });
  });

  describe('operators', () => {
    const ids = (rows: { id: number }[] | null) => (rows ?? []).map((row) => row.id).sort();
    const films = () => anon.from('films').select('id');

    it('combines filters with or, and and not', async () => {
      expect(ids((await films().or('year.lt.2020,title.eq.Paper Moons')).data)).toEqual([1, 3]);
      expect(ids((await films().or('and(year.gte.2021,director_id.eq.1),id.eq.4')).data)).toEqual([
        2, 4,
      ]);
      expect(ids((await films().not('tags', 'cs', '{drama}')).data)).toEqual([2, 4]);
      expect(
        ids((await films().or('title.eq."Harbor Nights",title.in.("Untitled","x")')).data),
      ).toEqual([2, 4]);
      const negated = await rest('films?select=id&not.or=(id.eq.1,id.eq.2)&order=id');
      expect(await negated.json()).toEqual([{ id: 3 }, { id: 4 }]);
    });

    it('compares arrays and JSON with contains, contained by and overlaps', async () => {
      expect(ids((await films().contains('tags', ['drama'])).data)).toEqual([1, 3]);
      expect(ids((await films().containedBy('tags', ['drama', 'nature', 'comedy'])).data)).toEqual([
        1, 3, 4,
      ]);
      expect(ids((await films().overlaps('tags', ['thriller', 'comedy'])).data)).toEqual([2, 3]);
      expect(ids((await films().contains('meta', { studio: { name: 'Polar' } })).data)).toEqual([
        1, 3,
      ]);
    });

    it('compares ranges with sl, sr, nxl, nxr and adj', async () => {
      expect(ids((await films().rangeLt('runtime', '[105,200)')).data)).toEqual([1, 3]);
      expect(ids((await films().rangeGt('runtime', '[0,100)')).data)).toEqual([2]);
      expect(ids((await films().rangeGte('runtime', '[95,96)')).data)).toEqual([2, 3]);
      expect(ids((await films().rangeLte('runtime', '[0,101)')).data)).toEqual([1]);
      expect(ids((await films().rangeAdjacent('runtime', '[100,110)')).data)).toEqual([1, 2]);
      expect(ids((await films().overlaps('runtime', '[99,111)')).data)).toEqual([1, 2, 3]);
    });

    it('searches text with fts, plfts, phfts and wfts', async () => {
      const search = (query: string, type?: 'plain' | 'phrase' | 'websearch') =>
        films().textSearch('summary', query, { config: 'english', ...(type ? { type } : {}) });
      expect(ids((await search("'arctic' & 'winter'")).data)).toEqual([1]);
      expect(ids((await search('harbor town', 'plain')).data)).toEqual([2]);
      expect(ids((await search('paper shop', 'phrase')).data)).toEqual([3]);
      expect(ids((await search('drama -arctic', 'websearch')).data)).toEqual([]);
      expect(ids((await search('"quiet drama" or thriller', 'websearch')).data)).toEqual([1, 2]);
    });

    it('matches patterns with like/ilike any and all', async () => {
      expect(ids((await films().likeAnyOf('title', ['*Moons', 'Harbor*'])).data)).toEqual([2, 3]);
      expect(ids((await films().ilikeAllOf('title', ['%N%', '%TS'])).data)).toEqual([1, 2]);
      expect(ids((await films().match({ director_id: 1, year: 2021 })).data)).toEqual([2]);
    });

    it('reads JSON paths and casts in select, filters and order', async () => {
      const { data, error } = await anon
        .from('films')
        .select('title, studio:meta->studio->>name, awards:meta->awards, year::text')
        .eq('meta->studio->>name', 'Polar')
        .order('meta->awards', { ascending: false });
      expect(error).toBeNull();
      expect(data).toEqual([
        { title: 'Northern Lights', studio: 'Polar', awards: 2, year: '2019' },
        { title: 'Paper Moons', studio: 'Polar', awards: 1, year: '2023' },
      ]);
      const unaliased = await anon.from('films').select('meta->studio->>name').eq('id', 2);
      expect(unaliased.data).toEqual([{ name: 'Dock' }]);
    });

    it('counts by the planner with count=planned (206) and exactly below the max rows with estimated', async () => {
      const planned = await rest('films?select=id&limit=1', {
        headers: { Prefer: 'count=planned' },
      });
      expect(planned.status).toBe(206);
      expect(planned.headers.get('content-range')).toMatch(/^0-0\/\d+$/);
      const estimated = await anon.from('films').select('id', { count: 'estimated', head: true });
      expect(estimated).toMatchObject({ status: 200, count: 4 });
    });

    it('rolls back with Prefer: tx=rollback only where db-tx-end allows it', async () => {
      const rename = () =>
        rest('directors?id=eq.3', {
          method: 'PATCH',
          headers: {
            Authorization: `Bearer ${server.serviceRoleKey}`,
            'Content-Type': 'application/json',
            Prefer: 'return=representation, tx=rollback',
          },
          body: JSON.stringify({ name: 'Rolled' }),
        });
      await server.db.query(
        `alter role authenticator set pgrst.db_tx_end = 'commit-allow-override'`,
      );
      await server.reloadSchema();
      const undone = await rename();
      expect(undone.headers.get('preference-applied')).toContain('tx=rollback');
      expect(await undone.json()).toEqual([{ id: 3, name: 'Rolled' }]);
      expect((await anon.from('directors').select('name').eq('id', 3)).data).toEqual([
        { name: 'Cy Moreau' },
      ]);
      await server.db.query(`alter role authenticator reset pgrst.db_tx_end`);
      await server.reloadSchema();
    });

    it('answers CSV when asked', async () => {
      const { data, error } = await anon.from('directors').select('id,name').order('id').csv();
      expect(error).toBeNull();
      expect(data).toBe('id,name\n1,"Ava Lind"\n2,"Bo Keller"\n3,"Cy Moreau"');
    });

    it('refuses what it does not support with a PostgREST error that names it', async () => {
      const aggregate = await anon.from('films').select('count()');
      expect(aggregate.status).toBe(400);
      expect(aggregate.error).toMatchObject({ code: 'PGRST123' });
      const relatedOrder = await rest('films?select=title,directors(name)&order=directors(name)');
      expect(relatedOrder.status).toBe(400);
      expect(await relatedOrder.json()).toMatchObject({
        code: 'PGRST127',
        details: expect.stringContaining('related order'),
      });
      const unknownOperator = await rest('films?id=foo.1');
      expect(unknownOperator.status).toBe(400);
      expect(await unknownOperator.json()).toMatchObject({ code: 'PGRST100' });
    });
  });
});
