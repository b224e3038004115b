import { describe, expect, it } from 'vitest';
import {
  noRecipeOutcome,
  SAVE_MESSAGES,
  saveErrorToast,
  savedOutcome,
  savedRecipePath,
} from './save-outcome';

describe('the save error toast (spec §8)', () => {
  it.each([
    [
      'This recipe has already been saved',
      'This recipe has already been saved to your collection.',
    ],
    [
      'Failed to fetch URL: the site did not answer within 10 s',
      'Unable to access the recipe website. Please check the URL.',
    ],
    [
      'Failed to fetch URL: connect ECONNREFUSED 127.0.0.1:9 (ECONNREFUSED)',
      'Unable to access the recipe website. Please check the URL.',
    ],
    ['Invalid URL', 'Please enter a valid recipe URL.'],
    ['Failed to save recipe', 'Failed to save recipe. Please try again.'],
    [
      'Too many recipes saved in a short time. Please try again later.',
      'Failed to save recipe. Please try again.',
    ],
    ['Edge Function returned a non-2xx status code', 'Failed to save recipe. Please try again.'],
    ['', 'Failed to save recipe. Please try again.'],
  ])('maps %j to %j', (message, toast) => {
    expect(saveErrorToast(message)).toBe(toast);
  });

  it('matches by content, whatever the case or the surrounding words', () => {
    expect(saveErrorToast('Error: this recipe HAS ALREADY BEEN SAVED (409)')).toBe(
      'This recipe has already been saved to your collection.',
    );
    expect(saveErrorToast('scrape: failed to fetch url')).toBe(
      'Unable to access the recipe website. Please check the URL.',
    );
  });

  it('maps the messages saving answers with to the spec texts', () => {
    expect(saveErrorToast(SAVE_MESSAGES.duplicate)).toBe(
      'This recipe has already been saved to your collection.',
    );
    expect(saveErrorToast(`${SAVE_MESSAGES.fetchFailed}: too large`)).toBe(
      'Unable to access the recipe website. Please check the URL.',
    );
    expect(saveErrorToast(SAVE_MESSAGES.invalidUrl)).toBe('Please enter a valid recipe URL.');
    expect(saveErrorToast(SAVE_MESSAGES.saveFailed)).toBe(
      'Failed to save recipe. Please try again.',
    );
  });
});

describe('save outcomes', () => {
  it('takes the id and title of the stored row', () => {
    expect(savedOutcome({ id: 'abc', title: ' Pumpkin Coffee Cake ' }, false, 'x')).toEqual({
      kind: 'saved',
      id: 'abc',
      title: 'Pumpkin Coffee Cake',
      linkOnly: false,
    });
  });

  it('keeps going when the row is odd: no id, no title', () => {
    expect(savedOutcome(null, true, 'http://a.test/')).toEqual({
      kind: 'saved',
      id: null,
      title: 'http://a.test/',
      linkOnly: true,
    });
    expect(savedOutcome({ id: 7, title: '' }, false, 'fallback')).toMatchObject({
      id: null,
      title: 'fallback',
    });
  });

  it('reads the page summary of a page with no recipe, defaulting to the requested URL', () => {
    expect(
      noRecipeOutcome(
        { title: 'About our kitchen', siteName: 'Soup Blog', url: 'http://a.test/about' },
        'http://a.test/x',
      ),
    ).toEqual({
      kind: 'no-recipe',
      page: { title: 'About our kitchen', siteName: 'Soup Blog', url: 'http://a.test/about' },
    });
    expect(noRecipeOutcome('nonsense', 'http://a.test/x')).toEqual({
      kind: 'no-recipe',
      page: { title: null, siteName: null, url: 'http://a.test/x' },
    });
  });

  it('links to the saved recipe page', () => {
    expect(savedRecipePath('4f1c')).toBe('/saved-recipe/4f1c');
    expect(savedRecipePath('a/b')).toBe('/saved-recipe/a%2Fb');
    expect(savedRecipePath(null)).toBeNull();
  });
});
