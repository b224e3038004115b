import { randomBytes, randomUUID, createHash } from 'node:crypto';
import type { AuthApp, AuthDeps } from './deps.ts';
import { AuthError, errors } from './errors.ts';
import { clientIp } from './http.ts';
import { userForIdentity } from './oauth-users.ts';
import { discover, exchangeCode } from './oidc-client.ts';
import { flowStateExpired, issueAuthCode } from './pkce.ts';
import { resolveRedirect, withParams } from './redirect.ts';
import { signIn } from './sessions.ts';
import { isBanned } from './users.ts';
import { methodOffError, signInMethods } from './sign-in-methods.ts';

interface OAuthFlowRow {
  id: string;
  code_challenge: string | null;
  provider_type: string;
  created_at: Date;
  redirect_to: string | null;
  provider_code_verifier: string | null;
  provider_nonce: string | null;
}

/** GET /authorize (302 to the provider) and GET /callback (302 back to the app), protocol §3.4. */
export function registerOAuthRoutes(app: AuthApp, deps: AuthDeps): void {
  const { ctx, settings } = deps;
  const callbackUrl = () => `${ctx.publicUrl}/auth/v1/callback`;

  app.get('/authorize', async (c) => {
    const provider = c.req.query('provider') ?? '';
    const google = settings.oauthProviders.get(provider);
    const redirectTo = resolveRedirect(ctx, c.req.query('redirect_to'));
    // A browser sent here by "Sign in with …" goes back to the app with the reason (as /callback
    // does), never to a page of JSON; API clients keep GoTrue's JSON error.
    const navigating = (c.req.header('accept') ?? '').includes('text/html');
    const backWithError = (code: string, description: string) =>
      c.redirect(
        withParams(
          redirectTo,
          { error: 'invalid_request', error_code: code, error_description: description, sb: '' },
          'hash',
        ),
        302,
      );
    const shown =
      provider === '' ? 'this provider' : provider.charAt(0).toUpperCase() + provider.slice(1);
    if (provider === 'google') {
      const methods = await signInMethods(ctx.db);
      if (!methods.google) {
        const off = methodOffError('google', methods);
        if (navigating) return backWithError(off.code, off.message);
        throw off;
      }
    }
    if (!google) {
      if (navigating) {
        return backWithError(
          'validation_failed',
          `Sign in with ${shown} is not set up on this Larder server. Use your email and password instead.`,
        );
      }
      throw errors.validation(`Unsupported provider: Provider ${provider} could not be found`);
    }
    const challenge = c.req.query('code_challenge') || null;
    const method = (c.req.query('code_challenge_method') ?? 's256').toLowerCase();
    if (
      challenge &&
      (!/^[A-Za-z0-9._~-]{43,128}$/.test(challenge) || (method !== 's256' && method !== 'plain'))
    ) {
      throw errors.validation('Invalid code challenge');
    }
    let config;
    try {
      config = (await discover(google.issuer)).config;
    } catch (error) {
      console.error('[auth] OpenID discovery failed:', error);
      if (navigating)
        return backWithError(
          'unexpected_failure',
          `Larder could not reach ${shown} to sign you in. Please try again later.`,
        );
      throw new AuthError(500, 'unexpected_failure', 'Unable to reach the sign-in provider');
    }
    // Abandoned flows (never called back, or codes never exchanged) are cleared as new ones start.
    await ctx.db.query(`delete from auth.flow_state where created_at < now() - interval '1 day'`);
    const id = randomUUID();
    const verifier = randomBytes(32).toString('base64url');
    const nonce = randomBytes(16).toString('base64url');
    await ctx.db.query(
      `insert into auth.flow_state (id, code_challenge, code_challenge_method, provider_type, authentication_method,
                                    redirect_to, provider_code_verifier, provider_nonce)
       values ($1, $2, $3, $7, 'oauth', $4, $5, $6)`,
      [id, challenge, challenge ? method : null, redirectTo, verifier, nonce, provider],
    );
    const scopes = new Set([
      'openid',
      'email',
      'profile',
      ...(c.req.query('scopes') ?? '').split(/[\s,]+/).filter(Boolean),
    ]);
    const target = new URL(config.authorization_endpoint);
    target.searchParams.set('client_id', google.clientId);
    target.searchParams.set('redirect_uri', callbackUrl());
    target.searchParams.set('response_type', 'code');
    target.searchParams.set('scope', [...scopes].join(' '));
    target.searchParams.set('state', id);
    target.searchParams.set('nonce', nonce);
    target.searchParams.set(
      'code_challenge',
      createHash('sha256').update(verifier).digest('base64url'),
    );
    target.searchParams.set('code_challenge_method', 'S256');
    const raw = new URL(c.req.url);
    for (const [key, value] of raw.searchParams) {
      if (
        !['provider', 'redirect_to', 'scopes', 'code_challenge', 'code_challenge_method'].includes(
          key,
        )
      ) {
        if (!target.searchParams.has(key)) target.searchParams.set(key, value);
      }
    }
    return c.redirect(target.toString(), 302);
  });

  app.get('/callback', async (c) => {
    const state = c.req.query('state') ?? '';
    const found = /^[0-9a-f-]{36}$/i.test(state)
      ? await ctx.db.query<OAuthFlowRow>(
          'select * from auth.flow_state where id = $1 and authentication_method = $2',
          [state, 'oauth'],
        )
      : { rows: [] as OAuthFlowRow[] };
    const flow = found.rows[0];
    const fail = (target: string, error: string, code: string, description: string) => {
      const params = { error, error_code: code, error_description: description };
      let url = withParams(target, { ...params, sb: '' }, 'hash');
      if (flow?.code_challenge) url = withParams(url, params, 'query');
      return c.redirect(url, 302);
    };
    if (!flow)
      return fail(ctx.siteUrl, 'invalid_request', 'bad_oauth_state', 'OAuth state is invalid');
    const redirectTo = flow.redirect_to ?? ctx.siteUrl;
    if (flowStateExpired(flow.created_at, null)) {
      await ctx.db.query('delete from auth.flow_state where id = $1', [flow.id]);
      return fail(redirectTo, 'invalid_request', 'flow_state_expired', 'OAuth state has expired');
    }
    const providerError = c.req.query('error');
    const code = c.req.query('code');
    if (providerError || !code) {
      await ctx.db.query('delete from auth.flow_state where id = $1', [flow.id]);
      return fail(
        redirectTo,
        providerError ?? 'invalid_request',
        'bad_oauth_callback',
        c.req.query('error_description') ?? 'OAuth callback with missing authorization code',
      );
    }
    if (flow.provider_type === 'google') {
      const methods = await signInMethods(ctx.db);
      if (!methods.google) {
        await ctx.db.query('delete from auth.flow_state where id = $1', [flow.id]);
        const off = methodOffError('google', methods);
        return fail(redirectTo, 'access_denied', off.code, off.message);
      }
    }
    const google = settings.oauthProviders.get(flow.provider_type);
    if (!google) {
      return fail(
        redirectTo,
        'invalid_request',
        'provider_disabled',
        `Unsupported provider: ${flow.provider_type}`,
      );
    }
    try {
      const tokens = await exchangeCode(
        google,
        code,
        callbackUrl(),
        flow.provider_code_verifier ?? '',
        flow.provider_nonce ?? '',
      );
      const user = await ctx.db.transaction((tx) =>
        userForIdentity(tx, flow.provider_type, google.issuer, tokens.claims),
      );
      if (isBanned(user)) throw errors.userBanned();
      if (flow.code_challenge) {
        await ctx.db.query(
          `update auth.flow_state set provider_access_token = $2, provider_refresh_token = $3 where id = $1`,
          [flow.id, tokens.accessToken, tokens.refreshToken],
        );
        const authCode = await issueAuthCode(ctx.db, flow.id, user.id);
        return c.redirect(withParams(redirectTo, { code: authCode }, 'query'), 302);
      }
      await ctx.db.query('delete from auth.flow_state where id = $1', [flow.id]);
      const session = await signIn(ctx, settings, ctx.db, user.id, {
        method: 'oauth',
        ip: clientIp(c),
        userAgent: c.req.header('user-agent'),
      });
      const params: Record<string, string> = {
        access_token: String(session.access_token),
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        provider_token: tokens.accessToken,
        refresh_token: String(session.refresh_token),
        sb: '',
        token_type: 'bearer',
      };
      if (tokens.refreshToken) params.provider_refresh_token = tokens.refreshToken;
      return c.redirect(withParams(redirectTo, params, 'hash'), 302);
    } catch (error) {
      if (error instanceof AuthError)
        return fail(redirectTo, 'access_denied', error.code, error.message);
      console.error('[auth] OAuth callback failed:', error);
      return fail(
        redirectTo,
        'server_error',
        'unexpected_failure',
        'Unable to exchange external code',
      );
    }
  });
}
