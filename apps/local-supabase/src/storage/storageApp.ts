import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { JwtService } from '../tokens/jwt.ts';
import type { ApiKeys } from '../config.ts';
import type { Database } from '../db/database.ts';
import { resolveRequestRole } from '../rest/requestRole.ts';
import { PgrstError } from '../rest/restErrors.ts';
import { parseJson } from '../http/jsonInput.ts';
import {
  globalFileSizeLimit,
  ObjectStore,
  type CallerRequest,
  type StoredObject,
} from './objectStore.ts';
import { StorageError, storageErrors } from './storageErrors.ts';

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
};

const bucketPattern = /^[A-Za-z0-9_.-]{1,100}$/;

/** Rejects keys that could leave the bucket directory. */
function safeKey(key: string): string | undefined {
  const segments = key.split('/');
  const unsafe = segments.some(
    (s) => s === '' || s === '.' || s === '..' || s.includes('\\') || s.includes('\0'),
  );
  return unsafe ? undefined : segments.join('/');
}

/**
 * The object's path when it is a plain file inside the bucket's folder. A symbolic link anywhere on the
 * way could lead out of the folder, so the resolved path must be the requested one.
 */
async function objectFile(root: string, key: string): Promise<string | undefined> {
  const file = path.join(root, key);
  if (!file.startsWith(root + path.sep)) return undefined;
  const [realRoot, realFile] = await Promise.all([
    realpath(root).catch(() => undefined),
    realpath(file).catch(() => undefined),
  ]);
  if (!realRoot || realFile !== path.join(realRoot, key)) return undefined;
  return realFile;
}

/** Where the route's bucket and key are: `/object/<route>/<bucket>/<key...>`. */
function bucketAndKey(c: Context, route: string): { bucket: string; key: string } {
  const marker = route === '' ? '/object/' : `/object/${route}/`;
  const rest = c.req.path.slice(c.req.path.indexOf(marker) + marker.length);
  const [bucket = '', ...segments] = rest.split('/');
  let key: string | undefined;
  try {
    key = safeKey(segments.map(decodeURIComponent).join('/'));
  } catch {
    key = undefined;
  }
  if (!bucketPattern.test(bucket) || key === undefined)
    throw storageErrors.invalidKey(segments.join('/'));
  return { bucket, key };
}

function checkedKey(key: unknown, name: string): string {
  if (typeof key !== 'string' || key === '') throw storageErrors.missing(name);
  const safe = safeKey(key);
  if (safe === undefined) throw storageErrors.invalidKey(key);
  return safe;
}

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const parsed = parseJson(await c.req.text());
  if (
    !parsed.ok ||
    typeof parsed.value !== 'object' ||
    parsed.value === null ||
    Array.isArray(parsed.value)
  ) {
    throw storageErrors.invalidRequest('Body must be a JSON object');
  }
  return parsed.value as Record<string, unknown>;
}

function objectResponse(c: Context, object: StoredObject): Response {
  const headers: Record<string, string> = {
    'Content-Type': object.metadata.mimetype || 'application/octet-stream',
    'Cache-Control': object.metadata.cacheControl || 'no-cache',
    ETag: object.metadata.eTag,
    'Last-Modified': new Date(object.metadata.lastModified).toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    // Served from the API's origin: an uploaded HTML or SVG file must not run script there.
    'Content-Security-Policy': "default-src 'none'; sandbox",
  };
  if (c.req.header('if-none-match') === object.metadata.eTag) return c.body(null, 304, headers);
  headers['Content-Length'] = String(object.data.length);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(new Uint8Array(object.data), 200, headers);
}

/** The uploaded bytes and their options, from a multipart form (a File/Blob) or a raw body. */
async function readUpload(c: Context, limit: number) {
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > limit) throw storageErrors.tooLarge();
  const type = c.req.header('content-type') ?? '';
  if (type.toLowerCase().startsWith('multipart/form-data')) {
    const form = await c.req.parseBody();
    const file = Object.values(form).find((value): value is File => value instanceof File);
    if (!file) throw storageErrors.missing('file');
    const metadata = typeof form.metadata === 'string' ? parseJson(form.metadata) : undefined;
    return {
      data: Buffer.from(await file.arrayBuffer()),
      contentType: file.type || 'application/octet-stream',
      cacheControl: `max-age=${typeof form.cacheControl === 'string' ? form.cacheControl : '3600'}`,
      userMetadata: metadata?.ok ? metadata.value : undefined,
    };
  }
  const encoded = c.req.header('x-metadata');
  const metadata = encoded ? parseJson(Buffer.from(encoded, 'base64').toString()) : undefined;
  return {
    data: Buffer.from(await c.req.arrayBuffer()),
    contentType: type || 'application/octet-stream',
    cacheControl: c.req.header('cache-control') ?? 'max-age=3600',
    userMetadata: metadata?.ok ? metadata.value : undefined,
  };
}

