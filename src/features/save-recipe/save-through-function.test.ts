import { describe, expect, it } from 'vitest';
import { saveErrorToast } from './save-outcome';
import { saveThroughFunction } from './save-through-function';
import {
  jsonResponse,
  recordingClient,
  TEST_PROJECT_URL,
} from '../../../tests/support/recording-client.ts';

const PAGE = 'http://127.0.0.1:8080/pages/acozykitchen.com.html';

describe('saving through the scrape-recipe function', () => {
  it('posts {url} to scrape-recipe and answers the saved row', async () => {
    const { client, sent } = recordingClient(() =>
      jsonResponse({ recipe: { id: 'r-1', title: 'Pumpkin Coffee Cake' }, linkOnly: false }),
    );
    const outcome = await saveThroughFunction(client, { url: PAGE });
    expect(outcome).toEqual({
      kind: 'saved',
      id: 'r-1',
      title: 'Pumpkin Coffee Cake',
      linkOnly: false,
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: `${TEST_PROJECT_URL}/functions/v1/scrape-recipe`,
      body: { url: PAGE },
    });
    expect(sent[0]?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('asks for a link-only save with saveAsLink: true', async () => {
    const { client, sent } = recordingClient(() =>
      jsonResponse({ recipe: { id: 'r-2', title: 'About our kitchen' }, linkOnly: true }),
    );
    const outcome = await saveThroughFunction(client, { url: PAGE, saveAsLink: true });
    expect(sent[0]?.body).toEqual({ url: PAGE, saveAsLink: true });
    expect(outcome).toMatchObject({ kind: 'saved', id: 'r-2', linkOnly: true });
  });

  it.each([
    [
      409,
      'This recipe has already been saved',
      'This recipe has already been saved to your collection.',
    ],
    [
      502,
      'Failed to fetch URL: connect ECONNREFUSED 127.0.0.1:9',
      'Unable to access the recipe website. Please check the URL.',
    ],
    [
      422,
      'Failed to fetch URL: the page is not HTML',
      'Unable to access the recipe website. Please check the URL.',
    ],
    [400, 'Invalid URL', 'Please enter a valid recipe URL.'],
    [
      429,
      'Too many recipes saved in a short time. Please try again later.',
      'Failed to save recipe. Please try again.',
    ],
    [500, 'Failed to save recipe', 'Failed to save recipe. Please try again.'],
  ])('reads the error of a %i answer from its JSON body', async (status, error, toast) => {
    const { client } = recordingClient(() => jsonResponse({ error }, status));
    const outcome = await saveThroughFunction(client, { url: PAGE });
    expect(outcome).toEqual({ kind: 'failed', message: error });
    expect(saveErrorToast(error)).toBe(toast);
  });

  it('turns "No recipe found on that page" into an offer with the page summary', async () => {
    const { client } = recordingClient(() =>
      jsonResponse(
        {
          error: 'No recipe found on that page',
          summary: {
            title: 'About our kitchen',
            description: 'We like soup.',
            image: null,
            siteName: 'Soup Blog',
            url: 'http://127.0.0.1:8080/about',
          },
        },
        422,
      ),
    );
    expect(await saveThroughFunction(client, { url: PAGE })).toEqual({
      kind: 'no-recipe',
      page: {
        title: 'About our kitchen',
        siteName: 'Soup Blog',
        url: 'http://127.0.0.1:8080/about',
      },
    });
  });

  it('fails with the generic message when the answer is not JSON or the network is down', async () => {
    const html = recordingClient(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const first = await saveThroughFunction(html.client, { url: PAGE });
    expect(first.kind).toBe('failed');
    expect(saveErrorToast((first as { message: string }).message)).toBe(
      'Failed to save recipe. Please try again.',
    );

    const down = recordingClient(() => {
      throw new TypeError('Failed to fetch');
    });
    const second = await saveThroughFunction(down.client, { url: PAGE });
    expect(second.kind).toBe('failed');
    expect(saveErrorToast((second as { message: string }).message)).toBe(
      'Failed to save recipe. Please try again.',
    );
  });

  it('does not claim success for a 200 without a recipe', async () => {
    const { client } = recordingClient(() => jsonResponse({ nothing: true }));
    expect(await saveThroughFunction(client, { url: PAGE })).toEqual({
      kind: 'failed',
      message: 'Failed to save recipe',
    });
  });
});
