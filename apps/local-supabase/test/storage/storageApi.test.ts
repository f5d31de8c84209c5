import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import { clientFor, databaseBackends, newUser, startTestServer } from '../support/harness.ts';

/*
 * Storage's object API through supabase-js, under storage.objects RLS written the way Supabase's storage
 * access-control guide writes it (each user owns the folder named after their id). Expected answers follow
 * Supabase Storage's error codes (`statusCode` in the body, which supabase-js reports).
 */
const bucketsSql = `
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('documents', 'documents', false, 1024, '{text/plain,image/*}'),
  ('avatars', 'avatars', true, null, null)
on conflict (id) do nothing;
drop policy if exists "documents: own folder" on storage.objects;
create policy "documents: own folder" on storage.objects for all to authenticated
  using (bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid())::text);
drop policy if exists "avatars: signed-in users add" on storage.objects;
create policy "avatars: signed-in users add" on storage.objects for insert to authenticated
  with check (bucket_id = 'avatars');
`;

describe.each(databaseBackends)('storage objects on $name', ({ databaseUrl }) => {
  let server: LocalSupabase;
  let owner: { client: SupabaseClient; id: string };
  let stranger: { client: SupabaseClient; id: string };
  const documents = () => owner.client.storage.from('documents');
  const text = async (blob: Blob | null) => (blob ? await blob.text() : null);

  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {});
    await server.db.runScript(bucketsSql);
    [owner, stranger] = await Promise.all([
      newUser(server, 'storage-owner'),
      newUser(server, 'storage-other'),
    ]);
  });
  afterAll(() => server?.stop());

  it('uploads with cache control 3600 and upsert off, so a second upload to the path is refused', async () => {
    const path = `${owner.id}/notes.txt`;
    const uploaded = await documents().upload(path, 'first draft');
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toMatchObject({
      path,
      fullPath: `documents/${path}`,
      id: expect.any(String),
    });

    const again = await documents().upload(path, 'second draft');
    expect(again.error).toMatchObject({
      status: 409,
      statusCode: '409',
      message: 'The resource already exists',
    });

    const download = await fetch(`${server.url}/storage/v1/object/documents/${path}`, {
      headers: {
        Authorization: `Bearer ${(await owner.client.auth.getSession()).data.session?.access_token}`,
      },
    });
    expect(download.headers.get('cache-control')).toBe('max-age=3600');
    expect(download.headers.get('content-type')).toBe('text/plain;charset=UTF-8');
    expect(await download.text()).toBe('first draft');

    expect((await documents().upload(path, 'upserted', { upsert: true })).error).toBeNull();
    expect(await text((await documents().download(path)).data)).toBe('upserted');
    expect((await documents().update(path, 'updated')).error).toBeNull();
    expect(await text((await documents().download(path)).data)).toBe('updated');
  });

  it('lists a folder by name ascending, with subfolders as entries without an id', async () => {
    for (const name of ['b.txt', 'a.txt', 'sub/c.txt']) {
      expect((await documents().upload(`${owner.id}/list/${name}`, name)).error).toBeNull();
    }
    const listed = await documents().list(`${owner.id}/list`);
    expect(listed.error).toBeNull();
    expect(listed.data?.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['a.txt', false],
      ['b.txt', false],
      ['sub', true],
    ]);
    expect(listed.data?.[0]?.metadata).toMatchObject({
      size: 5,
      mimetype: 'text/plain;charset=UTF-8',
    });
    const paged = await documents().list(`${owner.id}/list`, {
      limit: 1,
      offset: 1,
      sortBy: { column: 'name', order: 'desc' },
    });
    expect(paged.data?.map((entry) => entry.name)).toEqual(['b.txt']);
    expect(
      (await documents().list(`${owner.id}/list`, { search: 'a' })).data?.map((e) => e.name),
    ).toEqual(['a.txt']);
  });

  it('moves, copies and removes objects', async () => {
    const base = `${owner.id}/moving`;
    await documents().upload(`${base}/one.txt`, 'one');
    expect((await documents().move(`${base}/one.txt`, `${base}/two.txt`)).error).toBeNull();
    expect((await documents().download(`${base}/one.txt`)).error).toMatchObject({
      statusCode: '404',
    });
    expect((await documents().copy(`${base}/two.txt`, `${base}/three.txt`)).data).toEqual({
      path: `documents/${base}/three.txt`,
    });
    expect(await text((await documents().download(`${base}/three.txt`)).data)).toBe('one');
    const removed = await documents().remove([
      `${base}/two.txt`,
      `${base}/three.txt`,
      `${base}/none.txt`,
    ]);
    expect(removed.data?.map((object) => object.name).sort()).toEqual([
      `${base}/three.txt`,
      `${base}/two.txt`,
    ]);
    expect((await documents().list(base)).data).toEqual([]);
  });

  it("keeps another user's folder out of reach, as the policies say", async () => {
    const path = `${owner.id}/private.txt`;
    await documents().upload(path, 'secret');
    const theirs = stranger.client.storage.from('documents');
    expect((await theirs.download(path)).error).toMatchObject({ statusCode: '404' });
    expect((await theirs.list(owner.id)).data).toEqual([]);
    expect((await theirs.remove([path])).data).toEqual([]);
    expect((await theirs.move(path, `${stranger.id}/stolen.txt`)).error).toMatchObject({
      statusCode: '404',
    });
    expect((await theirs.createSignedUrl(path, 60)).error).toMatchObject({ statusCode: '404' });
    const planted = await theirs.upload(`${owner.id}/planted.txt`, 'x');
    expect(planted.error).toMatchObject({ statusCode: '403' });
    const anonymous = await clientFor(server).storage.from('documents').upload('anything.txt', 'x');
    expect(anonymous.error).toMatchObject({ statusCode: '403' });
    expect(await text((await documents().download(path)).data)).toBe('secret');
  });

  it("applies the bucket's size and MIME limits", async () => {
    const big = await documents().upload(`${owner.id}/big.txt`, 'x'.repeat(2048));
    expect(big.error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const pdf = await documents().upload(`${owner.id}/doc.pdf`, '%PDF-1.7', {
      contentType: 'application/pdf',
    });
    expect(pdf.error).toMatchObject({
      statusCode: '415',
      message: 'mime type application/pdf is not supported',
    });
    const png = await documents().upload(
      `${owner.id}/pixel.png`,
      new Uint8Array([137, 80, 78, 71]),
      {
        contentType: 'image/png',
      },
    );
    expect(png.error).toBeNull();
  });

  it('serves signed URLs to anyone holding them, and only for their object', async () => {
    const path = `${owner.id}/shared.txt`;
    await documents().upload(path, 'shared with a link');
    const signed = await documents().createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    const url = signed.data?.signedUrl ?? '';
    expect((await fetch(url)).status).toBe(200);
    expect(await (await fetch(url)).text()).toBe('shared with a link');
    const other = url.replace('shared.txt', 'private.txt');
    const tampered = await fetch(other);
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ statusCode: '400', error: 'InvalidSignature' });
    const batch = await documents().createSignedUrls([path, `${owner.id}/nope.txt`], 60);
    expect(batch.data?.map((entry) => entry.error)).toEqual([
      null,
      'Either the object does not exist or you do not have access to it',
    ]);
  });

  it('accepts an upload through a signed upload URL', async () => {
    const path = `${owner.id}/dropbox.txt`;
    const signed = await documents().createSignedUploadUrl(path);
    expect(signed.error).toBeNull();
    const viaLink = await clientFor(server)
      .storage.from('documents')
      .uploadToSignedUrl(path, signed.data?.token ?? '', 'dropped in');
    expect(viaLink.error).toBeNull();
    expect(await text((await documents().download(path)).data)).toBe('dropped in');
    const refused = await stranger.client.storage
      .from('documents')
      .createSignedUploadUrl(`${owner.id}/x.txt`);
    expect(refused.error).toMatchObject({ statusCode: '403' });
  });

  it('serves uploads to a public bucket at their public URL', async () => {
    const path = `${owner.id}/face.png`;
    const avatars = owner.client.storage.from('avatars');
    expect(
      (await avatars.upload(path, new Uint8Array([1, 2, 3]), { contentType: 'image/png' })).error,
    ).toBeNull();
    const response = await fetch(avatars.getPublicUrl(path).data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([1, 2, 3]);
  });
});
