import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database, Queryable, RequestClaims } from '../db/database.ts';
import { withClaims } from '../db/claims.ts';
import { StorageError, fromDatabaseError, storageErrors } from './errors.ts';
import { objectFilePath } from './object-paths.ts';

/**
 * storage.objects rows and the bytes behind them. Every statement on storage.objects that a client
 * causes runs through withClaims, so the migrations' policies decide; this module never checks
 * ownership itself. Bytes live in files named by the object's version, written before the row and
 * removed again if the row is refused.
 */
export interface Bucket {
  id: string;
  public: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
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
  version: string;
  metadata: ObjectMetadata;
}

/** Uploads larger than this are refused even in a bucket without its own limit. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

/** Bucket settings, read as the database owner (as Supabase Storage does). */
export async function findBucket(db: Database, bucketId: string): Promise<Bucket | null> {
  const result = await db.query<{
    id: string;
    public: boolean;
    file_size_limit: string | number | null;
    allowed_mime_types: string[] | null;
  }>('select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [
    bucketId,
  ]);
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: row.id,
    public: row.public,
    fileSizeLimit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowedMimeTypes: row.allowed_mime_types,
  };
}

export function sizeLimit(bucket: Bucket): number {
  return Math.min(bucket.fileSizeLimit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT);
}

/** Checks a MIME type against the bucket's list (entries may be wildcards such as `image/*`). */
export function mimeAllowed(bucket: Bucket, mimetype: string): boolean {
  const allowed = bucket.allowedMimeTypes;
  if (!allowed || allowed.length === 0) return true;
  const [type] = mimetype.split('/');
  return allowed.some((entry) => {
    const e = entry.trim().toLowerCase();
    return e === mimetype || (e.endsWith('/*') && e.slice(0, -2) === type);
  });
}

export interface WriteRequest {
  bucket: Bucket;
  name: string;
  bytes: Uint8Array;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
  mode: 'create' | 'upsert' | 'update';
}

async function writeFileAtomically(file: string, bytes: Uint8Array): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomUUID()}.tmp`;
  await fs.writeFile(temp, bytes);
  await fs.rename(temp, file);
}

async function removeQuietly(file: string): Promise<void> {
  await fs.rm(file, { force: true }).catch(() => undefined);
}

function ownerOf(claims: RequestClaims): string | null {
  return claims.role === 'authenticated' && typeof claims.sub === 'string' ? claims.sub : null;
}

/** Creates, upserts or updates an object as the caller. Returns the row's id. */
export async function writeObject(
  db: Database,
  dataDir: string,
  claims: RequestClaims,
  request: WriteRequest,
): Promise<{ id: string }> {
  const version = randomUUID();
  const file = objectFilePath(dataDir, request.bucket.id, version);
  const now = new Date().toISOString();
  const metadata: ObjectMetadata = {
    eTag: `"${createHash('md5').update(request.bytes).digest('hex')}"`,
    size: request.bytes.byteLength,
    mimetype: request.mimetype,
    cacheControl: request.cacheControl,
    lastModified: now,
    contentLength: request.bytes.byteLength,
    httpStatusCode: 200,
  };
  await writeFileAtomically(file, request.bytes);
  let previousVersion: string | null = null;
  let id: string | undefined;
  try {
    id = await withClaims(db, claims, async (tx: Queryable) => {
      const owner = ownerOf(claims);
      const params = [
        request.bucket.id,
        request.name,
        owner,
        JSON.stringify(metadata),
        request.userMetadata === null ? null : JSON.stringify(request.userMetadata),
        version,
      ];
      if (request.mode !== 'create') {
        const existing = await tx.query<{ version: string | null }>(
          'select version from storage.objects where bucket_id = $1 and name = $2',
          [request.bucket.id, request.name],
        );
        previousVersion = existing.rows[0]?.version ?? null;
        if (request.mode === 'update' && existing.rows.length === 0)
          throw storageErrors.noSuchKey();
      }
      const sql =
        request.mode === 'update'
          ? `update storage.objects
                set owner = coalesce($3::uuid, owner), owner_id = coalesce($3::text, owner_id), metadata = $4::jsonb,
                    user_metadata = $5::jsonb, version = $6, updated_at = now(), last_accessed_at = now()
              where bucket_id = $1 and name = $2
              returning id`
          : `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
             values ($1, $2, $3::uuid, $3::text, $4::jsonb, $5::jsonb, $6)
             ${
               request.mode === 'upsert'
                 ? `on conflict (bucket_id, name) do update
                      set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
                          user_metadata = excluded.user_metadata, version = excluded.version,
                          updated_at = now(), last_accessed_at = now()`
                 : ''
             }
             returning id`;
      const result = await tx.query<{ id: string }>(sql, params);
      const row = result.rows[0];
      if (!row) throw storageErrors.noSuchKey();
      return row.id;
    });
  } catch (error) {
    await removeQuietly(file);
    if (error instanceof StorageError) throw error;
    throw fromDatabaseError(error);
  }
  if (previousVersion && /^[0-9a-f-]{36}$/.test(previousVersion)) {
    await removeQuietly(objectFilePath(dataDir, request.bucket.id, previousVersion));
  }
  return { id };
}

function toStoredObject(row: {
  id: string;
  name: string;
  version: string | null;
  metadata: unknown;
}): StoredObject | null {
  if (!row.version) return null;
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    metadata: row.metadata as ObjectMetadata,
  };
}

/** Finds an object as the caller (RLS decides), or as the owner for public buckets (claims null). */
export async function findObject(
  db: Database,
  claims: RequestClaims | null,
  bucketId: string,
  name: string,
): Promise<StoredObject | null> {
  const sql =
    'select id, name, version, metadata from storage.objects where bucket_id = $1 and name = $2';
  try {
    const result = claims
      ? await withClaims(
          db,
          claims,
          (tx) =>
            tx.query<{ id: string; name: string; version: string | null; metadata: unknown }>(sql, [
              bucketId,
              name,
            ]),
          {
            readOnly: true,
          },
        )
      : await db.query<{ id: string; name: string; version: string | null; metadata: unknown }>(
          sql,
          [bucketId, name],
        );
    const row = result.rows[0];
    return row ? toStoredObject(row) : null;
  } catch (error) {
    throw fromDatabaseError(error);
  }
}

export async function readObjectBytes(
  dataDir: string,
  bucketId: string,
  object: StoredObject,
): Promise<Buffer> {
  try {
    return await fs.readFile(objectFilePath(dataDir, bucketId, object.version));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw storageErrors.noSuchKey();
    throw error;
  }
}

/** Deletes the named objects the caller may delete; returns the deleted rows. */
export async function deleteObjects(
  db: Database,
  dataDir: string,
  claims: RequestClaims,
  bucketId: string,
  names: string[],
): Promise<Record<string, unknown>[]> {
  let rows: Record<string, unknown>[];
  try {
    rows = await withClaims(db, claims, async (tx) => {
      const result = await tx.query(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
         returning id, bucket_id, name, owner, owner_id, metadata, user_metadata, version, created_at, updated_at, last_accessed_at`,
        [bucketId, names],
      );
      return result.rows;
    });
  } catch (error) {
    throw fromDatabaseError(error);
  }
  for (const row of rows) {
    if (typeof row.version === 'string' && /^[0-9a-f-]{36}$/.test(row.version)) {
      await removeQuietly(objectFilePath(dataDir, bucketId, row.version));
    }
  }
  return rows;
}

export interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  search: string;
  sortColumn: 'name' | 'updated_at' | 'created_at' | 'last_accessed_at';
  sortOrder: 'asc' | 'desc';
}

/** One level of a bucket under prefix, as the caller sees it: folders (id null) and files. */
export async function listObjects(
  db: Database,
  claims: RequestClaims,
  bucketId: string,
  options: ListOptions,
): Promise<Record<string, unknown>[]> {
  // sortColumn and sortOrder come from fixed lists, never from the request text itself.
  const sql = `
    select name, id, updated_at, created_at, last_accessed_at, metadata
      from (
        select distinct on (entry) entry as name,
               case when is_folder then null else id end as id,
               case when is_folder then null else updated_at end as updated_at,
               case when is_folder then null else created_at end as created_at,
               case when is_folder then null else last_accessed_at end as last_accessed_at,
               case when is_folder then null else metadata end as metadata,
               is_folder
          from (
            select split_part(substr(name, char_length($2) + 1), '/', 1) as entry,
                   position('/' in substr(name, char_length($2) + 1)) > 0 as is_folder,
                   id, updated_at, created_at, last_accessed_at, metadata
              from storage.objects
             where bucket_id = $1 and left(name, char_length($2)) = $2
          ) as level
         where entry <> '' and ($3 = '' or lower(entry) like lower($3) || '%' escape '\\')
         order by entry, is_folder desc
      ) as entries
     order by ${options.sortColumn === 'name' ? 'name collate "C"' : options.sortColumn} ${options.sortOrder} nulls last, name collate "C"
     limit $4 offset $5`;
  const search = options.search.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  try {
    const result = await withClaims(
      db,
      claims,
      (tx) => tx.query(sql, [bucketId, options.prefix, search, options.limit, options.offset]),
      { readOnly: true },
    );
    return result.rows.map((row) => ({
      ...row,
      updated_at: toIso(row.updated_at),
      created_at: toIso(row.created_at),
      last_accessed_at: toIso(row.last_accessed_at),
    }));
  } catch (error) {
    throw fromDatabaseError(error);
  }
}

function toIso(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}
