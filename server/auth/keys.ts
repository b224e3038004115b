import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  SignJWT,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  errors as joseErrors,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';
import type { Database } from '../db/database.ts';

/**
 * The server's signing key: ES256. Access tokens and the long-lived anon / service-role keys are
 * all signed with it, and only its public half is published at /auth/v1/.well-known/jwks.json.
 * Where it comes from (first that applies): the JWT_SIGNING_KEY setting (the key as JSON) or
 * JWT_SIGNING_KEY_FILE (a file holding it); on a PostgreSQL database, the key stored in
 * auth.signing_keys, which every server on that database shares (the first to start stores its
 * data folder's key, or a new one); else the data folder's key file, generated on first start.
 */
export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
  /** Legacy-style API keys (JWTs with role anon / service_role), printed by the CLI. */
  anonKey: string;
  serviceRoleKey: string;
  issuer: string;
}

const KEY_FILE = 'jwt-signing-key.json';
const ALG = 'ES256';
const TEN_YEARS_S = 10 * 365 * 24 * 3600;

interface StoredKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
  createdAt: string;
}

export interface SigningKeySources {
  /** The key as JSON ({kid, privateJwk, publicJwk}), e.g. from a secret store. */
  value?: string;
  /** A file holding that JSON. */
  file?: string;
  /** A database shared by several servers: the key is kept in it. */
  shared?: Database | null;
}

async function generateKey(): Promise<StoredKey> {
  const pair = await generateKeyPair(ALG, { extractable: true });
  return {
    kid: randomUUID(),
    privateJwk: await exportJWK(pair.privateKey),
    publicJwk: await exportJWK(pair.publicKey),
    createdAt: new Date().toISOString(),
  };
}

function parseStoredKey(text: string, where: string): StoredKey {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`The signing key in ${where} is not JSON: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const key = value as Partial<StoredKey> | null;
  if (
    !key ||
    typeof key.kid !== 'string' ||
    !key.kid ||
    typeof key.privateJwk !== 'object' ||
    typeof key.publicJwk !== 'object'
  ) {
    throw new Error(
      `The signing key in ${where} needs "kid", "privateJwk" and "publicJwk" (the shape of ${KEY_FILE}).`,
    );
  }
  return {
    kid: key.kid,
    privateJwk: key.privateJwk,
    publicJwk: key.publicJwk,
    createdAt: key.createdAt ?? '',
  };
}

/** The data folder's key file; null when there is none (created only when `create`). */
async function fromDataDir(dataDir: string, create: boolean): Promise<StoredKey | null> {
  const file = path.join(dataDir, KEY_FILE);
  try {
    return parseStoredKey(await fs.readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(`Cannot read the signing key ${file}: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  if (!create) return null;
  const stored = await generateKey();
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  return stored;
}

interface KeyRow {
  kid: string;
  private_jwk: JWK;
  public_jwk: JWK;
  created_at: string | Date;
}

/** The database's key; the first server to start stores one (racing servers all read the winner's). */
async function fromDatabase(db: Database, dataDir: string): Promise<StoredKey> {
  const read = async () =>
    (
      await db.query<KeyRow>(
        'select kid, private_jwk, public_jwk, created_at from auth.signing_keys order by created_at, kid limit 1',
      )
    ).rows[0];
  let row = await read();
  if (!row) {
    const mine = (await fromDataDir(dataDir, false)) ?? (await generateKey());
    await db.query(
      'insert into auth.signing_keys (kid, private_jwk, public_jwk) select $1, $2::jsonb, $3::jsonb where not exists (select 1 from auth.signing_keys) on conflict (kid) do nothing',
      [mine.kid, JSON.stringify(mine.privateJwk), JSON.stringify(mine.publicJwk)],
    );
    row = await read();
    if (!row) throw new Error('Could not store the signing key in auth.signing_keys');
  }
  return {
    kid: row.kid,
    privateJwk: row.private_jwk,
    publicJwk: row.public_jwk,
    createdAt: String(row.created_at),
  };
}

