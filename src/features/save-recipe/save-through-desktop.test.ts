import { describe, expect, it } from 'vitest';
import { linkRow, parsePastedRecipe, parseRecipePage, recipeRow } from '@domain';
import { IpcError } from '../../../electron/ipc-errors.ts';
import type { ScrapedPage } from '@/platform';
import { saveErrorToast, type SaveOutcome } from './save-outcome';
import { savePastedLink, savePastedRecipe } from './save-pasted';
import { fetchableUrl, saveThroughDesktop, scrapeFailureMessage } from './save-through-desktop';
import {
  jsonResponse,
  recordingClient,
  type SentRequest,
} from '../../../tests/support/recording-client.ts';

const USER = '5b0c6e4e-7d0a-4b8e-9a57-0d1f6f1c2a10';
const PAGE = 'http://127.0.0.1:8080/soup';

const RECIPE_HTML = `<!doctype html><html><head><title>Tomato soup | Soup Blog</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Tomato soup',
  recipeYield: '4',
  totalTime: 'PT30M',
  recipeIngredient: ['4 ripe tomatoes', '1 onion, chopped', '500 ml vegetable stock'],
  recipeInstructions: ['Soften the onion.', 'Add the tomatoes and stock; simmer 20 minutes.'],
})}</script></head><body></body></html>`;

const NO_RECIPE_HTML = `<!doctype html><html><head><title>About our kitchen</title>
<meta property="og:site_name" content="Soup Blog"></head><body><h1>About us</h1></body></html>`;

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

const ACCESS_TOKEN = [
  base64url({ alg: 'HS256', typ: 'JWT' }),
  base64url({
    sub: USER,
    role: 'authenticated',
    aud: 'authenticated',
    exp: Math.floor(Date.now() / 1000) + 3600,
  }),
  'c2lnbmF0dXJl',
].join('.');

interface Backend {
  allowed?: boolean;
  insert?: (request: SentRequest) => Response;
}

/** A signed-in supabase-js client whose requests are answered like the backend would. */
async function signedInClient(backend: Backend = {}) {
  const recording = recordingClient((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/auth/v1/user')
      return jsonResponse({
        id: USER,
        aud: 'authenticated',
        role: 'authenticated',
        email: 'cook@larder.test',
      });
    if (path === '/rest/v1/rpc/check_rate_limit_enhanced')
      return jsonResponse({
        allowed: backend.allowed ?? true,
        blocked: !(backend.allowed ?? true),
        message: '',
      });
    if (path === '/rest/v1/saved_recipes') {
      if (backend.insert) return backend.insert(request);
      const row = request.body as { title: string };
      return jsonResponse({ id: 'row-1', title: row.title }, 201);
    }
    return jsonResponse({ message: `unexpected ${request.method} ${path}` }, 404);
  });
  const { error } = await recording.client.auth.setSession({
    access_token: ACCESS_TOKEN,
    refresh_token: 'refresh',
  });
  if (error) throw error;
  recording.sent.length = 0;
  return recording;
}

function pageFetcher(html: string, finalUrl = PAGE) {
  const asked: string[] = [];
  const scrapeFetch = async (url: string): Promise<ScrapedPage> => {
    asked.push(url);
    return { html, finalUrl, contentType: 'text/html; charset=utf-8' };
  };
  return { asked, scrapeFetch };
}

function paths(sent: SentRequest[]): string[] {
  return sent.map((request) => `${request.method} ${new URL(request.url).pathname}`);
}

function messageOf(outcome: SaveOutcome): string {
  if (outcome.kind !== 'failed') throw new Error(`expected a failure, got ${outcome.kind}`);
  return outcome.message;
}

