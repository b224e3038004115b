/**
 * Issue #6 items 5 and 7: /saved-recipes (search, sort, tag filter, delete with undo, empty and
 * guest states, import and export) and /saved-recipe/{id} (scaling, notes and tags, not found).
 * Recipes are put in through the REST API as the user (RLS applies), like any client would.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { THEME_KEY, seriousViolations, skipTourOffer, toast } from './helpers';
import { PASSWORD, createConfirmedUser, freshEmail, signInThroughUi } from './helpers-auth';

const ANON_KEY = 'sb_publishable_larder_local';

interface Session {
  token: string;
  userId: string;
}

async function apiSignIn(email: string): Promise<Session> {
  const res = await fetch(`${E2E_BASE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in: HTTP ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { access_token: string; user: { id: string } };
  return { token: body.access_token, userId: body.user.id };
}

async function rest(session: Session, path: string, init: RequestInit = {}): Promise<unknown> {
  const res = await fetch(`${E2E_BASE_URL}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${session.token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
      ...(init.headers ?? {}),
    },
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
  const text = await res.text();
  return text ? JSON.parse(text) : null;
}

const line = (
  text: string,
  quantity: number | null,
  unit: string | null,
  name: string,
  key: string | null,
  group: string | null = null,
) => ({
  text,
  quantity,
  quantityMax: null,
  unit,
  name,
  key,
  group,
});

function recipeRow(userId: string, n: number, over: Record<string, unknown>) {
  return {
    user_id: userId,
    url: `https://cooking.example/recipe-${n}`,
    canonical_url: `https://cooking.example/recipe-${n}`,
    site_name: 'Cooking Example',
    created_at: new Date(Date.UTC(2026, 0, n)).toISOString(),
    ...over,
  };
}

async function seed(session: Session) {
  const rows = [
    recipeRow(session.userId, 1, {
      title: 'Apple Crumble',
      total_minutes: 60,
      yields: '4 servings',
      tags: ['dessert'],
      ingredients: [
        line('4 apples', 4, null, 'apple', 'apple', 'Filling'),
        line('1/2 cup sugar', 0.5, 'cup', 'sugar', 'sugar', 'Filling'),
        line('100 g butter', 100, 'g', 'butter', 'butter', 'Topping'),
      ],
      instructions: [
        { text: 'Slice the apples.', group: 'Filling' },
        { text: 'Rub butter into flour.', group: 'Topping' },
        { text: 'Bake for 40 minutes.', group: null },
      ],
      nutrition: { calories: '320 kcal', proteinContent: '3 g' },
    }),
    recipeRow(session.userId, 2, {
      title: 'Basil Pesto',
      total_minutes: 10,
      yields: '2 servings',
      tags: ['quick', 'vegetarian'],
      ingredients: [
        line('2 cups basil', 2, 'cup', 'basil', 'basil'),
        line('1/4 cup pine nuts', 0.25, 'cup', 'pine nut', null),
      ],
      instructions: [{ text: 'Blend everything.', group: null }],
    }),
    recipeRow(session.userId, 3, {
      title: 'Chili con Carne',
      total_minutes: 120,
      yields: '6 servings',
      tags: [],
      ingredients: [
        line('500 g minced beef', 500, 'g', 'beef', 'beef'),
        line('1 can kidney beans', 1, 'can', 'kidney bean', null),
      ],
      instructions: [
        { text: 'Brown the beef.', group: null },
        { text: 'Simmer with beans.', group: null },
      ],
    }),
  ];
  return (await rest(session, 'saved_recipes', { method: 'POST', body: JSON.stringify(rows) })) as {
    id: string;
    title: string;
  }[];
}

async function signedInUser(page: Page, prefix: string) {
  const email = freshEmail(prefix);
  await createConfirmedUser(email);
  await skipTourOffer(page);
  await signInThroughUi(page, email);
  return { email, session: await apiSignIn(email) };
}

const cardTitles = (page: Page) =>
  page.getByTestId('saved-recipe-card').getByRole('heading').allInnerTexts();

test('a guest is invited to sign in', async ({ page }) => {
  await skipTourOffer(page);
  await page.goto('/saved-recipes');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Recipes' })).toBeVisible();
  const invite = page.getByTestId('saved-guest');
  await expect(
    invite.getByRole('heading', { name: 'Sign in to see your saved recipes' }),
  ).toBeVisible();
  await invite.getByRole('link', { name: 'Sign in or create an account' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a signed-in user with no recipes sees how to save one', async ({ page }) => {
  await signedInUser(page, 'saved-empty');
  await page.goto('/saved-recipes');
  const empty = page.getByTestId('saved-empty');
  await expect(empty.getByRole('heading', { name: 'No saved recipes yet' })).toBeVisible();
  await expect(empty).toContainText('"Save Recipe from URL" in the header');
  await expect(empty).toContainText('"Import recipes" above');
  await expect(page.getByRole('button', { name: 'Export (Larder JSON)' })).toBeDisabled();
});

test('search, sort, filter by tag, open, scale, edit notes and tags, delete with undo', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { session } = await signedInUser(page, 'saved-list');
  const [crumble] = await seed(session);
  await page.goto('/saved-recipes');
  await expect(page.getByTestId('saved-count')).toHaveText('3 recipes');
  // Newest first by default.
  expect(await cardTitles(page)).toEqual(['Chili con Carne', 'Basil Pesto', 'Apple Crumble']);

  const sort = page.getByLabel('Sort by');
  await sort.selectOption({ label: 'Title' });
  expect(await cardTitles(page)).toEqual(['Apple Crumble', 'Basil Pesto', 'Chili con Carne']);
  await sort.selectOption({ label: 'Total time' });
  expect(await cardTitles(page)).toEqual(['Basil Pesto', 'Apple Crumble', 'Chili con Carne']);

  const search = page.getByRole('searchbox', { name: 'Search saved recipes' });
  await search.fill('KIDNEY');
  expect(await cardTitles(page)).toEqual(['Chili con Carne']);
  await search.fill('vegetarian');
  expect(await cardTitles(page)).toEqual(['Basil Pesto']);
  await search.fill('nothing like this');
  await expect(page.getByText('No saved recipes match your search.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await page.getByLabel('Tag', { exact: true }).selectOption('dessert');
  expect(await cardTitles(page)).toEqual(['Apple Crumble']);
  await expect(page.getByTestId('saved-count')).toHaveText('1 of 3 recipes');

  // Open it: source link, groups, scaling, given nutrition.
  await page.getByRole('link', { name: 'Apple Crumble', exact: true }).click();
  await expect(page).toHaveURL(`/saved-recipe/${crumble?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Apple Crumble' })).toBeVisible();
  const source = page.getByRole('link', { name: 'View the original on Cooking Example' });
  await expect(source).toHaveAttribute('href', 'https://cooking.example/recipe-1');
  await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('heading', { name: 'Topping' }).first()).toBeVisible();
  const lines = page.getByTestId('ingredient-line');
  await expect(lines).toHaveText(['4 apples', '1/2 cup sugar', '100 g butter']);
  const servings = page.getByRole('spinbutton', { name: 'Servings' });
  await expect(servings).toHaveValue('4');
  await servings.fill('8');
  await expect(lines).toHaveText(['8 apples', '1 cup sugar', '200 g butter']);
  await expect(page.getByRole('heading', { name: 'Nutrition per serving' })).toBeVisible();
  await expect(page.getByText('As given by the recipe’s website.', { exact: false })).toBeVisible();

  // Cook mode walks the steps.
  await page.getByRole('button', { name: 'Cook mode' }).click();
  await expect(page.getByTestId('cook-step')).toHaveText('Slice the apples.');
  await page.keyboard.press('Escape');

  // Notes and tags: a bad tag is refused with the text kept, then a good save persists.
  const notes = page.getByLabel('Notes', { exact: true });
  const tags = page.getByLabel('Tags', { exact: true });
  await notes.fill('Use Bramley apples.');
  await tags.fill(`dessert, ${'x'.repeat(51)}`);
  await page.getByRole('button', { name: 'Save notes and tags' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Tags can be at most 50 characters' }),
  ).toBeVisible();
  await expect(notes).toHaveValue('Use Bramley apples.');
  await tags.fill('dessert, autumn');
  await page.getByRole('button', { name: 'Save notes and tags' }).click();
  await expect(toast(page, 'Notes and tags saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Notes', { exact: true })).toHaveValue('Use Bramley apples.');
  await expect(page.getByLabel('Tags', { exact: true })).toHaveValue('dessert, autumn');
  await expect(page.getByTestId('saved-tags').getByRole('listitem')).toHaveText([
    'dessert',
    'autumn',
  ]);

  // Delete from the list, then undo: the same recipe (same id, notes kept) comes back.
  await page.goto('/saved-recipes');
  await page.getByRole('button', { name: 'Delete Basil Pesto' }).click();
  await expect(page.getByRole('link', { name: 'Basil Pesto', exact: true })).toHaveCount(0);
  const deleted = toast(page, 'Deleted "Basil Pesto"');
  await expect(deleted).toBeVisible();
  expect(
    ((await rest(session, 'saved_recipes?select=title&title=eq.Basil%20Pesto')) as unknown[])
      .length,
  ).toBe(0);
  await deleted.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('link', { name: 'Basil Pesto', exact: true })).toBeVisible();
  const back = (await rest(session, 'saved_recipes?select=id,title,tags&order=title.asc')) as {
    title: string;
    tags: string[];
  }[];
  expect(back.map((r) => r.title)).toEqual(['Apple Crumble', 'Basil Pesto', 'Chili con Carne']);
  expect(back[1]?.tags).toEqual(['quick', 'vegetarian']);

  // Delete from the detail page, leave without undoing: it is gone for good.
  await page.getByRole('link', { name: 'Chili con Carne', exact: true }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/saved-recipes$/);
  await expect(page.getByTestId('saved-count')).toHaveText('2 recipes');
  expect(((await rest(session, 'saved_recipes?select=id')) as unknown[]).length).toBe(2);
});

test('export as Larder JSON and schema.org JSON-LD', async ({ page }) => {
  const { session } = await signedInUser(page, 'saved-export');
  await seed(session);
  await page.goto('/saved-recipes');
  await expect(page.getByTestId('saved-count')).toHaveText('3 recipes');

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export (Larder JSON)' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^larder-saved-recipes-\d{4}-\d{2}-\d{2}\.json$/);
  const ours = JSON.parse(await readFile(await json.path(), 'utf8')) as {
    format: string;
    version: number;
    recipes: {
      title: string;
      tags: string[];
      ingredients: { text: string; group: string | null }[];
    }[];
  };
  expect(ours.format).toBe('larder-saved-recipes');
  expect(ours.version).toBe(1);
  expect(ours.recipes.map((r) => r.title).sort()).toEqual([
    'Apple Crumble',
    'Basil Pesto',
    'Chili con Carne',
  ]);
  const crumble = ours.recipes.find((r) => r.title === 'Apple Crumble');
  expect(crumble?.ingredients[2]).toMatchObject({ text: '100 g butter', group: 'Topping' });
  expect(JSON.stringify(ours)).not.toContain(session.userId);

  const [ld] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export (schema.org JSON-LD)' }).click(),
  ]);
  const recipes = JSON.parse(await readFile(await ld.path(), 'utf8')) as Record<string, unknown>[];
  const chili = recipes.find((r) => r.name === 'Chili con Carne');
  expect(chili).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    url: 'https://cooking.example/recipe-3',
    totalTime: 'PT2H',
    recipeYield: '6 servings',
    recipeIngredient: ['500 g minced beef', '1 can kidney beans'],
    recipeInstructions: [
      { '@type': 'HowToStep', text: 'Brown the beef.' },
      { '@type': 'HowToStep', text: 'Simmer with beans.' },
    ],
  });
});

test('import a JSON-LD file: a preview, a skip report, then the recipes are saved', async ({
  page,
}) => {
  const { session } = await signedInUser(page, 'saved-import');
  await seed(session);
  await page.goto('/saved-recipes');
  await expect(page.getByTestId('saved-count')).toHaveText('3 recipes');

  const file = {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebSite', name: 'Somewhere' },
      {
        '@type': 'Recipe',
        name: 'Lemon <b>Tart</b>',
        url: 'https://imported.example/lemon-tart',
        recipeYield: '8',
        totalTime: 'PT1H30M',
        recipeIngredient: ['3 lemons', '200 g sugar'],
        recipeInstructions: [{ '@type': 'HowToStep', text: 'Bake the tart.' }],
      },
      { '@type': 'Recipe', name: 'No Link Stew', recipeIngredient: ['1 onion'] },
      { '@type': 'Recipe', name: 'Apple Crumble again', url: 'https://cooking.example/recipe-1' },
    ],
  };
  await page.getByLabel('Import a recipe file (.json)').setInputFiles({
    name: 'recipes.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  const preview = page.getByTestId('import-preview');
  await expect(preview.getByText('1 recipe will be imported:')).toBeVisible();
  await expect(preview.getByTestId('import-ready').getByRole('listitem')).toHaveText([
    'Lemon Tart',
  ]);
  await expect(preview.getByTestId('import-skipped').getByRole('listitem')).toHaveText([
    '#2 "No Link Stew": no source URL',
    '#3 "Apple Crumble again": already in your saved recipes',
  ]);
  await preview.getByRole('button', { name: 'Import 1 recipe' }).click();
  await expect(toast(page, 'Imported 1 recipe')).toBeVisible();
  await expect(page.getByTestId('saved-count')).toHaveText('4 recipes');
  const rows = (await rest(session, 'saved_recipes?select=title,total_minutes,canonical_url')) as {
    title: string;
    canonical_url: string;
  }[];
  expect(rows.filter((r) => r.canonical_url.includes('imported'))).toEqual([
    {
      title: 'Lemon Tart',
      total_minutes: 90,
      canonical_url: 'https://imported.example/lemon-tart',
    },
  ]);

  // Broken JSON is reported, nothing is imported.
  await page.getByLabel('Import a recipe file (.json)').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"@type": "Recipe", "name": '),
  });
  await expect(preview.getByRole('alert')).toHaveText('The file is not valid JSON.');
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('saved-count')).toHaveText('4 recipes');
});

test('an unknown id, a malformed id and another user\'s recipe all show "Recipe not found"', async ({
  page,
}) => {
  const other = freshEmail('saved-other');
  await createConfirmedUser(other);
  const [theirs] = await seed(await apiSignIn(other));
  await signedInUser(page, 'saved-notfound');
  for (const id of [theirs?.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
    await page.goto(`/saved-recipe/${id}`);
    await expect(
      page.getByTestId('saved-not-found').getByRole('heading', { name: 'Recipe not found' }),
    ).toBeVisible();
  }
  await expect(page.getByText('Apple Crumble')).toHaveCount(0);
});

test('the list and a recipe work at 375 px in dark mode with no serious axe violations', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript(([key]) => localStorage.setItem(key, 'dark'), [THEME_KEY] as const);
  const { session } = await signedInUser(page, 'saved-a11y');
  const [crumble] = await seed(session);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/saved-recipes');
  await expect(page.getByTestId('saved-count')).toHaveText('3 recipes');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`/saved-recipe/${crumble?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Apple Crumble' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);
});
