import { createHash, randomUUID } from 'node:crypto';
import { selectJson, selectOneJson, type Database, type SqlExecutor } from '../db/database.ts';
import { isPostgresError } from '../rest/restErrors.ts';
import { actAsCaller, type RequestRole } from '../rest/requestRole.ts';
import { storageErrors } from './storageErrors.ts';

export interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface StoredObject {
  id: string;
  name: string;
  metadata: ObjectMetadata;
  data: Buffer;
}

export interface Upload {
  bucket: Bucket;
  key: string;
  data: Buffer;
  contentType: string;
  cacheControl: string;
  userMetadata: unknown;
  upsert: boolean;
}

/** Storage's global upload cap (config.toml `[storage] file_size_limit`). */
export const globalFileSizeLimit = 50 * 1024 * 1024;

function mimeAllowed(bucket: Bucket, type: string): boolean {
  const allowed = bucket.allowed_mime_types ?? [];
  if (allowed.length === 0) return true;
  const bare = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return allowed.some((pattern) => {
    const wanted = pattern.toLowerCase();
    return wanted.endsWith('/*') ? bare.startsWith(wanted.slice(0, -1)) : bare === wanted;
  });
}

/** The bucket's size and MIME limits, checked before anything is stored. */
export function checkLimits(bucket: Bucket, size: number, contentType: string): void {
  if (size > Math.min(bucket.file_size_limit ?? globalFileSizeLimit, globalFileSizeLimit)) {
    throw storageErrors.tooLarge();
  }
  if (!mimeAllowed(bucket, contentType)) throw storageErrors.mimeType(contentType);
}

function metadataFor(upload: Upload): ObjectMetadata {
  return {
    eTag: `"${createHash('md5').update(upload.data).digest('hex')}"`,
    size: upload.data.length,
    mimetype: upload.contentType,
    cacheControl: upload.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: upload.data.length,
    httpStatusCode: 200,
  };
}

/** Postgres refusals a caller can cause, in Storage's words. */
function asStorageError(error: unknown): unknown {
  if (!isPostgresError(error)) return error;
  if (error.code === '23505') return storageErrors.duplicate();
  if (error.code === '42501') return storageErrors.accessDenied(error.message);
  if (error.code === '22P02' || error.code === '22021')
    return storageErrors.invalidRequest(error.message);
  return error;
}

export interface CallerRequest {
  caller: RequestRole;
  method: string;
  path: string;
  headers: Headers;
}

