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
    server = await startTestServer(databaseUrl ? { databaseUrl } : {});
    await createFilmsSchema(server);
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