const expiresIn = (value: unknown): number => {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw storageErrors.invalidRequest('expiresIn must be a positive integer');
  }
  return value;
};

/** Signed download and upload URLs carry a JWT of the project's secret naming `bucket/key`, as Storage's do. */
const uploadUrlSeconds = 2 * 60 * 60;

export interface StorageContext {
  db: Database;
  keys: ApiKeys;
  jwt: JwtService;
  supabaseDir: string;
}

/**
 * Storage's object API at /storage/v1: uploads, downloads, list, move, copy, remove and signed URLs,
 * each run as the caller against storage.objects so its RLS policies apply, with the bucket's size and
 * MIME limits. Public buckets are also served from supabase/storage/<bucket>/ (the `objects_path` that
 * config.toml uploads on a hosted project).
 */
export function createStorageApp(ctx: StorageContext): Hono {
  const app = new Hono();
  const store = new ObjectStore(ctx.db);
  // Room for the multipart envelope around the largest file a bucket may take.
  app.use(
    '*',
    bodyLimit({
      maxSize: globalFileSizeLimit + 64 * 1024,
      onError: (c) => c.json(storageErrors.tooLarge().toJSON(), 413),
    }),
  );

  async function callerOf(c: Context): Promise<CallerRequest> {
    try {
      const caller = await resolveRequestRole(c, ctx.keys, ctx.jwt);
      return { caller, method: c.req.method, path: c.req.path, headers: c.req.raw.headers };
    } catch (error) {
      if (error instanceof PgrstError) throw storageErrors.invalidJwt(error.message);
      throw error;
    }
  }
  const ownerOf = (request: CallerRequest): string | null => {
    const sub = request.caller.claims.sub;
    return typeof sub === 'string' && /^[0-9a-f-]{36}$/i.test(sub) ? sub : null;
  };
  async function verifySigned(token: string | undefined, bucket: string, key: string) {
    if (!token) throw storageErrors.invalidSignature('Missing token');
    const verified = await ctx.jwt.verify(token);
    if (!verified.ok) {
      throw storageErrors.invalidSignature(
        verified.failure === 'expired' ? 'jwt expired' : 'Invalid signature',
      );
    }
    if (verified.claims.url !== `${bucket}/${key}`) throw storageErrors.invalidSignature();
    return verified.claims;
  }

  app.post('/object/list/:bucket', async (c) => {
    const request = await callerOf(c);
    await store.bucket(c.req.param('bucket'));
    const body = await jsonBody(c);
    const limit = body.limit ?? 100;
    const offset = body.offset ?? 0;
    const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
    const column = sortBy.column ?? 'name';
    const order = sortBy.order ?? 'asc';
    if (typeof body.prefix !== 'string') throw storageErrors.missing('prefix');
    if (
      !Number.isInteger(limit) ||
      (limit as number) < 1 ||
      !Number.isInteger(offset) ||
      (offset as number) < 0
    )
      throw storageErrors.invalidRequest('limit must be at least 1 and offset at least 0');
    if (
      !['name', 'updated_at', 'created_at', 'last_accessed_at'].includes(String(column)) ||
      !['asc', 'desc'].includes(String(order))
    )
      throw storageErrors.invalidRequest('sortBy must name a column and an order');
    const folder =
      body.prefix === '' || body.prefix.endsWith('/') ? body.prefix : `${body.prefix}/`;
    const search = typeof body.search === 'string' ? body.search.toLowerCase() : '';
    const entries = new Map<string, Record<string, unknown>>();
    for (const object of await store.under(request, c.req.param('bucket'), folder)) {
      const rest = object.name.slice(folder.length);
      const slash = rest.indexOf('/');
      const name = slash >= 0 ? rest.slice(0, slash) : rest;
      if (!name.toLowerCase().startsWith(search) || entries.has(name)) continue;
      // Deeper objects show as their folder, with nulls, as storage.search lists them.
      entries.set(
        name,
        slash >= 0
          ? {
              name,
              id: null,
              updated_at: null,
              created_at: null,
              last_accessed_at: null,
              metadata: null,
            }
          : { ...object, name },
      );
    }
    const key = String(column);
    const sorted = [...entries.values()].sort((a, b) => {
      const left = String(a[key] ?? '');
      const right = String(b[key] ?? '');
      const byColumn = left < right ? -1 : left > right ? 1 : 0;
      const byName = String(a.name) < String(b.name) ? -1 : 1;
      return (order === 'desc' ? -1 : 1) * (byColumn || byName);
    });
    return c.json(sorted.slice(offset as number, (offset as number) + (limit as number)));
  });

  /** The source and destination of a move or copy, both in buckets that exist. */
  async function transferOf(c: Context) {
    const body = await jsonBody(c);
    const bucket = String(body.bucketId ?? '');
    const destinationBucket =
      typeof body.destinationBucket === 'string' ? body.destinationBucket : bucket;
    await store.bucket(bucket);
    await store.bucket(destinationBucket);
    return {
      from: { bucket, key: checkedKey(body.sourceKey, 'sourceKey') },
      to: { bucket: destinationBucket, key: checkedKey(body.destinationKey, 'destinationKey') },
    };
  }

  app.post('/object/move', async (c) => {
    const request = await callerOf(c);
    const { from, to } = await transferOf(c);
    await store.move(request, from, to);
    return c.json({ message: 'Successfully moved' });
  });

  app.post('/object/copy', async (c) => {
    const request = await callerOf(c);
    const { from, to } = await transferOf(c);
    const id = await store.copy(request, from, to, ownerOf(request));
    return c.json({ Id: id, Key: `${to.bucket}/${to.key}` });
  });

  app.post('/object/upload/sign/:bucket/*', async (c) => {
    const request = await callerOf(c);
    const { bucket, key } = bucketAndKey(c, 'upload/sign');
    await store.bucket(bucket);
    await store.mayUpload(request, bucket, key);
    const now = Math.floor(Date.now() / 1000);
    const token = await ctx.jwt.sign({
      owner: ownerOf(request) ?? undefined,
      url: `${bucket}/${key}`,
      upsert: c.req.header('x-upsert') === 'true',
      iat: now,
      exp: now + uploadUrlSeconds,
    });
    return c.json({ url: `/object/upload/sign/${bucket}/${key}?token=${token}`, token });
  });

  app.put('/object/upload/sign/:bucket/*', async (c) => {
    const { bucket: bucketId, key } = bucketAndKey(c, 'upload/sign');
    const claims = await verifySigned(c.req.query('token'), bucketId, key);
    const bucket = await store.bucket(bucketId);
    const upload = await readUpload(
      c,
      Math.min(bucket.file_size_limit ?? globalFileSizeLimit, globalFileSizeLimit),
    );
    const owner = typeof claims.owner === 'string' ? claims.owner : null;
    const id = await store.put(
      undefined,
      { ...upload, bucket, key, upsert: claims.upsert === true },
      owner,
    );
    return c.json({ Id: id, Key: `${bucketId}/${key}` });
  });

  app.post('/object/sign/:bucket', async (c) => {
    const request = await callerOf(c);
    const bucket = c.req.param('bucket');
    await store.bucket(bucket);
    const body = await jsonBody(c);
    const seconds = expiresIn(body.expiresIn);
    if (!Array.isArray(body.paths) || !body.paths.every((p) => typeof p === 'string'))
      throw storageErrors.missing('paths');
    const signed = [];
    for (const path of body.paths as string[]) {
      const key = safeKey(path);
      const visible = key !== undefined && (await store.visible(request, bucket, key));
      signed.push(
        visible
          ? { error: null, path, signedURL: await signedUrl(bucket, key, seconds) }
          : {
              error: 'Either the object does not exist or you do not have access to it',
              path,
              signedURL: null,
            },
      );
    }
    return c.json(signed);
  });

  async function signedUrl(bucket: string, key: string, seconds: number): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const token = await ctx.jwt.sign({ url: `${bucket}/${key}`, iat: now, exp: now + seconds });
    return `/object/sign/${bucket}/${key}?token=${token}`;
  }

  app.post('/object/sign/:bucket/*', async (c) => {
    const request = await callerOf(c);
    const { bucket, key } = bucketAndKey(c, 'sign');
    await store.bucket(bucket);
    const seconds = expiresIn((await jsonBody(c)).expiresIn);
    if (!(await store.visible(request, bucket, key))) throw storageErrors.noSuchKey();
    return c.json({ signedURL: await signedUrl(bucket, key, seconds) });
  });

  app.on(['GET', 'HEAD'], '/object/sign/:bucket/*', async (c) => {
    const { bucket, key } = bucketAndKey(c, 'sign');
    await verifySigned(c.req.query('token'), bucket, key);
    return objectResponse(c, await store.get(undefined, bucket, key));
  });

  app.on(['GET', 'HEAD'], '/object/public/:bucket/*', async (c) => {
    const { bucket: bucketId, key } = bucketAndKey(c, 'public');
    const bucket = await store.bucket(bucketId);
    if (!bucket.public) throw storageErrors.noSuchBucket();
    try {
      return objectResponse(c, await store.get(undefined, bucketId, key));
    } catch (error) {
      if (!(error instanceof StorageError) || error.statusCode !== 404) throw error;
    }
    return servePublicFile(c, path.join(ctx.supabaseDir, 'storage', bucketId), key);
  });

  const download = (route: string) => async (c: Context) => {
    const request = await callerOf(c);
    const { bucket, key } = bucketAndKey(c, route);
    await store.bucket(bucket);
    return objectResponse(c, await store.get(request, bucket, key));
  };
  app.on(['GET', 'HEAD'], '/object/authenticated/:bucket/*', download('authenticated'));

  app.delete('/object/:bucket', async (c) => {
    const request = await callerOf(c);
    const bucket = c.req.param('bucket');
    await store.bucket(bucket);
    const body = await jsonBody(c);
    if (!Array.isArray(body.prefixes) || !body.prefixes.every((p) => typeof p === 'string'))
      throw storageErrors.missing('prefixes');
    return c.json(await store.remove(request, bucket, body.prefixes as string[]));
  });

  app.on(['GET', 'HEAD'], '/object/:bucket/*', download(''));

  const upload = (method: 'POST' | 'PUT') => async (c: Context) => {
    const request = await callerOf(c);
    const { bucket: bucketId, key } = bucketAndKey(c, '');
    const bucket = await store.bucket(bucketId);
    const limit = Math.min(bucket.file_size_limit ?? globalFileSizeLimit, globalFileSizeLimit);
    const body = await readUpload(c, limit);
    const id =
      method === 'PUT'
        ? await store.update(request, { ...body, bucket, key, upsert: true })
        : await store.put(
            request,
            { ...body, bucket, key, upsert: c.req.header('x-upsert') === 'true' },
            ownerOf(request),
          );
    return c.json({ Id: id, Key: `${bucketId}/${key}` });
  };
  app.post('/object/:bucket/*', upload('POST'));
  app.put('/object/:bucket/*', upload('PUT'));

  app.delete('/object/:bucket/*', async (c) => {
    const request = await callerOf(c);
    const { bucket, key } = bucketAndKey(c, '');
    await store.bucket(bucket);
    const removed = await store.remove(request, bucket, [key]);
    if (removed.length === 0) throw storageErrors.noSuchKey();
    return c.json({ message: 'Successfully deleted' });
  });

  // Mounted apps never see their own notFound (Hono runs only the top-level one): a catch-all instead.
  app.all('*', (c) => c.json(new StorageError(404, 'not_found', 'Route not found').toJSON(), 404));
  app.onError((error, c) => {
    if (error instanceof StorageError) return c.json(error.toJSON(), error.httpStatus);
    return c.json(new StorageError(500, 'internal', 'Internal server error').toJSON(), 500);
  });
  return app;
}

/** A file of supabase/storage/<bucket>/, the seed's public objects. */
async function servePublicFile(c: Context, root: string, key: string): Promise<Response> {
  const file = await objectFile(root, key);
  const info = file === undefined ? undefined : await stat(file).catch(() => undefined);
  if (!file || !info?.isFile()) throw storageErrors.noSuchKey();
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers: Record<string, string> = {
    'Content-Type': contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': 'max-age=3600',
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
    'Accept-Ranges': 'none',
    // Served with the API's origin: the browser must not guess a type, and an SVG must not run script.
    'X-Content-Type-Options': 'nosniff',
    ...(file.endsWith('.svg') ? { 'Content-Security-Policy': "default-src 'none'; sandbox" } : {}),
  };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  headers['Content-Length'] = String(info.size);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  const stream = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  return c.body(stream, 200, headers);
}