export async function loadOrCreateSigningKeys(
  dataDir: string,
  issuer: string,
  sources: SigningKeySources = {},
): Promise<SigningKeys> {
  let stored: StoredKey;
  if (sources.value) stored = parseStoredKey(sources.value, 'JWT_SIGNING_KEY');
  else if (sources.file) {
    let text: string;
    try {
      text = await fs.readFile(sources.file, 'utf8');
    } catch (error) {
      throw new Error(
        `Cannot read JWT_SIGNING_KEY_FILE ${sources.file}: ${(error as Error).message}`,
        { cause: error },
      );
    }
    stored = parseStoredKey(text, sources.file);
  } else if (sources.shared) stored = await fromDatabase(sources.shared, dataDir);
  else stored = (await fromDataDir(dataDir, true)) as StoredKey;
  const privateKey = (await importJWK(stored.privateJwk, ALG)) as CryptoKey;
  const publicKey = (await importJWK(stored.publicJwk, ALG)) as CryptoKey;
  const publicJwk: JWK = {
    ...stored.publicJwk,
    kid: stored.kid,
    alg: ALG,
    use: 'sig',
    key_ops: ['verify'],
  };
  const apiKey = (role: 'anon' | 'service_role') =>
    new SignJWT({ role })
      .setProtectedHeader({ alg: ALG, kid: stored.kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + TEN_YEARS_S)
      .sign(privateKey);
  return {
    kid: stored.kid,
    privateKey,
    publicKey,
    publicJwk,
    anonKey: await apiKey('anon'),
    serviceRoleKey: await apiKey('service_role'),
    issuer,
  };
}

/** Signs a JWT with the server key (access tokens: the caller sets sub, role, aal, session_id, exp …). */
export function signJwt(
  keys: SigningKeys,
  claims: JWTPayload,
  expiresInSeconds: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ALG, kid: keys.kid, typ: 'JWT' })
    .setIssuer(keys.issuer)
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(keys.privateKey);
}

export type JwtFailure = 'expired' | 'invalid';

export class JwtVerificationError extends Error {
  constructor(
    readonly reason: JwtFailure,
    message: string,
  ) {
    super(message);
  }
}

/** How many verified tokens each key remembers (a few hundred bytes each; the oldest goes first). */
const VERIFIED_CACHE_SIZE = 2048;
/** Seconds of clock skew allowed on `exp`/`nbf`/`iat`, as GoTrue. */
const CLOCK_TOLERANCE_S = 30;
const verified = new WeakMap<SigningKeys, Map<string, Readonly<JWTPayload>>>();

/**
 * Verifies signature (ES256 with our key only: `alg: none`, HS256 and foreign keys are refused),
 * `exp`/`nbf`/`iat` with 30 s of clock skew. Throws JwtVerificationError.
 *
 * A token whose signature was verified is remembered by its exact text, per key, so the next
 * request with it skips the ECDSA check (the largest CPU cost of a signed-in REST request); its
 * `exp` is checked again on every use, with the same tolerance, so a remembered token expires on
 * time. Only successes are remembered. Whether its session still exists is not this function's
 * business: callers check that on each request (request-claims.ts).
 */
export async function verifyJwt(keys: SigningKeys, token: string): Promise<JWTPayload> {
  let cache = verified.get(keys);
  const known = cache?.get(token);
  if (known) {
    if (typeof known.exp === 'number' && known.exp <= Date.now() / 1000 - CLOCK_TOLERANCE_S) {
      cache?.delete(token);
      throw new JwtVerificationError('expired', 'JWT expired');
    }
    return known;
  }
  if (token.split('.').length !== 3) {
    throw new JwtVerificationError(
      'invalid',
      `Expected 3 parts in JWT; got ${token.split('.').length}`,
    );
  }
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keys.publicKey, {
      algorithms: [ALG],
      clockTolerance: CLOCK_TOLERANCE_S,
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired)
      throw new JwtVerificationError('expired', 'JWT expired');
    throw new JwtVerificationError('invalid', 'invalid JWT: unable to parse or verify signature');
  }
  if (!cache) verified.set(keys, (cache = new Map()));
  if (cache.size >= VERIFIED_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(token, Object.freeze(payload));
  return payload;
}
