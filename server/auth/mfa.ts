import { createHash, randomUUID } from 'node:crypto';
import { generateSecret, generateURI, verify as verifyOtp } from 'otplib';
import QRCode from 'qrcode';
import type { Queryable } from '../db/database.ts';
import { AuthError } from './errors.ts';

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp' | 'phone' | 'webauthn';
  status: 'unverified' | 'verified';
  secret: string | null;
  phone: string | null;
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  created_at: Date;
  verified_at: Date | null;
  otp_code: string | null;
}

export const MAX_FACTORS = 10;

export const factorNotFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');

export async function findFactor(q: Queryable, userId: string, id: string): Promise<FactorRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw factorNotFound();
  const { rows } = await q.query<FactorRow>(
    `select id, user_id, friendly_name, factor_type::text as factor_type, status::text as status, secret, phone
     from auth.mfa_factors where id = $1 and user_id = $2`,
    [id, userId],
  );
  if (!rows[0]) throw factorNotFound();
  return rows[0];
}

export async function createTotpFactor(
  q: Queryable,
  userId: string,
  friendlyName: string,
  issuer: string,
  accountName: string,
) {
  const secret = generateSecret();
  const uri = generateURI({ issuer, label: accountName, secret });
  // The client turns this into `data:image/svg+xml;utf-8,<svg…>` without encoding it, where a `#`
  // would end the URI: use colour names, as GoTrue's SVG does.
  const qrCode = (await QRCode.toString(uri, { type: 'svg', margin: 1 }))
    .replaceAll('"#ffffff"', '"white"')
    .replaceAll('"#000000"', '"black"');
  const id = randomUUID();
  await q.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret)
     values ($1, $2, $3, 'totp', 'unverified', $4)`,
    [id, userId, friendlyName, secret],
  );
  return { id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qrCode, secret, uri } };
}

export async function createPhoneFactor(
  q: Queryable,
  userId: string,
  friendlyName: string,
  phone: string,
) {
  const id = randomUUID();
  await q.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, phone)
     values ($1, $2, $3, 'phone', 'unverified', $4)`,
    [id, userId, friendlyName, phone],
  );
  return { id, type: 'phone', friendly_name: friendlyName, phone };
}

export function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** TOTP per RFC 6238 as GoTrue checks it: SHA-1, 6 digits, 30 s, one step either side. */
export async function totpMatches(secret: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  try {
    const result = await verifyOtp({ secret, token: code, epochTolerance: 30 });
    return result.valid;
  } catch {
    return false;
  }
}

/** `+`, spaces and dashes dropped; GoTrue's E.164 check. */
export function normalisePhone(raw: string): string | null {
  const digits = raw.replace(/[\s()+-]/g, '');
  return /^[1-9]\d{6,14}$/.test(digits) ? digits : null;
}
