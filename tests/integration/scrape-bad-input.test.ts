import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startScrapeHarness, type ScrapeHarness, type SignedIn } from './helpers/scrape-harness.ts';

/** Bad input and hostile pages through the real function (test-only loopback setting on). */
describe('scrape-recipe with bad input and hostile pages', () => {
  let h: ScrapeHarness;
  let cook: SignedIn;
  const at = (path: string) => `${h.pages.origin}${path}`;

  beforeAll(async () => {
    h = await startScrapeHarness('pglite', { loopback: true });
    cook = await h.signIn();
  }, 180_000);

  afterAll(async () => {
    await h?.stop();
  });

  afterEach(async () => {
    delete process.env.SCRAPE_RECIPE_FETCH_TIMEOUT_MS;
  });

  describe('invalid URLs', () => {
    it.each([
      ['an empty URL', { url: '' }],
      ['a blank URL', { url: '   ' }],
      ['text that is no URL', { url: 'pumpkin pie' }],
      ['a relative path', { url: '/recipes/pie' }],
      ['a file: URL', { url: 'file:///etc/passwd' }],
      ['an ftp: URL', { url: 'ftp://ftp.example.com/pie.html' }],
      ['a javascript: URL', { url: 'javascript:alert(1)' }],
      ['a data: URL', { url: 'data:text/html,<h1>pie</h1>' }],
      ['a URL with credentials', { url: 'https://user:secret@example.com/pie' }],
      ['a URL with a user name', { url: 'http://admin@127.0.0.1/' }],
      ['a number instead of a URL', { url: 42 }],
      ['no url at all', { link: 'https://example.com' }],
    ])('refuses %s with 400 "Invalid URL" and writes nothing', async (_name, body) => {
      const answer = await h.scrape(cook.client, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('Invalid URL');
      expect(await h.rows(cook.userId)).toHaveLength(0);
    });

    it('refuses a body that is not JSON with "Invalid URL"', async () => {
      const { error } = await cook.client.functions.invoke('scrape-recipe', {
        body: 'https://example.com',
      });
      const context = (error as { context?: Response } | null)?.context;
      expect(context?.status).toBe(400);
      expect(await context?.json()).toMatchObject({ error: 'Invalid URL' });
    });
  });

  it('answers a page without a recipe with "No recipe found on that page" and its summary, saving nothing', async () => {
    const answer = await h.scrape(cook.client, { url: at('/no-recipe') });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      error: 'No recipe found on that page',
      summary: { title: 'About our kitchen', description: 'We like soup.', siteName: 'Soup Blog' },
    });
    expect(await h.rows(cook.userId)).toHaveLength(0);
  });

  it('saves a page without a recipe as a link only when asked', async () => {
    const answer = await h.scrape(cook.client, { url: at('/no-recipe'), saveAsLink: true });
    expect(answer.status).toBe(200);
    expect(answer.body.linkOnly).toBe(true);
    const rows = await h.rows(cook.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      url: at('/no-recipe'),
      title: 'About our kitchen',
      description: 'We like soup.',
      site_name: 'Soup Blog',
      image_url: at('/soup.jpg'),
      ingredients: [],
      ingredient_keys: [],
      instructions: [],
    });
    expect((await h.scrape(cook.client, { url: at('/no-recipe'), saveAsLink: true })).status).toBe(
      409,
    );
  });

  it('stores the URL without its fragment', async () => {
    const answer = await h.scrape(cook.client, { url: `${at('/pages/arla.se.html')}#recipe` });
    expect(answer.status).toBe(200);
    const recipe = answer.body.recipe as { url: string; canonical_url: string };
    expect(recipe.url).toBe(at('/pages/arla.se.html'));
    expect(recipe.canonical_url).not.toContain('#');
  });

  it('decodes a windows-1252 page (é, è, û) right', async () => {
    const answer = await h.scrape(cook.client, { url: at('/latin1-header') });
    expect(answer.status).toBe(200);
    const recipe = answer.body.recipe as { title: string; ingredients: { text: string }[] };
    expect(recipe.title).toBe('Crème brûlée');
    expect(recipe.ingredients.map((i) => i.text)).toContain('500 ml crème fraîche');
  });

  it('decodes a Shift_JIS page declared in <meta charset>', async () => {
    const answer = await h.scrape(cook.client, { url: at('/shift-jis') });
    expect(answer.status).toBe(200);
    expect((answer.body.recipe as { title: string }).title).toBe('寿司');
  });

  it('cuts an oversized recipe to the table limits instead of failing', async () => {
    const answer = await h.scrape(cook.client, { url: at('/oversized') });
    expect(answer.status).toBe(200);
    const recipe = answer.body.recipe as Record<string, unknown>;
    expect((recipe.title as string).length).toBeLessThanOrEqual(500);
    expect(recipe.description).toBe('Soupwith a NUL');
    expect((recipe.ingredients as unknown[]).length).toBe(500);
    expect(recipe.total_minutes).toBeNull();
    expect((recipe.keywords as unknown[]).length).toBeLessThanOrEqual(100);
  });

  it.each([
    ['a 6 MB page', '/big', 422, 'larger than 5 MB'],
    ['a gzip bomb', '/gzip-bomb', 422, 'larger than 5 MB'],
    ['endless redirects', '/loop/0', 422, 'more than 5 redirects'],
    ['a JSON document', '/json', 422, 'not HTML'],
    ['a missing page', '/missing', 502, 'HTTP 404'],
  ])(
    'refuses %s with "Failed to fetch URL" and writes nothing',
    async (_name, path, status, reason) => {
      const before = (await h.rows(cook.userId)).length;
      const answer = await h.scrape(cook.client, { url: at(path) });
      expect(answer.status).toBe(status);
      expect(String(answer.body.error)).toMatch(/^Failed to fetch URL: /);
      expect(String(answer.body.error)).toContain(reason);
      expect(await h.rows(cook.userId)).toHaveLength(before);
    },
  );

  it.each([
    ['10.0.0.1', 'http://10.0.0.1/recipes'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['an IPv4-mapped loopback address', 'http://[::ffff:127.0.0.1]/'],
    ['a unique-local IPv6 address', 'http://[fd00::1]/'],
  ])('refuses a redirect from the page server to %s', async (_name, target) => {
    const answer = await h.scrape(cook.client, {
      url: at(`/redirect?to=${encodeURIComponent(target)}`),
    });
    expect(answer.status).toBe(422);
    expect(String(answer.body.error)).toMatch(
      /^Failed to fetch URL: .* address, which is not allowed$/,
    );
  });

  it('refuses a redirect to a file: URL', async () => {
    const answer = await h.scrape(cook.client, {
      url: at('/redirect?to=file%3A%2F%2F%2Fetc%2Fpasswd'),
    });
    expect(answer.status).toBe(422);
    expect(String(answer.body.error)).toContain('Failed to fetch URL: only http and https');
  });

  it('gives up on a slow-loris page at the deadline', async () => {
    process.env.SCRAPE_RECIPE_FETCH_TIMEOUT_MS = '1000';
    const started = Date.now();
    const answer = await h.scrape(cook.client, { url: at('/slow') });
    expect(answer.status).toBe(502);
    expect(answer.body.error).toBe('Failed to fetch URL: the site did not answer within 1 s');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses with 429 once the per-user rate limit is used up, before fetching', async () => {
    const limited = await h.signIn();
    await h.backend.db.query(
      `insert into public.rate_limits (identifier, action, window_start, count) values ($1, 'scrape-recipe', now(), 30)`,
      [`user:${limited.userId}`],
    );
    const before = h.pages.seen.length;
    const answer = await h.scrape(limited.client, { url: at('/pages/tine.no.html') });
    expect(answer).toEqual({
      status: 429,
      body: { error: 'Too many recipes saved in a short time. Please try again later.' },
    });
    expect(h.pages.seen.length).toBe(before);
    expect(await h.rows(limited.userId)).toHaveLength(0);
  });

  it('counts each attempt against the caller only', async () => {
    const counted = await h.signIn();
    await h.scrape(counted.client, { url: at('/no-recipe') });
    const rows = await h.backend.db.query<{ count: number }>(
      `select count from public.rate_limits where identifier = $1 and action = 'scrape-recipe'`,
      [`user:${counted.userId}`],
    );
    expect(rows.rows).toEqual([{ count: 1 }]);
  });

  it('answers a CORS preflight and refuses GET', async () => {
    const url = `${h.backend.url}/functions/v1/scrape-recipe`;
    const origin = new URL(h.backend.url).origin;
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, apikey, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'authorization',
    );
    const session = (await cook.client.auth.getSession()).data.session;
    const get = await fetch(url, {
      headers: {
        Authorization: `Bearer ${session?.access_token ?? ''}`,
        apikey: h.backend.anonKey,
      },
    });
    expect(get.status).toBe(405);
  });

  it('refuses an expired or forged token before doing anything', async () => {
    const url = `${h.backend.url}/functions/v1/scrape-recipe`;
    const forged = await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl',
        apikey: h.backend.anonKey,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ url: at('/pages/tine.no.html') }),
    });
    expect(forged.status).toBe(401);
  });
});
