import type { AuthApp, AuthContext, AuthDeps } from './deps.ts';
import { limit } from './deps.ts';
import { AUTH_METHOD } from './email-otp.ts';
import { AuthError, errors } from './errors.ts';
import { clientIp, readJsonBody, stringField } from './http.ts';
import { issueAuthCode, latestEmailFlowState } from './pkce.ts';
import { resolveRedirect, withParams } from './redirect.ts';
import { signIn } from './sessions.ts';
import { isBanned } from './users.ts';
import { assertLinkAllowed } from './sign-in-methods.ts';
import { verifyEmailToken, type VerifyType } from './verify-token.ts';

const LINK_TYPES = new Set(['signup', 'invite', 'recovery', 'magiclink', 'email_change']);
const POST_TYPES = new Set([...LINK_TYPES, 'email']);

function meta(c: AuthContext) {
  return { ip: clientIp(c), userAgent: c.req.header('user-agent') };
}

/** GET /verify (the mailed link, 303 back to the app) and POST /verify (verifyOtp). */
export function registerVerifyRoutes(app: AuthApp, deps: AuthDeps): void {
  const { ctx, settings } = deps;

  app.get('/verify', async (c) => {
    limit(deps.limits.token, c);
    const type = c.req.query('type') ?? '';
    const token = c.req.query('token') ?? '';
    if (!LINK_TYPES.has(type)) throw errors.validation('Verify requires a verification type');
    const redirectTo = resolveRedirect(ctx, c.req.query('redirect_to'));
    const isPkce = token.startsWith('pkce_');
    try {
      if (!token) throw errors.otpExpired(true);
      const verified = await verifyEmailToken(ctx.db, settings, {
        type: type as VerifyType,
        tokenHash: token,
      });
      if (isBanned(verified.user)) throw errors.userBanned();
      await assertLinkAllowed(ctx.db, verified.kind, verified.user.id);
      // Following an emailed link proves the mailbox: it lifts a password sign-in lock.
      deps.throttle.clear(verified.user.email);
      if (verified.pkce) {
        const flowId = await latestEmailFlowState(
          ctx.db,
          verified.user.id,
          AUTH_METHOD[verified.kind],
        );
        if (!flowId)
          throw new AuthError(404, 'flow_state_not_found', 'No associated flow state found');
        const code = await issueAuthCode(ctx.db, flowId, verified.user.id);
        return c.redirect(withParams(redirectTo, { code }, 'query'), 303);
      }
      const session = await signIn(ctx, settings, ctx.db, verified.user.id, {
        method: 'otp',
        ...meta(c),
      });
      const params: Record<string, string> = {
        access_token: String(session.access_token),
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: String(session.refresh_token),
        sb: '',
        token_type: 'bearer',
        type: verified.kind,
      };
      return c.redirect(withParams(redirectTo, params, 'hash'), 303);
    } catch (error) {
      if (!(error instanceof AuthError) || error.status >= 500) throw error;
      const params = {
        error: error.status === 403 ? 'access_denied' : 'invalid_request',
        error_code: error.code,
        error_description: error.message,
        sb: '',
      };
      let target = withParams(redirectTo, params, 'hash');
      if (isPkce) {
        const { sb: _sb, ...query } = params;
        target = withParams(target, query, 'query');
      }
      return c.redirect(target, 303);
    }
  });

  app.post('/verify', async (c) => {
    limit(deps.limits.token, c);
    const body = await readJsonBody(c);
    const type = stringField(body, 'type') ?? '';
    if (!POST_TYPES.has(type)) throw errors.validation('Verify requires a verification type');
    const tokenHash = stringField(body, 'token_hash');
    const email = stringField(body, 'email');
    const token = stringField(body, 'token');
    if (tokenHash) {
      if (email || body.phone || body.redirect_to) {
        throw errors.validation('Only the token_hash and type should be provided');
      }
    } else if (!email || !token) {
      throw errors.validation('Verify requires either a token or a token hash');
    }
    const verified = await verifyEmailToken(ctx.db, settings, {
      type: type as VerifyType,
      tokenHash,
      email: email?.trim().toLowerCase(),
      token: token?.trim(),
    });
    if (isBanned(verified.user)) throw errors.userBanned();
    await assertLinkAllowed(ctx.db, verified.kind, verified.user.id);
    deps.throttle.clear(verified.user.email);
    return c.json(
      await signIn(ctx, settings, ctx.db, verified.user.id, { method: 'otp', ...meta(c) }),
    );
  });
}
