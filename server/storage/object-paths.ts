import path from 'node:path';
import { StorageError, storageErrors } from './errors.ts';

const MAX_KEY_BYTES = 1024;
const BUCKET_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/;
// The characters Supabase Storage accepts in keys (its `isValidKey`).
const ALLOWED = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;

/** Decodes one URL path segment; a malformed escape is an invalid key, never a 500. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw storageErrors.invalidKey(segment);
  }
}

export function checkBucketId(bucketId: string): string {
  if (!BUCKET_ID.test(bucketId)) throw storageErrors.noSuchBucket();
  return bucketId;
}

/**
 * The object name as Storage stores it: leading and trailing `/` removed, `//` collapsed. Refuses
 * empty names, `.`/`..` segments, characters outside Storage's key alphabet and names over 1024 bytes.
 */
export function normaliseObjectName(raw: string): string {
  const name = raw
    .split('/')
    .filter((s) => s !== '')
    .join('/');
  if (
    name === '' ||
    Buffer.byteLength(name, 'utf8') > MAX_KEY_BYTES ||
    !ALLOWED.test(name) ||
    name.split('/').some((s) => s === '.' || s === '..' || s.trim() === '')
  ) {
    throw storageErrors.invalidKey(raw);
  }
  return name;
}

/** A list prefix: `''` or a folder path ending in `/`. */
export function normaliseListPrefix(raw: unknown): string {
  if (raw === undefined || raw === null || raw === '') return '';
  if (typeof raw !== 'string') throw storageErrors.invalidRequest('prefix must be a string');
  const trimmed = raw
    .split('/')
    .filter((s) => s !== '')
    .join('/');
  if (trimmed === '') return '';
  normaliseObjectName(trimmed);
  return `${trimmed}/`;
}

/**
 * Where an object version's bytes live: `<dataDir>/storage/<bucket>/<aa>/<version>`. Files are named
 * by the version uuid, never by the user's key, so no key can reach outside the bucket folder.
 */
export function objectFilePath(dataDir: string, bucketId: string, version: string): string {
  if (!/^[0-9a-f-]{36}$/.test(version))
    throw new StorageError(500, 'InternalError', 'Bad object version');
  const root = path.resolve(dataDir, 'storage', checkBucketId(bucketId));
  const file = path.resolve(root, version.slice(0, 2), version);
  if (!file.startsWith(root + path.sep)) throw storageErrors.invalidKey(version);
  return file;
}

/**
 * Splits the part of the URL after `/object/` (or `/object/public/`…) into bucket and object name.
 * `rest` is still URL-encoded.
 */
export function splitBucketAndName(rest: string): { bucketId: string; name: string } {
  const segments = rest.split('/');
  const bucketId = checkBucketId(decodeSegment(segments[0] ?? ''));
  const name = normaliseObjectName(segments.slice(1).map(decodeSegment).join('/'));
  return { bucketId, name };
}

/** The URL path after the `/object/` marker (mounted anywhere, e.g. under /storage/v1). */
export function pathAfter(urlPath: string, marker: string): string {
  const index = urlPath.indexOf(marker);
  if (index < 0) throw storageErrors.invalidRequest('Invalid path');
  return urlPath.slice(index + marker.length);
}
