import { randomUUID } from 'node:crypto';
import { phoneCodeMail } from '../mail/templates.ts';
import { requireUser, type CurrentUser } from './current-user.ts';
import type { AuthApp, AuthContext, AuthDeps } from './deps.ts';
import { limit } from './deps.ts';
import { generateOtp } from './email-otp.ts';
import { AuthError, errors } from './errors.ts';
import { clientIp, readJsonBody, stringField } from './http.ts';
import {
  createPhoneFactor,
  createTotpFactor,
  findFactor,
  hashCode,
  MAX_FACTORS,
  normalisePhone,
  totpMatches,
  type ChallengeRow,
} from './mfa.ts';
import { addAmrClaim, issueRefreshToken, sessionResponse } from './sessions.ts';
import { MFA_CHALLENGE_TTL_S } from './settings.ts';

async function mfaUser(
  deps: AuthDeps,
  c: AuthContext,
): Promise<CurrentUser & { sessionId: string }> {
  const current = await requireUser(deps.ctx, c);
  if (current.user.is_anonymous)
    throw new AuthError(403, 'no_authorization', 'Anonymous users cannot use MFA');
  if (!current.sessionId) throw errors.sessionNotFound();
  return { ...current, sessionId: current.sessionId };
}

/** POST /factors, POST /factors/:id/challenge, POST /factors/:id/verify, DELETE /factors/:id (protocol §5). */
export function registerMfaRoutes(app: AuthApp, deps: AuthDeps): void {
  const { ctx, settings } = deps;
  const db = ctx.db;

  app.post('/factors', async (c) => {
    const { user, aal } = await mfaUser(deps, c);
    const body = await readJsonBody(c);
    const type = stringField(body, 'factor_type');
    if (type !== 'totp' && type !== 'phone') {
      throw errors.validation('factor_type needs to be totp or phone');
    }
    const counts = await db.query<{ total: string; verified: string }>(
      `select count(*)::text as total, count(*) filter (where status = 'verified')::text as verified
       from auth.mfa_factors where user_id = $1`,
      [user.id],
    );
    const total = Number(counts.rows[0]?.total ?? 0);
    const verified = Number(counts.rows[0]?.verified ?? 0);
    if (total >= MAX_FACTORS) {
      throw new AuthError(
        422,
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    }
    if (verified > 0 && aal !== 'aal2')
      throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    const friendlyName = stringField(body, 'friendly_name') ?? '';
    if (friendlyName.trim() !== '') {
      const clash = await db.query(
        'select 1 from auth.mfa_factors where user_id = $1 and friendly_name = $2',
        [user.id, friendlyName],
      );
      if (clash.rows.length > 0) {
        throw new AuthError(
          422,
          'mfa_factor_name_conflict',
          `A factor with the friendly name "${friendlyName}" for this user already exists`,
        );
      }
    }
    if (type === 'totp') {
      const issuer = stringField(body, 'issuer') || new URL(ctx.siteUrl).host;
      return c.json(
        await createTotpFactor(db, user.id, friendlyName, issuer, user.email ?? user.id),
      );
    }
    const phone = normalisePhone(stringField(body, 'phone') ?? '');
    if (!phone) throw errors.validation('Invalid phone number format (E.164 required)');
    return c.json(await createPhoneFactor(db, user.id, friendlyName, phone));
  });

  app.post('/factors/:id/challenge', async (c) => {
    const { user } = await mfaUser(deps, c);
    const body = await readJsonBody(c);
    const factor = await findFactor(db, user.id, c.req.param('id'));
    const id = randomUUID();
    let otpCode: string | null = null;
    if (factor.factor_type === 'phone') {
      const channel = stringField(body, 'channel') ?? 'sms';
      if (channel !== 'sms' && channel !== 'whatsapp') throw errors.validation('Invalid channel');
      const code = generateOtp();
      otpCode = hashCode(code);
      if (!user.email)
        throw new AuthError(422, 'validation_failed', 'No email address to deliver the code to');
      await ctx.mail.send(phoneCodeMail(user.email, `+${factor.phone ?? ''}`, code));
    }
    const { rows } = await db.query<{ created_at: Date }>(
      `insert into auth.mfa_challenges (id, factor_id, ip_address, otp_code) values ($1, $2, $3, $4)
       returning created_at`,
      [id, factor.id, clientIp(c), otpCode],
    );
    await db.query(
      'update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = $1',
      [factor.id],
    );
    const createdAt = Math.floor(new Date(rows[0]?.created_at ?? Date.now()).getTime() / 1000);
    return c.json({ id, type: factor.factor_type, expires_at: createdAt + MFA_CHALLENGE_TTL_S });
  });

  app.post('/factors/:id/verify', async (c) => {
    limit(deps.limits.token, c);
    const { user, sessionId } = await mfaUser(deps, c);
    const body = await readJsonBody(c);
    const factor = await findFactor(db, user.id, c.req.param('id'));
    const challengeId = stringField(body, 'challenge_id') ?? '';
    const code = (stringField(body, 'code') ?? '').trim();
    const found = /^[0-9a-f-]{36}$/i.test(challengeId)
      ? await db.query<ChallengeRow>(
          'select * from auth.mfa_challenges where id = $1 and factor_id = $2',
          [challengeId, factor.id],
        )
      : { rows: [] as ChallengeRow[] };
    const challenge = found.rows[0];
    if (!challenge || challenge.verified_at) {
      throw new AuthError(
        422,
        'mfa_factor_not_found',
        'MFA factor with the provided challenge ID not found',
      );
    }
    if (Date.now() > new Date(challenge.created_at).getTime() + MFA_CHALLENGE_TTL_S * 1000) {
      await db.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
      throw new AuthError(
        422,
        'mfa_challenge_expired',
        `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    const valid =
      factor.factor_type === 'totp'
        ? await totpMatches(factor.secret ?? '', code)
        : challenge.otp_code !== null &&
          /^\d{6}$/.test(code) &&
          hashCode(code) === challenge.otp_code;
    if (!valid) {
      throw new AuthError(
        422,
        'mfa_verification_failed',
        factor.factor_type === 'totp'
          ? 'Invalid TOTP code entered'
          : 'Invalid MFA Phone code entered',
      );
    }
    const consumed = await db.query('delete from auth.mfa_challenges where id = $1 returning id', [
      challenge.id,
    ]);
    if (consumed.rows.length === 0)
      throw new AuthError(
        422,
        'mfa_factor_not_found',
        'MFA factor with the provided challenge ID not found',
      );

    const refreshToken = await db.transaction(async (tx) => {
      if (factor.status !== 'verified') {
        await tx.query(
          `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
          [factor.id],
        );
        await tx.query(
          `delete from auth.mfa_factors where user_id = $1 and factor_type = $2 and status = 'unverified' and id <> $3`,
          [user.id, factor.factor_type, factor.id],
        );
        await tx.query(
          `delete from auth.sessions where user_id = $1 and id <> $2 and aal = 'aal1'`,
          [user.id, sessionId],
        );
      }
      await tx.query(
        `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
        [sessionId, factor.id],
      );
      await addAmrClaim(tx, sessionId, factor.factor_type === 'totp' ? 'totp' : 'mfa/phone');
      await tx.query(
        `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1`,
        [sessionId],
      );
      return issueRefreshToken(tx, user.id, sessionId, null);
    });
    return c.json(await sessionResponse(ctx, settings, db, sessionId, refreshToken));
  });

  app.delete('/factors/:id', async (c) => {
    const { user, aal } = await mfaUser(deps, c);
    const factor = await findFactor(db, user.id, c.req.param('id'));
    if (factor.status === 'verified' && aal !== 'aal2') {
      throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await db.transaction(async (tx) => {
      await tx.query(
        `delete from auth.mfa_amr_claims where authentication_method in ('totp', 'mfa/phone')
         and session_id in (select id from auth.sessions where factor_id = $1)`,
        [factor.id],
      );
      await tx.query(
        `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`,
        [factor.id],
      );
      await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    });
    return c.json({ id: factor.id });
  });
}