describe('saving on desktop: fetched through main, saved by the renderer', () => {
  it('counts the rate limit, extracts the page and inserts the row the function would build', async () => {
    const { client, sent } = await signedInClient();
    const fetcher = pageFetcher(RECIPE_HTML);
    const outcome = await saveThroughDesktop(
      { client, scrapeFetch: fetcher.scrapeFetch },
      { url: `  ${PAGE}#top ` },
    );

    expect(outcome).toEqual({ kind: 'saved', id: 'row-1', title: 'Tomato soup', linkOnly: false });
    expect(fetcher.asked).toEqual([PAGE]);
    expect(paths(sent)).toEqual([
      'POST /rest/v1/rpc/check_rate_limit_enhanced',
      'POST /rest/v1/saved_recipes',
    ]);
    expect(sent[0]?.body).toEqual({
      identifier_text: `user:${USER}`,
      action_text: 'scrape-recipe',
      max_requests: 30,
      window_minutes: 60,
    });
    const extracted = parseRecipePage(RECIPE_HTML, PAGE);
    if (!extracted.found) throw new Error('the fixture has a recipe');
    expect(sent[1]?.body).toEqual(JSON.parse(JSON.stringify(recipeRow(USER, extracted, PAGE))));
    const row = sent[1]?.body as {
      user_id: string;
      ingredient_keys: string[];
      total_minutes: number;
    };
    expect(row.user_id).toBe(USER);
    expect(row.ingredient_keys).toEqual(expect.arrayContaining(['tomato', 'onion']));
    expect(row.total_minutes).toBe(30);
    // As the signed-in user: the session's token, so row-level security applies.
    expect(sent[1]?.headers.get('authorization')).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it('saves a page fetched over http under its https address (the stored-link rule, #14)', async () => {
    const { client, sent } = await signedInClient();
    const fetcher = pageFetcher(RECIPE_HTML, 'http://soup.example/tomato?p=2');
    const outcome = await saveThroughDesktop(
      { client, scrapeFetch: fetcher.scrapeFetch },
      { url: 'http://soup.example/tomato?p=2' },
    );
    expect(outcome).toMatchObject({ kind: 'saved', title: 'Tomato soup' });
    // Fetched as asked (the page may only answer on http), stored as https.
    expect(fetcher.asked).toEqual(['http://soup.example/tomato?p=2']);
    expect(sent[1]?.body).toMatchObject({
      url: 'https://soup.example/tomato?p=2',
      canonical_url: 'https://soup.example/tomato?p=2',
    });
  });

  it('answers "already been saved" for the unique violation (23505)', async () => {
    const { client } = await signedInClient({
      insert: () =>
        jsonResponse(
          {
            code: '23505',
            message:
              'duplicate key value violates unique constraint "saved_recipes_user_canonical_url_unique"',
            details: null,
            hint: null,
          },
          409,
        ),
    });
    const outcome = await saveThroughDesktop(
      { client, scrapeFetch: pageFetcher(RECIPE_HTML).scrapeFetch },
      { url: PAGE },
    );
    expect(saveErrorToast(messageOf(outcome))).toBe(
      'This recipe has already been saved to your collection.',
    );
  });

  it('fails with the generic message for any other insert error', async () => {
    const { client } = await signedInClient({
      insert: () =>
        jsonResponse({ code: '42501', message: 'new row violates row-level security policy' }, 403),
    });
    const outcome = await saveThroughDesktop(
      { client, scrapeFetch: pageFetcher(RECIPE_HTML).scrapeFetch },
      { url: PAGE },
    );
    expect(saveErrorToast(messageOf(outcome))).toBe('Failed to save recipe. Please try again.');
  });

  it('stops at the rate limit before fetching anything', async () => {
    const { client, sent } = await signedInClient({ allowed: false });
    const fetcher = pageFetcher(RECIPE_HTML);
    const outcome = await saveThroughDesktop(
      { client, scrapeFetch: fetcher.scrapeFetch },
      { url: PAGE },
    );
    expect(messageOf(outcome)).toBe(
      'Too many recipes saved in a short time. Please try again later.',
    );
    expect(fetcher.asked).toEqual([]);
    expect(paths(sent)).toEqual(['POST /rest/v1/rpc/check_rate_limit_enhanced']);
  });

  it('maps what the scrape proxy throws to the fetch toast', async () => {
    const { client, sent } = await signedInClient();
    const proxy = async (): Promise<ScrapedPage> => {
      const error = new IpcError(
        'scrape-failed',
        'network: connect ECONNREFUSED 127.0.0.1:9 (ECONNREFUSED)',
      );
      throw new Error(
        `Error invoking remote method 'larder:scrape-fetch': Error: ${error.message}`,
      );
    };
    const outcome = await saveThroughDesktop({ client, scrapeFetch: proxy }, { url: PAGE });
    expect(messageOf(outcome)).toBe(
      'Failed to fetch URL: connect ECONNREFUSED 127.0.0.1:9 (ECONNREFUSED)',
    );
    expect(saveErrorToast(messageOf(outcome))).toBe(
      'Unable to access the recipe website. Please check the URL.',
    );
    expect(paths(sent)).not.toContain('POST /rest/v1/saved_recipes');
  });

  it('offers a link-only save for a page without a recipe, and saves it when asked', async () => {
    const { client, sent } = await signedInClient();
    const fetcher = pageFetcher(NO_RECIPE_HTML);
    const offer = await saveThroughDesktop(
      { client, scrapeFetch: fetcher.scrapeFetch },
      { url: PAGE },
    );
    expect(offer).toEqual({
      kind: 'no-recipe',
      page: { title: 'About our kitchen', siteName: 'Soup Blog', url: PAGE },
    });
    expect(paths(sent)).not.toContain('POST /rest/v1/saved_recipes');

    const saved = await saveThroughDesktop(
      { client, scrapeFetch: fetcher.scrapeFetch },
      { url: PAGE, saveAsLink: true },
    );
    expect(saved).toMatchObject({ kind: 'saved', linkOnly: true, title: 'About our kitchen' });
    const extracted = parseRecipePage(NO_RECIPE_HTML, PAGE);
    if (extracted.found) throw new Error('the fixture has no recipe');
    expect(sent.at(-1)?.body).toEqual(
      JSON.parse(JSON.stringify(linkRow(USER, extracted.fallback, PAGE))),
    );
  });

  it('refuses without a session or with a URL the safe fetcher would refuse, asking nothing', async () => {
    const guest = recordingClient(() => jsonResponse({}, 500));
    const fetcher = pageFetcher(RECIPE_HTML);
    expect(
      messageOf(
        await saveThroughDesktop(
          { client: guest.client, scrapeFetch: fetcher.scrapeFetch },
          { url: PAGE },
        ),
      ),
    ).toBe('You must be logged in to save recipes');
    const { client, sent } = await signedInClient();
    for (const url of [
      'ftp://example.com/soup',
      'https://cook:secret@example.com/soup',
      'file:///etc/passwd',
    ]) {
      const outcome = await saveThroughDesktop(
        { client, scrapeFetch: fetcher.scrapeFetch },
        { url },
      );
      expect(saveErrorToast(messageOf(outcome))).toBe('Please enter a valid recipe URL.');
    }
    expect(fetcher.asked).toEqual([]);
    expect(sent).toEqual([]);
  });
});

describe('saving a pasted recipe or page', () => {
  it('stores the page address the user gave over http as its https address', async () => {
    const pasted = parsePastedRecipe(RECIPE_HTML, 'http://soup.example/tomato');
    if (!pasted.found) throw new Error('the fixture has a recipe');
    const { client, sent } = await signedInClient();
    expect(await savePastedRecipe(client, pasted, 'http://soup.example/tomato')).toMatchObject({
      kind: 'saved',
    });
    expect(sent.at(-1)?.body).toMatchObject({
      url: 'https://soup.example/tomato',
      canonical_url: 'https://soup.example/tomato',
    });
    const link = await savePastedLink(client, pasted, 'http://soup.example/about');
    expect(link).toMatchObject({ kind: 'saved', linkOnly: true });
    expect(sent.at(-1)?.body).toMatchObject({ url: 'https://soup.example/about' });
  });
});

describe('what the desktop fetch may ask for', () => {
  it.each([
    ['https://example.com/soup#step-2', 'https://example.com/soup'],
    ['  http://127.0.0.1:8080/a?b=1 ', 'http://127.0.0.1:8080/a?b=1'],
    ['ftp://example.com/a', null],
    ['https://user:pw@example.com/', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
    [`https://example.com/${'a'.repeat(2100)}`, null],
  ])('%j → %j', (raw, expected) => {
    expect(fetchableUrl(raw)).toBe(expected);
  });

  it.each([
    [
      new IpcError('scrape-failed', 'timeout: the site did not answer within 10 s'),
      'Failed to fetch URL: the site did not answer within 10 s',
    ],
    [
      new IpcError('scrape-failed', 'blocked-address: 10.0.0.1 is a private address'),
      'Failed to fetch URL: 10.0.0.1 is a private address',
    ],
    [new IpcError('invalid-request', 'url: Too big'), 'Invalid URL'],
    [new IpcError('refused-sender', 'not the app'), 'Failed to save recipe'],
    [new Error('something else'), 'Failed to save recipe'],
  ])('reads %s as %j', (error, message) => {
    expect(scrapeFailureMessage(error)).toBe(message);
  });
});
