import type { AuthApp, AuthDeps } from './deps.ts';
import { limit } from './deps.ts';
import { errors } from './errors.ts';
import { clientIp, readJsonBody, stringField } from './http.ts';
import { verifyPassword } from './passwords.ts';
import { pkceGrant } from './pkce.ts';
import { refreshTokenGrant } from './refresh.ts';
import { signIn } from './sessions.ts';
import { findUserByEmail, isBanned } from './users.ts';
import { AuthError } from './errors.ts';
import { isAdmin, methodOffError, signInMethods } from './sign-in-methods.ts';

/** POST /token?grant_type=password|refresh_token|pkce */
export function registerTokenRoutes(app: AuthApp, deps: AuthDeps): void {
  const { ctx, settings } = deps;

  app.post('/token', async (c) => {
    limit(deps.limits.token, c);
    const grantType = c.req.query('grant_type');
    const body = await readJsonBody(c);
    const meta = { ip: clientIp(c), userAgent: c.req.header('user-agent') };

    if (grantType === 'password') {
      if (body.phone && !body.email) throw errors.invalidCredentials();
      const rawEmail = stringField(body, 'email');
      const password = stringField(body, 'password') ?? '';
      if (!rawEmail) throw errors.validation('missing email or phone');
      const locked = deps.throttle.lockedFor(rawEmail);
      if (locked > 0) throw errors.accountLocked(locked);
      const user = await findUserByEmail(ctx.db, rawEmail.trim());
      // Unknown users cost the same argon2 verification as a wrong password.
      const ok = await verifyPassword(user?.encrypted_password ?? null, password);
      if (!user || !ok) {
        const lock = await deps.throttle.failed(rawEmail, {
          userId: user?.id ?? null,
          ip: meta.ip,
        });
        throw lock > 0 ? errors.accountLocked(lock) : errors.invalidCredentials();
      }
      deps.throttle.clear(rawEmail);
      if (isBanned(user)) throw errors.userBanned();
      // Checked after the password, so the refusal never tells a stranger who is an admin; admins
      // keep password sign-in so that no setting can lock them out.
      const methods = await signInMethods(ctx.db);
      if (!methods.password && !(await isAdmin(ctx.db, user.id)))
        throw methodOffError('password', methods);
      if (!user.email_confirmed_at && !settings.autoconfirm) throw errors.emailNotConfirmed();
      await ctx.db.query(
        `update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`,
        [user.id],
      );
      return c.json(await signIn(ctx, settings, ctx.db, user.id, { method: 'password', ...meta }));
    }
    if (grantType === 'refresh_token') {
      const token = stringField(body, 'refresh_token');
      if (!token) throw errors.validation('refresh_token required');
      return c.json(await refreshTokenGrant(ctx, settings, token));
    }
    if (grantType === 'pkce') {
      return c.json(
        await pkceGrant(
          ctx,
          settings,
          stringField(body, 'auth_code'),
          stringField(body, 'code_verifier'),
          meta,
        ),
      );
    }
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  });
}
