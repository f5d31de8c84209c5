import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import type { Database } from '../db/database.ts';

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

function storageError(c: Context, status: 400 | 404, error: string, message: string): Response {
  return c.json({ statusCode: String(status), error, message }, status);
}

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

/**
 * Public objects of Storage: GET/HEAD /storage/v1/object/public/<bucket>/<key>, served from
 * supabase/storage/<bucket>/ (the `objects_path` config.toml uploads on a hosted project) when the
 * bucket exists and is public.
 */
export function createStorageApp(db: Database, supabaseDir: string): Hono {
  const app = new Hono();

  app.on(['GET', 'HEAD'], '/object/public/:bucket/*', async (c) => {
    const bucket = c.req.param('bucket');
    const prefix = `/object/public/${bucket}/`;
    const rawKey = c.req.path.slice(c.req.path.indexOf(prefix) + prefix.length);
    let key: string | undefined;
    try {
      key = safeKey(decodeURIComponent(rawKey));
    } catch {
      key = undefined;
    }
    if (!bucketPattern.test(bucket) || key === undefined)
      return storageError(c, 400, 'InvalidKey', 'Invalid key');
    const found = await db.query<{ public: boolean }>(
      'select public from storage.buckets where id = $1',
      [bucket],
    );
    if (found.rows[0]?.public !== true)
      return storageError(c, 404, 'Bucket not found', 'Bucket not found');

    const file = await objectFile(path.join(supabaseDir, 'storage', bucket), key);
    const info = file === undefined ? undefined : await stat(file).catch(() => undefined);
    if (!file || !info?.isFile()) return storageError(c, 404, 'not_found', 'Object not found');
    const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const headers: Record<string, string> = {
      'Content-Type': contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': 'max-age=3600',
      ETag: etag,
      'Last-Modified': info.mtime.toUTCString(),
      'Accept-Ranges': 'none',
      // Served with the API's origin: the browser must not guess a type, and an SVG must not run script.
      'X-Content-Type-Options': 'nosniff',
      ...(file.endsWith('.svg')
        ? { 'Content-Security-Policy': "default-src 'none'; sandbox" }
        : {}),
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    headers['Content-Length'] = String(info.size);
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    const stream = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    return c.body(stream, 200, headers);
  });

  // Mounted apps never see their own notFound (Hono runs only the top-level one): a catch-all instead.
  app.all('*', (c) => storageError(c, 404, 'not_found', 'Route not found'));
  return app;
}
