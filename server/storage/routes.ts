import { Hono, type Context } from 'hono';
import type { ServerContext } from '../context.ts';
import type { RequestClaims } from '../db/database.ts';
import { resolveRequestClaims } from '../auth/request-claims.ts';
import { JSON_TOO_DEEP_MESSAGE, jsonTooDeep } from '../http/json-depth.ts';
import { StorageError, storageErrorResponse, storageErrors } from './errors.ts';
import {
  normaliseListPrefix,
  normaliseObjectName,
  pathAfter,
  splitBucketAndName,
  checkBucketId,
} from './object-paths.ts';
import {
  type Bucket,
  type ListOptions,
  deleteObjects,
  findBucket,
  findObject,
  listObjects,
  mimeAllowed,
  readObjectBytes,
  sizeLimit,
  writeObject,
} from './object-store.ts';
import { readBodyCapped, readJsonCapped } from './request-body.ts';

/**
 * The Supabase Storage paths the app uses (protocol §9), mounted by the server at /storage/v1.
 * Object rows are read and written as the caller (withClaims), so storage.objects policies decide.
 */
export function createStorageRoutes(ctx: ServerContext): Hono {
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof StorageError) return storageErrorResponse(c, error);
    console.error('[larder] storage error', error);
    return storageErrorResponse(c, storageErrors.internal());
  });

  const claimsOf = async (c: Context): Promise<RequestClaims> => {
    const result = await resolveRequestClaims(ctx, c.req.raw.headers);
    if (!result.ok) throw storageErrors.invalidJwt(result.message);
    return result.claims;
  };

  const bucketOf = async (bucketId: string): Promise<Bucket> => {
    const bucket = await findBucket(ctx.db, bucketId);
    if (!bucket) throw storageErrors.noSuchBucket();
    return bucket;
  };

  const upload = (mode: 'create' | 'update') => async (c: Context) => {
    const claims = await claimsOf(c);
    const { bucketId, name } = splitBucketAndName(pathAfter(c.req.path, '/object/'));
    const bucket = await bucketOf(bucketId);
    const limit = sizeLimit(bucket);
    const file = await readUpload(c, limit);
    if (file.bytes.byteLength > limit) throw storageErrors.entityTooLarge();
    const mimetype =
      file.mimetype.split(';')[0]?.trim().toLowerCase() || 'application/octet-stream';
    if (!mimeAllowed(bucket, mimetype)) throw storageErrors.invalidMimeType(mimetype);
    const upsert =
      mode === 'update' ? 'update' : c.req.header('x-upsert') === 'true' ? 'upsert' : 'create';
    const { id } = await writeObject(ctx.db, ctx.dataDir, claims, {
      bucket,
      name,
      bytes: file.bytes,
      mimetype,
      cacheControl: file.cacheControl,
      userMetadata: file.userMetadata,
      mode: upsert,
    });
    return c.json({ Key: `${bucketId}/${name}`, Id: id, id });
  };

  const download = (scope: 'public' | 'authenticated') => async (c: Context) => {
    const marker =
      scope === 'public'
        ? '/object/public/'
        : c.req.path.includes('/object/authenticated/')
          ? '/object/authenticated/'
          : '/object/';
    const { bucketId, name } = splitBucketAndName(pathAfter(c.req.path, marker));
    let claims: RequestClaims | null = null;
    if (scope === 'public') {
      const bucket = await bucketOf(bucketId);
      if (!bucket.public) throw storageErrors.noSuchBucket();
    } else {
      claims = await claimsOf(c);
      await bucketOf(bucketId);
    }
    const object = await findObject(ctx.db, claims, bucketId, name);
    if (!object) throw storageErrors.noSuchKey();
    const bytes = await readObjectBytes(ctx.dataDir, bucketId, object);
    const etag = object.metadata.eTag;
    const headers: Record<string, string> = {
      'Content-Type': object.metadata.mimetype,
      'Cache-Control': object.metadata.cacheControl,
      ETag: etag,
      'Last-Modified': new Date(object.metadata.lastModified).toUTCString(),
      'Content-Length': String(bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
    };
    const attachment = c.req.query('download');
    if (attachment !== undefined) {
      const filename = (attachment || name.split('/').pop() || 'download').replace(
        /["\\\r\n]/g,
        '_',
      );
      headers['Content-Disposition'] =
        `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
    }
    if (c.req.header('if-none-match') === etag)
      return new Response(null, { status: 304, headers: { ETag: etag } });
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(bytes), {
      status: 200,
      headers,
    });
  };

  app.post('/object/list/:bucket', async (c) => {
    const claims = await claimsOf(c);
    const bucketId = checkBucketId(c.req.param('bucket'));
    await bucketOf(bucketId);
    const body = await readJsonCapped(c);
    const options = listOptions(body);
    return c.json(await listObjects(ctx.db, claims, bucketId, options));
  });

  app.get('/object/public/*', download('public'));
  app.get('/object/authenticated/*', download('authenticated'));

  app.delete('/object/:bucket', async (c) => {
    const claims = await claimsOf(c);
    const bucketId = checkBucketId(c.req.param('bucket'));
    await bucketOf(bucketId);
    const body = await readJsonCapped(c);
    const prefixes = body.prefixes;
    if (
      !Array.isArray(prefixes) ||
      prefixes.length === 0 ||
      prefixes.length > 1000 ||
      !prefixes.every((p) => typeof p === 'string')
    ) {
      throw storageErrors.invalidRequest(
        'prefixes must be a non-empty array of at most 1000 strings',
      );
    }
    const names = (prefixes as string[]).map(normaliseObjectName);
    return c.json(await deleteObjects(ctx.db, ctx.dataDir, claims, bucketId, names));
  });

  app.delete('/object/*', async (c) => {
    const claims = await claimsOf(c);
    const { bucketId, name } = splitBucketAndName(pathAfter(c.req.path, '/object/'));
    await bucketOf(bucketId);
    const deleted = await deleteObjects(ctx.db, ctx.dataDir, claims, bucketId, [name]);
    if (deleted.length === 0) throw storageErrors.noSuchKey();
    return c.json({ message: 'Successfully deleted' });
  });

  app.get('/object/*', download('authenticated'));
  app.post('/object/*', upload('create'));
  app.put('/object/*', upload('update'));

  app.notFound((c) =>
    storageErrorResponse(c, new StorageError(404, 'NotFound', 'Route not found', 'Not Found')),
  );

  return app;
}

interface UploadedFile {
  bytes: Uint8Array;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

function cacheControlFrom(value: string | null | undefined): string {
  if (!value) return 'max-age=3600';
  const trimmed = value.trim().slice(0, 200);
  return /^\d+$/.test(trimmed) ? `max-age=${trimmed}` : trimmed;
}

function parseMetadata(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  if (jsonTooDeep(text)) throw storageErrors.invalidRequest(JSON_TOO_DEEP_MESSAGE);
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    throw storageErrors.invalidRequest('metadata must be a JSON object');
  }
}

/** A multipart upload (file in the part with an empty field name) or a raw body. */
async function readUpload(c: Context, limit: number): Promise<UploadedFile> {
  const contentType = c.req.header('content-type') ?? '';
  // Multipart framing adds a little; the file itself is checked against the limit afterwards.
  const raw = await readBodyCapped(
    c.req.raw,
    contentType.startsWith('multipart/form-data') ? limit + 64 * 1024 : limit,
  );
  if (contentType.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw storageErrors.invalidRequest('Malformed multipart body');
    }
    let file: File | null = null;
    for (const [key, value] of form.entries()) {
      if (typeof value !== 'string' && (key === '' || file === null)) file = value;
    }
    if (!file) throw storageErrors.invalidRequest('No file in the multipart body');
    const cacheControl = form.get('cacheControl');
    const metadata = form.get('metadata');
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      mimetype: file.type || 'application/octet-stream',
      cacheControl: cacheControlFrom(typeof cacheControl === 'string' ? cacheControl : null),
      userMetadata: parseMetadata(typeof metadata === 'string' ? metadata : null),
    };
  }
  const encodedMetadata = c.req.header('x-metadata');
  let metadataText: string | null = null;
  if (encodedMetadata) metadataText = Buffer.from(encodedMetadata, 'base64').toString('utf8');
  return {
    bytes: raw,
    mimetype: contentType || 'text/plain;charset=UTF-8',
    cacheControl: cacheControlFrom(c.req.header('cache-control')),
    userMetadata: parseMetadata(metadataText),
  };
}

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

function listOptions(body: Record<string, unknown>): ListOptions {
  const int = (value: unknown, fallback: number, max: number): number => {
    if (value === undefined || value === null) return fallback;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
      throw storageErrors.invalidRequest('limit and offset must be non-negative integers');
    }
    return value;
  };
  const sortBy = (body.sortBy ?? {}) as Record<string, unknown>;
  const column =
    typeof sortBy.column === 'string' && SORT_COLUMNS.has(sortBy.column) ? sortBy.column : 'name';
  const order =
    typeof sortBy.order === 'string' && sortBy.order.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const search = typeof body.search === 'string' ? body.search.slice(0, 1024) : '';
  return {
    prefix: normaliseListPrefix(body.prefix),
    limit: Math.max(1, int(body.limit, 100, 1000)),
    offset: int(body.offset, 0, 1_000_000),
    search,
    sortColumn: column as ListOptions['sortColumn'],
    sortOrder: order,
  };
}
