import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOAuthFlows, extractDeepLink, parseAuthCallback, FLOW_TTL_MS } from './deep-links.ts';

const FLOW = '0123456789abcdef0123456789abcdef';
const AUTHORIZE =
  'https://abc.supabase.co/auth/v1/authorize?provider=google&redirect_to=larder%3A%2F%2Fauth%2Fcallback&code_challenge=xyz&code_challenge_method=s256';

function flows(start = 1_000_000) {
  const clock = { t: start };
  const log: string[] = [];
  const f = createOAuthFlows({ now: () => clock.t, log: (l) => log.push(l) });
  return { f, clock, log };
}

function started(f: ReturnType<typeof flows>['f']) {
  const result = f.start(AUTHORIZE);
  if (!result.ok) throw new Error(result.reason);
  const redirect = new URL(new URL(result.response.url).searchParams.get('redirect_to') ?? '');
  return { url: result.response.url, flowId: redirect.searchParams.get('flow') ?? '' };
}

describe('parseAuthCallback', () => {
  it('accepts a PKCE code for a flow', () => {
    expect(
      parseAuthCallback(
        `larder://auth/callback?flow=${FLOW}&code=2f1c7a8e-1b2c-4d5e-8f90-123456789abc`,
      ),
    ).toEqual({
      ok: true,
      flowId: FLOW,
      code: '2f1c7a8e-1b2c-4d5e-8f90-123456789abc',
    });
  });

  it('accepts an OAuth error, also when GoTrue repeats it in the fragment', () => {
    const link = `larder://auth/callback?flow=${FLOW}&error=access_denied&error_code=bad_oauth_callback&error_description=User+cancelled#error=access_denied&sb=`;
    expect(parseAuthCallback(link)).toEqual({
      ok: true,
      flowId: FLOW,
      error: 'access_denied',
      description: 'User cancelled',
    });
  });

  it.each([
    ['another scheme', `https://auth/callback?flow=${FLOW}&code=abc`],
    ['another host', `larder://evil/callback?flow=${FLOW}&code=abc`],
    ['another path', `larder://auth/callback/x?flow=${FLOW}&code=abc`],
    ['the old host form', `larder://auth-callback?flow=${FLOW}&code=abc`],
    [
      'an unknown parameter',
      `larder://auth/callback?flow=${FLOW}&code=abc&next=https://evil.example`,
    ],
    ['a repeated parameter', `larder://auth/callback?flow=${FLOW}&code=abc&code=def`],
    ['tokens in the fragment', `larder://auth/callback?flow=${FLOW}&code=abc#access_token=eyJ`],
    ['no flow', 'larder://auth/callback?code=abc'],
    ['a malformed flow', 'larder://auth/callback?flow=XYZ&code=abc'],
    ['a malformed code', `larder://auth/callback?flow=${FLOW}&code=%3Cscript%3E`],
    ['a code and an error', `larder://auth/callback?flow=${FLOW}&code=abc&error=x`],
    ['neither', `larder://auth/callback?flow=${FLOW}`],
    ['credentials', `larder://user:pw@auth/callback?flow=${FLOW}&code=abc`],
    ['a huge link', `larder://auth/callback?flow=${FLOW}&code=${'a'.repeat(5000)}`],
    ['a newline', `larder://auth/callback?flow=${FLOW}&code=abc\n`],
    ['garbage', 'not a url'],
    ['empty', ''],
  ])('refuses %s', (_name, link) => {
    expect(parseAuthCallback(link).ok).toBe(false);
  });

  it('never throws on random input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3000 }), (s) => {
        parseAuthCallback(s);
        parseAuthCallback(`larder://auth/callback?${s}`);
      }),
    );
  });
});

describe('extractDeepLink', () => {
  it('finds the link among Chromium and app arguments (Windows/Linux argv)', () => {
    expect(
      extractDeepLink([
        'C:\\Larder\\Larder.exe',
        '--allow-file-access',
        `larder://auth/callback?flow=${FLOW}&code=a`,
      ]),
    ).toBe(`larder://auth/callback?flow=${FLOW}&code=a`);
    expect(
      extractDeepLink(['/opt/Larder/larder', `"LARDER://auth/callback?flow=${FLOW}&code=a"`]),
    ).toBe(`LARDER://auth/callback?flow=${FLOW}&code=a`);
  });

  it('returns null without a link', () => {
    expect(extractDeepLink(['/usr/bin/electron', '.', '--inspect'])).toBeNull();
    expect(extractDeepLink([])).toBeNull();
  });
});

describe('OAuth flows (PKCE state)', () => {
  it('adds the pending flow to the redirect and accepts its callback once', () => {
    const { f } = flows();
    const { url, flowId } = started(f);
    expect(url.startsWith('https://abc.supabase.co/auth/v1/authorize?')).toBe(true);
    expect(new URL(url).searchParams.get('code_challenge')).toBe('xyz');
    const link = `larder://auth/callback?flow=${flowId}&code=the-code`;
    expect(f.complete(link)).toEqual({ ok: true, callback: { ok: true, code: 'the-code' } });
    expect(f.complete(link).ok).toBe(false);
  });

  it('refuses a code without a pending flow, and logs it', () => {
    const { f, log } = flows();
    expect(f.complete(`larder://auth/callback?flow=${FLOW}&code=abc`)).toMatchObject({ ok: false });
    expect(log.join('\n')).toMatch(/refused deep link: no pending sign-in/);
  });

  it('refuses a callback after the 10-minute TTL', () => {
    const { f, clock } = flows();
    const { flowId } = started(f);
    clock.t += FLOW_TTL_MS + 1;
    expect(f.complete(`larder://auth/callback?flow=${flowId}&code=abc`).ok).toBe(false);
    expect(f.pendingCount()).toBe(0);
  });

  it('refuses malformed links on the scheme even with a pending flow', () => {
    const { f, log } = flows();
    const { flowId } = started(f);
    expect(f.complete(`larder://settings/open?flow=${flowId}`).ok).toBe(false);
    expect(log).toHaveLength(1);
    expect(f.pendingCount()).toBe(1);
  });

  it.each([
    ['http to a remote host', AUTHORIZE.replace('https:', 'http:')],
    [
      'another redirect',
      AUTHORIZE.replace('larder%3A%2F%2Fauth%2Fcallback', 'https%3A%2F%2Fevil.example'),
    ],
    ['no redirect', 'https://abc.supabase.co/auth/v1/authorize?provider=google'],
    ['not the authorize endpoint', AUTHORIZE.replace('/auth/v1/authorize', '/somewhere')],
    ['javascript:', 'javascript:alert(1)'],
  ])('refuses to start sign-in with %s', (_name, url) => {
    expect(flows().f.start(url).ok).toBe(false);
  });

  it('allows the embedded backend on loopback http', () => {
    expect(
      flows().f.start(AUTHORIZE.replace('https://abc.supabase.co', 'http://127.0.0.1:54321')).ok,
    ).toBe(true);
  });
});
