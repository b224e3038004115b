// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSuggestedRecipes } from '@domain';
import type { KitchenAccess } from './kitchen-access';
import { storeSearch, type SearchContext } from './recipe-session';
import ShoppingSuggestionsPage from './shopping-suggestions-page';

const KITCHEN: KitchenAccess = {
  ingredients: [],
  ready: true,
  add: () => undefined,
  remove: () => undefined,
};

/** As the search stores them: read where they arrived. */
const readRecipes = (answers: unknown[]) => readSuggestedRecipes(answers) ?? [];

/** Answers as suggest-recipes-web returns them from a corpus the bundled library does not hold. */
const answer = (title: string, missing: string[], extra: Record<string, unknown> = {}) => ({
  id: title.toLowerCase().replace(/\W+/g, '-'),
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  missing,
  missingNames: missing.map((k) => k.replace(/-/g, ' ')),
  missingCount: missing.length,
  canMake: missing.length === 0,
  score: 80,
  usedShare: 0.5,
  source: 'synthetic',
  ai: false,
  ...extra,
});

const RESULTS = readRecipes([
  answer('Corpus Golden Rice', ['turmeric'], { usedShare: 0.9 }),
  answer('Corpus Dal', ['turmeric']),
  answer('Corpus Pickle', ['turmeric']),
  answer('Corpus Fennel Gratin', ['fennel', 'turmeric']),
  answer('Corpus Onion Soup', []),
  answer('My Saved Pilaf', ['cumin'], { source: 'saved', id: 'saved:42' }),
]);

const CONTEXT: SearchContext = { ingredients: ['rice', 'onion'], barcodes: [], offline: false };

function renderPage(state: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/shopping-suggestions', state }]}>
      <ShoppingSuggestionsPage kitchen={KITCHEN} />
    </MemoryRouter>,
  );
}

async function itemNames(): Promise<string[]> {
  const items = await screen.findAllByTestId('shopping-item');
  return items.map((item) => within(item).getByRole('heading').textContent ?? '');
}

beforeEach(() => window.sessionStorage.clear());
afterEach(cleanup);

describe('/shopping-suggestions', () => {
  it('ranks by how many of the recipes the search returned each ingredient would unlock', async () => {
    storeSearch(RESULTS, CONTEXT);
    renderPage({ ...CONTEXT });
    expect(await itemNames()).toEqual(['turmeric', 'cumin', 'fennel']);
    const [first] = screen.getAllByTestId('shopping-item');
    expect(within(first as HTMLElement).getByTestId('unlocks').textContent).toBe(
      'Unlocks 3 recipes, brings 1 more recipe closer',
    );
    // The recipes listed are the returned ones, best match first (not bundled library recipes).
    expect(
      within(first as HTMLElement)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Corpus Golden Rice', 'Corpus Dal', 'Corpus Pickle']);
    expect(screen.getByTestId('shopping-source').textContent).toBe(
      'Counted over the 6 recipes your search found.',
    );
  });

  it('counts the user’s saved recipes among the results', async () => {
    storeSearch(RESULTS, CONTEXT);
    renderPage(null);
    await itemNames();
    const cumin = screen
      .getAllByTestId('shopping-item')
      .find((item) => within(item).getByRole('heading').textContent === 'cumin');
    expect(within(cumin as HTMLElement).getByRole('link').textContent).toBe('My Saved Pilaf');
  });

  it('uses the bundled library when nothing is stored (page opened with the ingredients)', async () => {
    renderPage({ ingredients: ['eggs', 'flour', 'butter', 'sugar'], barcodes: [], offline: false });
    const names = await itemNames();
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain('turmeric');
    expect(screen.getByTestId('shopping-source').textContent).toBe(
      "Counted over Larder's built-in recipe library.",
    );
    const links = screen.getAllByRole('link').map((a) => a.textContent ?? '');
    expect(links.some((t) => t.startsWith('Corpus'))).toBe(false);
  });

  it('uses the bundled library after a search that returned nothing', async () => {
    storeSearch([], { ...CONTEXT, ingredients: ['eggs', 'flour', 'butter', 'sugar'] });
    renderPage({ ingredients: ['eggs', 'flour', 'butter', 'sugar'], barcodes: [], offline: false });
    expect((await itemNames()).length).toBeGreaterThan(0);
    expect(screen.getByTestId('shopping-source').textContent).toContain('built-in recipe library');
  });

  it('does not crash on stored results that are not valid JSON', async () => {
    window.sessionStorage.setItem('currentRecipes', '{not json');
    renderPage({ ingredients: ['eggs', 'flour', 'butter', 'sugar'], barcodes: [], offline: false });
    expect((await itemNames()).length).toBeGreaterThan(0);
  });
});
