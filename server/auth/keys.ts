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

/**
 * The server's signing key: ES256, generated on first start and kept in the data folder.
 * Access tokens and the long-lived anon / service-role keys are all signed with it, and
 * only its public half is published at /auth/v1/.well-known/jwks.json.
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

export async function loadOrCreateSigningKeys(dataDir: string, issuer: string): Promise<SigningKeys> {
  const file = path.join(dataDir, KEY_FILE);
  let stored: StoredKey;
  try {
    stored = JSON.parse(await fs.readFile(file, 'utf8')) as StoredKey;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(`Cannot read the signing key ${file}: ${(error as Error).message}`, { cause: error });
    }
    const pair = await generateKeyPair(ALG, { extractable: true });
    const kid = randomUUID();
    stored = {
      kid,
      privateJwk: await exportJWK(pair.privateKey),
      publicJwk: await exportJWK(pair.publicKey),
      createdAt: new Date().toISOString(),
    };
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  const privateKey = (await importJWK(stored.privateJwk, ALG)) as CryptoKey;
  const publicKey = (await importJWK(stored.publicJwk, ALG)) as CryptoKey;
  const publicJwk: JWK = { ...stored.publicJwk, kid: stored.kid, alg: ALG, use: 'sig', key_ops: ['verify'] };
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
export function signJwt(keys: SigningKeys, claims: JWTPayload, expiresInSeconds: number): Promise<string> {
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

/**
 * Verifies signature (ES256 with our key only: `alg: none`, HS256 and foreign keys are refused),
 * `exp`/`nbf`/`iat` with 30 s of clock skew. Throws JwtVerificationError.
 */
export async function verifyJwt(keys: SigningKeys, token: string): Promise<JWTPayload> {
  if (token.split('.').length !== 3) {
    throw new JwtVerificationError('invalid', `Expected 3 parts in JWT; got ${token.split('.').length}`);
  }
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, { algorithms: [ALG], clockTolerance: 30 });
    return payload;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new JwtVerificationError('expired', 'JWT expired');
    throw new JwtVerificationError('invalid', 'invalid JWT: unable to parse or verify signature');
  }
}
