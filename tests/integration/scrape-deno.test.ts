import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DENO_NPM_FLAGS, serveUnderDeno, type DenoFunction } from './helpers/deno-function.ts';
import { startScrapeHarness, type ScrapeHarness, type SignedIn } from './helpers/scrape-harness.ts';

/** scrape-recipe's Deno entry (index.ts) under real Deno, saving through the embedded server. */
describe('scrape-recipe under Deno', () => {
  let h: ScrapeHarness;
  let cook: SignedIn;
  let deno: DenoFunction | undefined;
  let fnUrl = '';

  const post = async (body: unknown, token: string) => {
    const res = await fetch(fnUrl, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const accessToken = async () =>
    (await cook.client.auth.getSession()).data.session?.access_token ?? '';

  beforeAll(async () => {
    h = await startScrapeHarness('pglite', { loopback: true });
    cook = await h.signIn();
    deno = await serveUnderDeno('supabase/functions/scrape-recipe/index.ts', DENO_NPM_FLAGS, {
      SUPABASE_URL: h.backend.url,
      SUPABASE_ANON_KEY: h.backend.anonKey,
      // The test-only setting, so the function may fetch the loopback page server.
      NODE_ENV: 'test',
      LARDER_ALLOW_LOOPBACK_FETCH_FOR_TESTS: '1',
    });
    fnUrl = deno.url;
  }, 180_000);

  afterAll(async () => {
    await deno?.stop();
    await h?.stop();
  });

  it('saves a fixture page as the caller', async () => {
    const answer = await post(
      { url: `${h.pages.origin}/pages/acozykitchen.com.html` },
      await accessToken(),
    );
    expect(answer.status).toBe(200);
    const rows = await h.rows(cook.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.title).toBe((answer.body.recipe as { title: string }).title);
    expect((rows[0]?.ingredient_keys as string[]).length).toBeGreaterThan(0);
  });

  it('answers "already been saved" the second time', async () => {
    const answer = await post(
      { url: `${h.pages.origin}/pages/acozykitchen.com.html` },
      await accessToken(),
    );
    expect(answer).toMatchObject({
      status: 409,
      body: { error: 'This recipe has already been saved' },
    });
  });

  it('refuses the anon key with the logged-in message', async () => {
    const answer = await post(
      { url: `${h.pages.origin}/pages/acozykitchen.com.html` },
      h.backend.anonKey,
    );
    expect(answer).toEqual({
      status: 401,
      body: { error: 'You must be logged in to save recipes' },
    });
  });

  it('refuses cloud metadata and a redirect to a private address', async () => {
    const token = await accessToken();
    const direct = await post({ url: 'http://169.254.169.254/latest/meta-data/' }, token);
    expect(direct.status).toBe(422);
    expect(String(direct.body.error)).toContain('Failed to fetch URL');
    const hop = await post(
      { url: `${h.pages.origin}/redirect?to=${encodeURIComponent('http://10.0.0.1/')}` },
      token,
    );
    expect(hop.status).toBe(422);
    expect(String(hop.body.error)).toContain('10.0.0.1 is a private address');
  });

  it('stops a gzip bomb at the cap', async () => {
    const answer = await post({ url: `${h.pages.origin}/gzip-bomb` }, await accessToken());
    expect(answer.status).toBe(422);
    expect(String(answer.body.error)).toContain('larger than 5 MB');
  });
});
