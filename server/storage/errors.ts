import type { Context } from 'hono';

/**
 * Storage API errors as Supabase Storage sends them: `statusCode` is a string, and the HTTP status is
 * 400 for every error except 500s (the client reads the real status from `statusCode`).
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly error: string = code,
  ) {
    super(message);
  }
}

export const storageErrors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  keyAlreadyExists: () =>
    new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  entityTooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'The object exceeded the maximum allowed size',
      'Payload too large',
    ),
  invalidMimeType: (mime: string) =>
    new StorageError(
      415,
      'InvalidMimeType',
      `mime type ${mime} is not supported`,
      'invalid_mime_type',
    ),
  accessDenied: (message = 'new row violates row-level security policy') =>
    new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message, 'Unauthorized'),
  invalidKey: (key: string) =>
    new StorageError(400, 'InvalidKey', `Invalid key: ${key.slice(0, 200)}`, 'Invalid Input'),
  invalidRequest: (message: string) =>
    new StorageError(400, 'InvalidRequest', message, 'Invalid Input'),
  internal: () => new StorageError(500, 'InternalError', 'Internal server error', 'internal'),
};

export function storageErrorResponse(c: Context, error: StorageError): Response {
  const status = error.statusCode >= 500 ? 500 : 400;
  return c.json(
    {
      statusCode: String(error.statusCode),
      code: error.code,
      error: error.error,
      message: error.message,
    },
    status,
  );
}

interface PgError {
  code?: unknown;
  message?: unknown;
}

/** Maps a database error from a storage.objects statement to the storage error the client expects. */
export function fromDatabaseError(error: unknown): StorageError {
  const { code, message } = (error ?? {}) as PgError;
  if (code === '42501')
    return storageErrors.accessDenied(typeof message === 'string' ? message : undefined);
  if (code === '23505') return storageErrors.keyAlreadyExists();
  if (code === '23503') return storageErrors.noSuchBucket();
  if (code === '22P02' || code === '22021' || code === '54000')
    return storageErrors.invalidRequest('Invalid input');
  return storageErrors.internal();
}
