import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import Provider from 'oidc-provider';

export interface OidcAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  picture?: string;
}

export interface OidcProviderOptions {
  clientId: string;
  clientSecret: string;
  /** Redirect URIs of the client; a function when they are only known after the provider starts. */
  redirectUris: string[] | (() => string[]);
  /** Accounts known up front; signing in with any other email creates one (email verified). */
  accounts?: OidcAccount[];
  /** Fixed port (e.g. for a Playwright webServer); 0 or absent picks a free one. */
  port?: number;
}

export interface OidcProviderHandle {
  issuer: string;
  accounts: Map<string, OidcAccount>;
  close(): Promise<void>;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function accountFor(accounts: Map<string, OidcAccount>, email: string): OidcAccount {
  const normalised = email.trim().toLowerCase();
  for (const account of accounts.values()) if (account.email === normalised) return account;
  const sub = createHash('sha256').update(normalised).digest('hex').slice(0, 21);
  const account: OidcAccount = {
    sub,
    email: normalised,
    email_verified: true,
    name: normalised.split('@')[0] ?? normalised,
  };
  accounts.set(sub, account);
  return account;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on loopback, standing in for Google:
 * discovery, authorization code flow with PKCE, ID tokens signed with its own keys. Its login page
 * (`/interaction/:uid`) is one form with an email field and a "Continue" button; submitting it
 * signs in as that email and grants consent, so both HTTP tests and Playwright can drive it.
 */
export async function startOidcProvider(options: OidcProviderOptions): Promise<OidcProviderHandle> {
  const accounts = new Map<string, OidcAccount>((options.accounts ?? []).map((a) => [a.sub, a]));
  let provider: Provider | null = null;
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const getProvider = (): Provider => {
    if (provider) return provider;
    const redirectUris =
      typeof options.redirectUris === 'function' ? options.redirectUris() : options.redirectUris;
    provider = new Provider(issuer, {
      clients: [
        {
          client_id: options.clientId,
          client_secret: options.clientSecret,
          redirect_uris: redirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      interactions: {
        url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
      },
      cookies: { keys: ['larder-test-oidc-cookie-key'] },
      findAccount: (_ctx: unknown, id: string) => {
        const account = accounts.get(id);
        if (!account) return undefined;
        return {
          accountId: id,
          claims: () => ({ ...account }),
        };
      },
    });
    return provider;
  };

  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([^/]+)$/.exec(url.pathname);
    if (!match) {
      getProvider().callback()(req, res);
      return;
    }
    void (async () => {
      const p = getProvider();
      try {
        const details = await p.interactionDetails(req, res);
        if (req.method === 'GET') {
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end(`<!doctype html><html lang="en"><head><title>Sign in – Test Google</title></head><body>
<h1>Sign in with Test Google</h1>
<form method="post" action="/interaction/${escapeHtml(details.uid)}">
<label>Email <input type="email" name="email" autocomplete="email" required></label>
<button type="submit">Continue</button>
</form></body></html>`);
          return;
        }
        const form = await readForm(req);
        const account = accountFor(accounts, form.get('email') ?? '');
        const grant = new p.Grant({ accountId: account.sub, clientId: details.params.client_id });
        grant.addOIDCScope(String(details.params.scope ?? 'openid email profile'));
        const grantId = await grant.save();
        await p.interactionFinished(
          req,
          res,
          { login: { accountId: account.sub }, consent: { grantId } },
          {
            mergeWithLastSubmission: false,
          },
        );
      } catch (error) {
        res.statusCode = 400;
        res.end(`interaction failed: ${(error as Error).message}`);
      }
    })();
  });

  return {
    issuer,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Minimal cookie-keeping browser for driving redirects over HTTP in tests. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', this.header());
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(res);
    return res;
  }
}

/**
 * Follows redirects from `start` (submitting the provider's login form as `email` when it shows up)
 * until a Location outside both origins is reached (the app's redirect), which is returned.
 */
export async function signInThroughProvider(
  start: string,
  email: string,
  stopAt: string,
): Promise<string> {
  const jar = new CookieJar();
  let url = start;
  for (let hop = 0; hop < 20; hop += 1) {
    if (url.startsWith(stopAt)) return url;
    const isInteraction = /\/interaction\/[^/]+$/.test(new URL(url).pathname);
    const res = isInteraction
      ? await jar.fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email }).toString(),
        })
      : await jar.fetch(url);
    const location = res.headers.get('location');
    if (!location)
      throw new Error(`no redirect from ${url}: HTTP ${res.status} ${await res.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error('too many redirects');
}

// `tsx tests/integration/helpers/oidc-provider.ts` runs it on its own (Playwright's webServer):
// OIDC_PORT (default 5556), OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_URIS (comma-separated).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const handle = await startOidcProvider({
    port: Number(process.env.OIDC_PORT ?? 5556),
    clientId: process.env.OIDC_CLIENT_ID ?? 'larder-local-client',
    clientSecret: process.env.OIDC_CLIENT_SECRET ?? 'larder-local-client-secret',
    redirectUris: (
      process.env.OIDC_REDIRECT_URIS ?? 'http://127.0.0.1:54321/auth/v1/callback'
    ).split(','),
  });
  console.log(`Test OpenID provider listening at ${handle.issuer}`);
  const stop = () => void handle.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
