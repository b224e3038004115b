/**
 * Recipes that only the recipes table holds: large corpora answer summaries (card and match data,
 * no ingredients or steps), and the recipe page reads the rest from the table when it opens.
 * The recipe is added as the e2e admin (row-level security lets admins add recipes).
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { KITCHEN_KEY, skipTourOffer } from './helpers';
import { E2E_ADMIN } from './helpers-auth';

// page.route() cannot see requests a service worker answers.
test.use({ serviceWorkers: 'block' });

const ANON_KEY = 'sb_publishable_larder_local';
const RUN = Date.now().toString(36);
const SLUG = `sumac-bulgur-bowl-${RUN}`;
const TITLE = `Sumac Bulgur Bowl ${RUN}`;
const KITCHEN = ['bulgur', 'pistachios', 'tahini'];
const STEPS = [
  'Pour boiling water over the bulgur, cover and leave for 15 minutes.',
  'Fluff with a fork, spoon over the tahini and scatter the pistachios and sumac on top.',
];

const ROW = {
  slug: SLUG,
  title: TITLE,
  description: 'Nutty bulgur under a tangy sumac crust.',
  servings: 2,
  prep_minutes: 5,
  cook_minutes: 15,
  total_minutes: 20,
  cuisine: 'middle-eastern',
  meal_type: 'lunch',
  diet_tags: ['vegan'],
  equipment: ['bowl', 'fork'],
  ingredients: [
    { key: 'bulgur', quantity: 150, unit: 'g', text: '150 g bulgur' },
    { key: 'pistachio', quantity: 2, unit: 'tbsp', text: '2 tbsp pistachio' },
    { key: 'tahini', quantity: 3, unit: 'tbsp', text: '3 tbsp tahini' },
    { key: 'sumac', quantity: 1, unit: 'tsp', text: '1 tsp sumac' },
  ],
  ingredient_keys: ['bulgur', 'pistachio', 'tahini', 'sumac'],
  steps: STEPS,
  nutrition: { kcal: 420, protein: 12 },
  source: 'e2e',
};

/** The recipe as a large corpus's search answers it: no description, equipment, ingredients, steps or nutrition. */
const SUMMARY = {
  id: SLUG,
  slug: SLUG,
  title: TITLE,
  servings: 2,
  prepMinutes: 5,
  cookMinutes: 15,
  totalMinutes: 20,
  cuisine: 'middle-eastern',
  mealType: 'lunch',
  dietTags: ['vegan'],
  imageUrl: null,
  source: 'e2e',
  used: ['bulgur', 'pistachio', 'tahini'],
  missing: ['sumac'],
  usedNames: ['bulgur', 'pistachio', 'tahini'],
  missingNames: ['sumac'],
  missingCount: 1,
  canMake: false,
  score: 0.75,
  usedShare: 0.75,
  ai: false,
  summary: true,
};

async function adminRest(path: string, init: RequestInit = {}): Promise<Response> {
  const auth = await fetch(`${E2E_BASE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  });
  if (!auth.ok) throw new Error(`admin sign-in: HTTP ${auth.status} ${await auth.text()}`);
  const { access_token: token } = (await auth.json()) as { access_token: string };
  return fetch(`${E2E_BASE_URL}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
  });
}

test.beforeAll(async () => {
  const added = await adminRest('recipes', { method: 'POST', body: JSON.stringify(ROW) });
  if (!added.ok) throw new Error(`adding the recipe: HTTP ${added.status} ${await added.text()}`);
});

test.afterAll(async () => {
  await adminRest(`recipes?slug=eq.${SLUG}`, { method: 'DELETE' });
});

/** Results holding the summary only, for a kitchen without sumac, then its card opened. */
async function openFromResults(page: Page) {
  await skipTourOffer(page);
  await page.addInitScript(
    ([key, kitchen]) =>
      window.localStorage.setItem(
        key,
        JSON.stringify({ ingredients: kitchen, templates: [], recentIngredients: [] }),
      ),
    [KITCHEN_KEY, KITCHEN] as const,
  );
  await page.goto('/recipe-results');
  await page.evaluate(
    ([summary, kitchen]) => {
      sessionStorage.setItem('currentRecipes', JSON.stringify([summary]));
      sessionStorage.setItem(
        'larder-current-search',
        JSON.stringify({ ingredients: kitchen, barcodes: [], offline: false }),
      );
    },
    [SUMMARY, KITCHEN] as const,
  );
  await page.reload();
  await page.getByRole('link', { name: TITLE, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
}

function ingredientLine(page: Page, text: string) {
  return page.locator('li', { has: page.getByTestId('ingredient-line').getByText(text) });
}

async function expectFullRecipe(page: Page) {
  await expect(page.getByTestId('ingredient-line')).toHaveText([
    '150 g bulgur',
    '2 tbsp pistachio',
    '3 tbsp tahini',
    '1 tsp sumac',
  ]);
  await expect(page.getByRole('heading', { name: 'Steps' })).toBeVisible();
  for (const step of STEPS) await expect(page.getByText(step)).toBeVisible();
  await expect(page.getByText('Nutty bulgur under a tangy sumac crust.')).toBeVisible();
}

test('a recipe only the recipes table holds opens directly at /recipe/{title}', async ({
  page,
}) => {
  await skipTourOffer(page);
  await page.goto(`/recipe/${encodeURIComponent(TITLE)}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expectFullRecipe(page);
  await expect(page.getByText('Equipment:')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nutrition per serving' })).toBeVisible();
  await page.getByRole('button', { name: 'Cook mode' }).click();
  await expect(page.getByTestId('cook-step')).toContainText(STEPS[0] ?? '');
});

test('a summary from the results shows its ingredients and steps after loading, sumac marked missing', async ({
  page,
}) => {
  await openFromResults(page);
  await expectFullRecipe(page);
  await expect(
    ingredientLine(page, '1 tsp sumac').getByRole('img', { name: 'Not in your kitchen' }),
  ).toBeVisible();
  await expect(
    ingredientLine(page, '150 g bulgur').getByRole('img', { name: 'You have this' }),
  ).toBeVisible();
  // scaling works on the details as on any recipe
  await page.getByRole('spinbutton', { name: 'Servings' }).fill('4');
  await expect(page.getByTestId('ingredient-line').first()).toHaveText('300 g bulgur');
});

test('when the details cannot be read, the summary shows an error and Retry loads them', async ({
  page,
}) => {
  await page.route('**/rest/v1/recipes?**', (route) => route.abort('internetdisconnected'));
  await openFromResults(page);
  const error = page.getByRole('alert').filter({
    hasText:
      "Couldn't load this recipe's ingredients and steps. Check your connection and try again.",
  });
  await expect(error).toBeVisible();
  await expect(page.getByTestId('ingredient-line')).toHaveCount(0);
  await expect(page.getByText('Total: 20 min')).toBeVisible();
  await page.unroute('**/rest/v1/recipes?**');
  await error.getByRole('button', { name: 'Retry' }).click();
  await expectFullRecipe(page);
  await expect(error).toHaveCount(0);
});