/** Objects of `storage.objects` read and written as the caller, so its RLS policies decide. */
export class ObjectStore {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  /** Buckets are looked up by the server itself, as Storage does: bucket rows have no policies for users. */
  async bucket(id: string): Promise<Bucket> {
    const bucket = await selectOneJson<Bucket>(
      this.#db,
      'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    );
    if (!bucket) throw storageErrors.noSuchBucket();
    return bucket;
  }

  /**
   * Runs `work` in a transaction as the caller. `asOwner` switches the same transaction back to the
   * server's own role, for the object bytes the API roles have no grant on.
   */
  async asCaller<T>(
    request: CallerRequest | undefined,
    work: (tx: SqlExecutor, asOwner: () => Promise<void>) => Promise<T>,
  ): Promise<T> {
    try {
      return await this.#db.transaction(async (tx) => {
        if (request) {
          await actAsCaller(tx, request.caller, {
            method: request.method,
            path: request.path,
            headers: request.headers,
            readOnly: false,
          });
        }
        return work(tx, async () => {
          await tx.query('reset role');
        });
      });
    } catch (error) {
      throw asStorageError(error);
    }
  }

  /** Stores an upload: a new row (or, with upsert, the existing one updated) and its bytes. */
  async put(
    request: CallerRequest | undefined,
    upload: Upload,
    owner: string | null,
  ): Promise<string> {
    checkLimits(upload.bucket, upload.data.length, upload.contentType);
    const metadata = metadataFor(upload);
    return this.asCaller(request, async (tx, asOwner) => {
      const values = [
        randomUUID(),
        upload.bucket.id,
        upload.key,
        owner,
        JSON.stringify(metadata),
        JSON.stringify(upload.userMetadata ?? null),
      ];
      // No RETURNING: a plain upload needs only an INSERT policy, as on Supabase.
      await tx.query(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, $3, $4::uuid, $4, $5::jsonb, $6::jsonb, gen_random_uuid()::text)` +
          (upload.upsert
            ? ` on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
                metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
                updated_at = now(), last_accessed_at = now()`
            : ''),
        values,
      );
      await asOwner();
      const id = await this.#idOf(tx, upload.bucket.id, upload.key);
      await this.#writeData(tx, id, upload.data);
      return id;
    });
  }

  /** Replaces an existing object's bytes (PUT): needs the caller's SELECT and UPDATE policies. */
  async update(request: CallerRequest, upload: Upload): Promise<string> {
    checkLimits(upload.bucket, upload.data.length, upload.contentType);
    const metadata = metadataFor(upload);
    return this.asCaller(request, async (tx, asOwner) => {
      const updated = await tx.query(
        `update storage.objects set metadata = $3::jsonb, user_metadata = $4::jsonb,
                version = gen_random_uuid()::text, updated_at = now()
          where bucket_id = $1 and name = $2`,
        [
          upload.bucket.id,
          upload.key,
          JSON.stringify(metadata),
          JSON.stringify(upload.userMetadata ?? null),
        ],
      );
      if (updated.rowCount === 0) throw storageErrors.noSuchKey();
      await asOwner();
      const id = await this.#idOf(tx, upload.bucket.id, upload.key);
      await this.#writeData(tx, id, upload.data);
      return id;
    });
  }

  async #idOf(tx: SqlExecutor, bucket: string, key: string): Promise<string> {
    const row = await selectOneJson<{ id: string }>(
      tx,
      'select id from storage.objects where bucket_id = $1 and name = $2',
      [bucket, key],
    );
    if (!row) throw storageErrors.noSuchKey();
    return row.id;
  }

  async #writeData(tx: SqlExecutor, id: string, data: Buffer): Promise<void> {
    await tx.query(
      `insert into local_supabase.object_data (object_id, data) values ($1, decode($2, 'base64'))
       on conflict (object_id) do update set data = excluded.data`,
      [id, data.toString('base64')],
    );
  }

  /** An object the caller may read (or any, without a caller), with its bytes. */
  async get(
    request: CallerRequest | undefined,
    bucket: string,
    key: string,
  ): Promise<StoredObject> {
    return this.asCaller(request, async (tx, asOwner) => {
      const row = await selectOneJson<{ id: string; name: string; metadata: ObjectMetadata }>(
        tx,
        'select id, name, metadata from storage.objects where bucket_id = $1 and name = $2',
        [bucket, key],
      );
      if (!row) throw storageErrors.noSuchKey();
      await asOwner();
      const data = await selectOneJson<{ data: string }>(
        tx,
        `select encode(data, 'base64') as data from local_supabase.object_data where object_id = $1`,
        [row.id],
      );
      if (!data) throw storageErrors.noSuchKey();
      return { ...row, data: Buffer.from(data.data, 'base64') };
    });
  }

  /** Whether the caller's SELECT policies show the object. */
  async visible(request: CallerRequest, bucket: string, key: string): Promise<boolean> {
    return this.asCaller(request, async (tx) => {
      const rows = await tx.query(
        'select 1 from storage.objects where bucket_id = $1 and name = $2',
        [bucket, key],
      );
      return rows.rows.length > 0;
    });
  }

  /** Every object under `prefix` the caller may see. */
  async under(
    request: CallerRequest,
    bucket: string,
    prefix: string,
  ): Promise<
    {
      name: string;
      id: string;
      created_at: string;
      updated_at: string;
      last_accessed_at: string;
      metadata: ObjectMetadata | null;
    }[]
  > {
    return this.asCaller(request, (tx) =>
      selectJson(
        tx,
        `select name, id, updated_at, created_at, last_accessed_at, metadata from storage.objects
          where bucket_id = $1 and starts_with(name, $2)`,
        [bucket, prefix],
      ),
    );
  }

  async remove(request: CallerRequest, bucket: string, keys: string[]): Promise<unknown[]> {
    return this.asCaller(request, (tx) =>
      selectJson(
        tx,
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
          returning bucket_id, name, id, owner, owner_id, version, created_at, updated_at, last_accessed_at, metadata, user_metadata`,
        [bucket, keys],
      ),
    );
  }

  async move(
    request: CallerRequest,
    from: { bucket: string; key: string },
    to: { bucket: string; key: string },
  ): Promise<void> {
    await this.asCaller(request, async (tx) => {
      const moved = await tx.query(
        `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
          where bucket_id = $1 and name = $2`,
        [from.bucket, from.key, to.bucket, to.key],
      );
      if (moved.rowCount === 0) throw storageErrors.noSuchKey();
    });
  }

  async copy(
    request: CallerRequest,
    from: { bucket: string; key: string },
    to: { bucket: string; key: string },
    owner: string | null,
  ): Promise<string> {
    return this.asCaller(request, async (tx, asOwner) => {
      const source = await selectOneJson<{ id: string; metadata: unknown; user_metadata: unknown }>(
        tx,
        'select id, metadata, user_metadata from storage.objects where bucket_id = $1 and name = $2',
        [from.bucket, from.key],
      );
      if (!source) throw storageErrors.noSuchKey();
      const id = randomUUID();
      await tx.query(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, $3, $4::uuid, $4, $5::jsonb, $6::jsonb, gen_random_uuid()::text)`,
        [
          id,
          to.bucket,
          to.key,
          owner,
          JSON.stringify(source.metadata),
          JSON.stringify(source.user_metadata),
        ],
      );
      await asOwner();
      await tx.query(
        `insert into local_supabase.object_data (object_id, data)
         select $1, data from local_supabase.object_data where object_id = $2`,
        [id, source.id],
      );
      return id;
    });
  }

  /** Whether the caller could upload `key` (its INSERT policy), tried and rolled back. */
  async mayUpload(request: CallerRequest, bucket: string, key: string): Promise<void> {
    const probe = new Error('rolled back probe');
    try {
      await this.asCaller(request, async (tx) => {
        await tx.query(
          `insert into storage.objects (bucket_id, name, owner, owner_id) values ($1, $2, $3::uuid, $3)
           on conflict (bucket_id, name) do nothing`,
          [bucket, key, request.caller.claims.sub ?? null],
        );
        throw probe;
      });
    } catch (error) {
      if (error !== probe) throw error;
    }
  }
}
