import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export interface OidcConfig {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  token_endpoint_auth_methods_supported?: string[];
}

export interface OidcClient {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

const discovered = new Map<
  string,
  { config: OidcConfig; jwks: ReturnType<typeof createRemoteJWKSet>; at: number }
>();
const DISCOVERY_TTL_MS = 60 * 60 * 1000;

/** OpenID Connect discovery (cached for an hour) and the provider's key set. */
export async function discover(issuer: string) {
  const cached = discovered.get(issuer);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached;
  const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`OpenID discovery for ${issuer} failed: HTTP ${res.status}`);
  const config = (await res.json()) as OidcConfig;
  if (!config.authorization_endpoint || !config.token_endpoint || !config.jwks_uri) {
    throw new Error(`OpenID discovery for ${issuer} is incomplete`);
  }
  const entry = { config, jwks: createRemoteJWKSet(new URL(config.jwks_uri)), at: Date.now() };
  discovered.set(issuer, entry);
  return entry;
}

export interface ProviderTokens {
  accessToken: string;
  refreshToken: string | null;
  claims: JWTPayload & {
    email?: string;
    email_verified?: boolean;
    name?: string;
    picture?: string;
  };
}

/** Trades the authorization code (with our PKCE verifier) for tokens and verifies the ID token. */
export async function exchangeCode(
  client: OidcClient,
  code: string,
  redirectUri: string,
  codeVerifier: string,
  nonce: string,
): Promise<ProviderTokens> {
  const { config, jwks } = await discover(client.issuer);
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: codeVerifier,
  });
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  const methods = config.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
  if (methods.includes('client_secret_basic')) {
    const user = encodeURIComponent(client.clientId);
    const pass = encodeURIComponent(client.clientSecret);
    headers.authorization = `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;
  } else {
    form.set('client_id', client.clientId);
    form.set('client_secret', client.clientSecret);
  }
  const res = await fetch(config.token_endpoint, {
    method: 'POST',
    headers,
    body: form.toString(),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok || typeof body.access_token !== 'string' || typeof body.id_token !== 'string') {
    throw new Error(
      `token exchange failed: ${String(body.error_description ?? body.error ?? res.status)}`,
    );
  }
  const { payload } = await jwtVerify(body.id_token, jwks, {
    issuer: config.issuer,
    audience: client.clientId,
  });
  if (payload.nonce !== nonce) throw new Error('ID token nonce mismatch');
  let claims = payload as ProviderTokens['claims'];
  if (!claims.email && config.userinfo_endpoint) {
    const info = await fetch(config.userinfo_endpoint, {
      headers: { authorization: `Bearer ${body.access_token}` },
      signal: AbortSignal.timeout(10_000),
    });
    if (info.ok) {
      const extra = (await info.json()) as Record<string, unknown>;
      if (extra.sub === claims.sub)
        claims = {
          ...extra,
          ...claims,
          email: extra.email as string | undefined,
          email_verified: extra.email_verified as boolean | undefined,
        };
    }
  }
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
    claims,
  };
}
