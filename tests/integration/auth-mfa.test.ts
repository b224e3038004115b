import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { generate } from 'otplib';
import { startAuthServer, type AuthServer } from './helpers/auth-harness.ts';
import { codeOf, latestMailTo, uniqueEmail } from './helpers/auth-mail.ts';
import { createUser } from '../../server/auth/admin.ts';

// Starting a backend runs every migration; on a loaded 2-core machine that can take a while.
const HOOK_TIMEOUT_MS = 180_000;

let server: AuthServer;

beforeAll(async () => {
  server = await startAuthServer();
}, HOOK_TIMEOUT_MS);
afterAll(async () => {
  await server?.close();
}, HOOK_TIMEOUT_MS);

async function signedIn() {
  const email = uniqueEmail('mfa');
  const password = 'pantry-pass';
  await createUser(server.ctx, { email, password, confirmed: true });
  const supabase = server.client();
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { supabase, email, password };
}

describe('TOTP factors', () => {
  it('enrols with a QR code, verifies to aal2, is challenged on the next sign-in, and unenrols', async () => {
    const { supabase, email, password } = await signedIn();
    const enrolled = await supabase.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Phone app',
      issuer: 'Larder',
    });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data!;
    if (factor.type !== 'totp') throw new Error('expected a totp factor');
    expect(factor.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    expect(factor.totp.qr_code).not.toContain('#');
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(factor.totp.uri).toContain('otpauth://totp/Larder:');
    expect(factor.totp.uri).toContain(encodeURIComponent(email).replace('%40', '%40'));

    const duplicate = await supabase.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Phone app',
    });
    expect(duplicate.error?.code).toBe('mfa_factor_name_conflict');

    const challenge = await supabase.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data?.type).toBe('totp');
    const wrong = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: '000000',
    });
    const realCode = await generate({ secret: factor.totp.secret });
    if (realCode !== '000000') expect(wrong.error?.code).toBe('mfa_verification_failed');
    const verified = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: realCode,
    });
    expect(verified.error).toBeNull();
    const claims = decodeJwt(verified.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((a) => a.method)).toContain('totp');
    const aal = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });

    // A new sign-in starts at aal1 and is asked for aal2.
    const again = server.client();
    await again.auth.signInWithPassword({ email, password });
    const level = await again.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const refused = await again.auth.mfa.unenroll({ factorId: factor.id });
    expect(refused.error?.code).toBe('insufficient_aal');
    const listed = await again.auth.mfa.listFactors();
    expect(listed.data?.totp.map((f) => f.id)).toEqual([factor.id]);
    const stepUp = await again.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: await generate({ secret: factor.totp.secret }),
    });
    expect(stepUp.error).toBeNull();
    expect((await again.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');

    // The aal2 session keeps aal2 across a refresh, then unenrols.
    const refreshed = await supabase.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal2');
    const removed = await supabase.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factor.id });
    const after = await supabase.auth.refreshSession();
    expect(decodeJwt(after.data.session!.access_token).aal).toBe('aal1');
    expect((await supabase.auth.mfa.getAuthenticatorAssuranceLevel()).data?.nextLevel).toBe('aal1');
  });

  it('refuses expired challenges, unknown factors and anonymous callers', async () => {
    const { supabase } = await signedIn();
    const { data } = await supabase.auth.mfa.enroll({ factorType: 'totp' });
    const challenge = await supabase.auth.mfa.challenge({ factorId: data!.id });
    await server.db.query(
      `update auth.mfa_challenges set created_at = now() - interval '10 minutes' where id = $1`,
      [challenge.data!.id],
    );
    const secret = data!.type === 'totp' ? data!.totp.secret : '';
    const expired = await supabase.auth.mfa.verify({
      factorId: data!.id,
      challengeId: challenge.data!.id,
      code: await generate({ secret }),
    });
    expect(expired.error?.code).toBe('mfa_challenge_expired');
    const unknown = await supabase.auth.mfa.challenge({
      factorId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.error?.code).toBe('mfa_factor_not_found');
    expect(unknown.error?.status).toBe(404);
    const anon = await fetch(`${server.url}/auth/v1/factors`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${server.anonKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ factor_type: 'totp' }),
    });
    expect(anon.status).toBe(403);
  });
});

describe('phone factors', () => {
  it('delivers the challenge code through the outbox and verifies it', async () => {
    const { supabase, email } = await signedIn();
    const enrolled = await supabase.auth.mfa.enroll({
      factorType: 'phone',
      phone: '+44 7700 900123',
    });
    expect(enrolled.error).toBeNull();
    const factorId = enrolled.data!.id;
    const challenge = await supabase.auth.mfa.challenge({ factorId, channel: 'sms' });
    expect(challenge.error).toBeNull();
    const mail = await latestMailTo(server.url, email, 'code');
    expect(mail.text).toContain('447700900123');
    const code = codeOf(mail);
    const verified = await supabase.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code,
    });
    expect(verified.error).toBeNull();
    const claims = decodeJwt(verified.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[])[0]?.method).toBe('mfa/phone');
    const reused = await supabase.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code,
    });
    expect(reused.error).not.toBeNull();
    const bad = await supabase.auth.mfa.enroll({ factorType: 'phone', phone: 'call me maybe' });
    expect(bad.error?.code).toBe('validation_failed');
  });
});
