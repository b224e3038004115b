import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { THEME_KEY, expectToast, seriousViolations, skipTourOffer, toast } from './helpers';
import { E2E_BASE_URL } from '../../playwright.config';
import {
  PASSWORD,
  createConfirmedUser,
  freshEmail,
  logoutButton,
  signInThroughUi,
} from './helpers-auth';

const DIARY_KEY = 'larder-nutrition-diary';
const ANON_KEY = 'sb_publishable_larder_local';

/** The user's REST API as any client reaches it (RLS applies): for seeding and reading back. */
async function restAs(email: string, path: string, init: RequestInit = {}): Promise<unknown> {
  const auth = await fetch(`${E2E_BASE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!auth.ok) throw new Error(`sign-in: HTTP ${auth.status} ${await auth.text()}`);
  const { access_token: token } = (await auth.json()) as { access_token: string };
  const res = await fetch(`${E2E_BASE_URL}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

function meal(page: Page, name: string) {
  return page
    .locator('section[data-meal]')
    .filter({ has: page.getByRole('heading', { name, level: 2 }) });
}

function entry(page: Page, name: string) {
  return page.locator(`li[data-entry="${name}"]`);
}

function total(page: Page, nutrient: string) {
  return page.locator(`li[data-nutrient="${nutrient}"]`).first();
}

async function openDiary(page: Page) {
  await skipTourOffer(page);
  await page.goto('/nutrition');
  await expect(page.getByRole('heading', { name: 'Nutrition', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Day totals' })).toBeVisible();
}

async function addFood(page: Page, mealName: string, query: string, food: string) {
  await page.getByRole('button', { name: `Add to ${mealName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Add to ${mealName}` });
  await dialog.getByLabel('Search foods').fill(query);
  await dialog
    .getByRole('button', { name: new RegExp(`^${food.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first()
    .click();
  return dialog;
}

test.describe.configure({ timeout: 90_000 });

test('a guest keeps a food diary: grams, household measures, quick entries, honest totals, goals, edits with undo, days, trends, CSV', async ({
  page,
}) => {
  await openDiary(page);
  await expect(page.getByText('Nothing logged on this day.')).toBeVisible();

  // A food by grams; bad amounts change nothing.
  let dialog = await addFood(page, 'Breakfast', 'banana', 'Bananas, raw');
  const amount = dialog.getByLabel('Amount');
  for (const [bad, message] of [
    ['-5', 'Enter an amount greater than zero.'],
    ['0', 'Enter an amount greater than zero.'],
    ['lots', 'Enter a number, like 150 or 1.5.'],
    ['99999', 'That is more than 5000 g. Enter at most 5000.'],
  ] as const) {
    await amount.fill(bad);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(message);
  }
  await amount.fill('120');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expectToast(page, 'Logged Bananas, raw to Breakfast');
  await expect(entry(page, 'Bananas, raw').locator('[data-amount]')).toHaveText('120 g');
  // 89 kcal per 100 g × 1.2; 5 % of the 2,000 kcal default goal.
  await expect(total(page, 'kcal').locator('[data-total]')).toHaveText('107 kcal');
  await expect(page.getByRole('progressbar', { name: /^Energy:/ })).toHaveAttribute(
    'aria-valuetext',
    '5% of goal',
  );

  // A food by household measure: 1 cup of whole milk = 244 g.
  dialog = await addFood(page, 'Lunch', 'milk', 'Milk, whole, 3.25% milkfat');
  await dialog.getByLabel('Unit').selectOption({ label: '1 cup (244 g)' });
  await expect(dialog.getByLabel('Amount')).toHaveValue('1');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    entry(page, 'Milk, whole, 3.25% milkfat, with added vitamin D').locator('[data-amount]'),
  ).toHaveText('1 cup (244 g)');
  // 106.8 + 148.84 kcal; the bar moved.
  await expect(total(page, 'kcal').locator('[data-total]')).toHaveText('256 kcal');
  await expect(page.getByRole('progressbar', { name: /^Energy:/ })).toHaveAttribute(
    'aria-valuetext',
    '13% of goal',
  );
  await expect(total(page, 'protein').locator('[data-total]')).toHaveText('9 g');

  // A search with no result offers a quick entry; the quick entry has no protein, so totals say "at least".
  await page.getByRole('button', { name: 'Add to Snacks' }).click();
  dialog = page.getByRole('dialog', { name: 'Add to Snacks' });
  await dialog.getByLabel('Search foods').fill('grandma flapjack');
  await expect(dialog.getByText('No food matches "grandma flapjack".')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add it as a quick entry' }).click();
  await expect(dialog.getByLabel('Name (optional)')).toHaveValue('grandma flapjack');
  await dialog.getByLabel('Calories (kcal)').fill('abc');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter a number, like 150 or 1.5.');
  await dialog.getByLabel('Calories (kcal)').fill('200');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expectToast(page, 'Logged grandma flapjack to Snacks');
  await expect(total(page, 'kcal').locator('[data-total]')).toHaveText('456 kcal');
  await expect(total(page, 'protein').locator('[data-total]')).toHaveText('at least 9 g');
  await expect(total(page, 'protein').locator('[data-missing]')).toHaveText(
    'Missing from: grandma flapjack',
  );

  // Goals from the calculator (formula shown): 10×80 + 6.25×180 − 5×30 + 5 = 1,780 × 1.2 = 2,136 kcal.
  await page.getByRole('button', { name: 'Edit goals' }).click();
  dialog = page.getByRole('dialog', { name: 'Daily goals' });
  await expect(dialog.locator('[data-formula]')).toContainText(
    'BMR = 10 × weight (kg) + 6.25 × height (cm)',
  );
  await dialog.getByLabel('Sex').selectOption('male');
  await dialog.getByLabel('Age (years)').fill('30');
  await dialog.getByLabel('Height (cm)').fill('180');
  await dialog.getByLabel('Weight (kg)').fill('80');
  await dialog.getByLabel('Activity').selectOption('sedentary');
  await dialog.getByRole('button', { name: 'Calculate' }).click();
  await expect(dialog.getByRole('status')).toContainText('About 2,136 kcal a day');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('progressbar', { name: /^Energy:/ })).toHaveAttribute(
    'aria-valuetext',
    '21% of goal',
  );

  // Edit an amount, then delete with undo.
  await page.getByRole('button', { name: 'Edit Bananas, raw' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Bananas, raw' });
  await dialog.getByLabel('Amount (g)').fill('240');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(entry(page, 'Bananas, raw').locator('[data-amount]')).toHaveText('240 g');
  await expect(total(page, 'kcal').locator('[data-total]')).toHaveText('562 kcal');
  await page.getByRole('button', { name: 'Delete Bananas, raw' }).click();
  await expect(entry(page, 'Bananas, raw')).toHaveCount(0);
  await toast(page, 'Deleted Bananas, raw').getByRole('button', { name: 'Undo' }).click();
  await expect(entry(page, 'Bananas, raw').locator('[data-amount]')).toHaveText('240 g');
  await expect(total(page, 'kcal').locator('[data-total]')).toHaveText('562 kcal');

  // The week chart (uPlot) and its table.
  await expect(page.locator('[data-trend-chart] canvas')).toBeVisible();
  await expect(page.locator('[data-trend-table] tbody tr')).toHaveCount(7);
  await expect(page.locator('[data-trend-table] tbody tr').last()).toContainText('562.4');
  // A nutrient's history on tap.
  await page.getByRole('button', { name: 'Protein: show its history' }).click();
  await expect(page.getByLabel('Nutrient')).toHaveValue('protein');
  await expect(page.locator('[data-trend-table] caption')).toContainText('Protein per day');
  await page.getByRole('button', { name: 'Month' }).click();
  await expect(page.locator('[data-trend-table] tbody tr')).toHaveCount(30);

  // CSV export of the last week.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv).toContain('Date,Meal,Item,Amount,Grams,Energy (kcal)');
  expect(csv).toContain('Breakfast,"Bananas, raw",240 g,240,213.6');
  expect(csv).toMatch(/,Total,,,,562\.44,/);

  // Other days are empty; Today comes back; the diary survives a reload.
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page).toHaveURL(/day=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByText('Nothing logged on this day.')).toBeVisible();
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(entry(page, 'grandma flapjack')).toBeVisible();
  await page.reload();
  await expect(entry(page, 'Bananas, raw').locator('[data-amount]')).toHaveText('240 g');
  await expect(page.getByRole('progressbar', { name: /^Energy:/ })).toHaveAttribute(
    'aria-valuetext',
    '26% of goal',
  );
});

test('"Log it" on a recipe page logs servings to today; a corrupted diary is ignored', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  // Corrupt the stored diary once (init scripts run on every navigation).
  await page.addInitScript(
    ([key]) => {
      if (sessionStorage.getItem('corrupted')) return;
      sessionStorage.setItem('corrupted', '1');
      localStorage.setItem(key, '{not json');
    },
    [DIARY_KEY] as const,
  );
  await skipTourOffer(page);
  await page.goto('/recipe/Classic%20Pancakes');
  await page.getByRole('button', { name: 'Log it' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log Classic Pancakes' });
  await dialog.getByLabel('Meal (to today)').selectOption('breakfast');
  await dialog.getByLabel('Servings').fill('0');
  await dialog.getByRole('button', { name: 'Log it' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter an amount greater than zero.');
  await dialog.getByLabel('Servings').fill('2');
  await dialog.getByRole('button', { name: 'Log it' }).click();
  await expectToast(page, 'Logged Classic Pancakes to Breakfast');
  expect(warnings.some((w) => w.includes('Ignoring the saved nutrition diary'))).toBe(true);

  await page.goto('/nutrition');
  await expect(entry(page, 'Classic Pancakes').locator('[data-amount]')).toHaveText('2 servings');
  await expect(meal(page, 'Breakfast')).toContainText('Classic Pancakes');
  // A recipe gives no vitamins or minerals: their totals say so instead of showing zero.
  await page.getByText('Vitamins and minerals').click();
  await expect(total(page, 'iron').locator('[data-total]')).toHaveText('at least 0 mg');
  await expect(total(page, 'iron').locator('[data-missing]')).toHaveText(
    'Missing from: Classic Pancakes',
  );
});

test('a drink is logged from its page, planned for today, and logged from the plan in one tap', async ({
  page,
}) => {
  await skipTourOffer(page);
  await page.goto('/bar-recipe/Negroni');
  await page.getByRole('button', { name: 'Log it' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log Negroni' });
  await expect(dialog.getByLabel('Meal (to today)')).toHaveValue('drink');
  await dialog.getByRole('button', { name: 'Log it' }).click();
  await expectToast(page, 'Logged Negroni to Drinks');
  await page.getByRole('button', { name: 'Add Negroni to plan' }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expectToast(page, 'Added Negroni to');

  await page.goto('/meal-prep');
  const planned = page.getByTestId('plan-entry').filter({ hasText: 'Negroni' });
  await expect(planned.getByRole('link', { name: 'Negroni' })).toHaveAttribute(
    'href',
    '/bar-recipe/Negroni',
  );
  await planned.getByRole('button', { name: "Log it: Negroni to today's drinks" }).click();
  await expectToast(page, 'Logged Negroni to Drinks');

  await page.goto('/nutrition');
  const drinks = meal(page, 'Drinks').locator('li[data-entry="Negroni"]');
  await expect(drinks).toHaveCount(2);
  // The diary offers today's plan too: one more tap, one more drink.
  await page
    .getByTestId('plan-today')
    .getByRole('button', { name: "Log it: Negroni to today's drinks" })
    .click();
  await expect(drinks).toHaveCount(3);
});

test('signed in, the diary is kept in the account and reaches a second browser', async ({
  page,
  browser,
}) => {
  const email = freshEmail('diary');
  await createConfirmedUser(email);
  await skipTourOffer(page);
  await signInThroughUi(page, email);
  await openDiary(page);
  await expect(page.getByText('Nothing logged on this day.')).toBeVisible();
  const dialog = await addFood(page, 'Dinner', 'olive oil', 'Oil, olive, salad or cooking');
  await dialog.getByLabel('Unit').selectOption({ label: '1 tablespoon (13.5 g)' });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(entry(page, 'Oil, olive, salad or cooking').locator('[data-amount]')).toHaveText(
    '1 tablespoon (13.5 g)',
  );

  // Goals are kept in the account too.
  await page.getByRole('button', { name: 'Edit goals' }).click();
  const goals = page.getByRole('dialog', { name: 'Daily goals' });
  await goals.getByRole('button', { name: 'Use Lighter day (1,600 kcal)' }).click();
  await goals.getByRole('button', { name: 'Save' }).click();
  await expect(total(page, 'kcal')).toContainText('/ 1,600 kcal');

  const other = await browser.newContext();
  const second = await other.newPage();
  await skipTourOffer(second);
  await signInThroughUi(second, email);
  await openDiary(second);
  await expect(entry(second, 'Oil, olive, salad or cooking').locator('[data-amount]')).toHaveText(
    '1 tablespoon (13.5 g)',
  );
  await expect(total(second, 'kcal')).toContainText('/ 1,600 kcal');
  // A change on the second device shows on the first when it comes back into focus.
  await second.getByRole('button', { name: 'Delete Oil, olive, salad or cooking' }).click();
  await expect(entry(second, 'Oil, olive, salad or cooking')).toHaveCount(0);
  await expect(second.getByText('Nothing logged on this day.')).toBeVisible();
  await expect
    .poll(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      return entry(page, 'Oil, olive, salad or cooking').count();
    })
    .toBe(0);
  await other.close();
});

test('the diary at 375 px has no serious axe violations in light and dark', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const theme of ['light', 'dark'] as const) {
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      THEME_KEY,
      theme,
    ] as const);
    await openDiary(page);
    if (theme === 'light') {
      const dialog = await addFood(page, 'Dinner', 'egg', 'Egg, whole, raw, fresh');
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      // The app's toast fades in and out; axe reads the page once it has gone.
      await expectToast(page, 'Logged Egg, whole, raw, fresh to Dinner');
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    }
    await expect(entry(page, 'Egg, whole, raw, fresh')).toBeVisible();
    await expect(page.locator('[data-trend-chart] canvas')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add to Lunch' }).click();
    await page
      .getByRole('dialog', { name: 'Add to Lunch' })
      .getByLabel('Search foods')
      .fill('rice');
    await expect(page.getByRole('button', { name: /^Rice, / }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  }
});

test('a guest logs a barcode product found by its digits or its name; saved recipes need an account', async ({
  page,
}) => {
  await openDiary(page);
  await page.getByRole('button', { name: 'Add to Breakfast' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Breakfast' });
  await dialog.getByRole('tab', { name: 'Recipes' }).click();
  await expect(dialog.getByText('Sign in to log your saved recipes.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');

  await dialog.getByRole('tab', { name: 'Products' }).click();
  const search = dialog.getByLabel('Product name or barcode');
  await search.fill('4273 37');
  await expect(dialog.getByRole('status')).toHaveText(
    'A barcode has 8, 12, 13 or 14 digits. Keep typing.',
  );
  await search.fill('427337000014');
  await expect(dialog.getByRole('alert')).toHaveText('Barcode check digit does not match');
  await search.fill('036000291452');
  await expect(dialog.getByRole('status')).toContainText(
    'No product with barcode 036000291452 in the product table.',
  );
  // Pasted with a space and a hyphen, as printed under the bars.
  await search.fill('4 27337-000051');
  await dialog.getByRole('button', { name: /^Salted Butter 250 g/ }).click();
  await expect(dialog.getByText('Barcode 427337000051.', { exact: false })).toBeVisible();
  await dialog.getByLabel('Unit').selectOption({ label: '1 tbsp (14.2 g)' });
  await dialog.getByLabel('Amount').fill('-1');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter an amount greater than zero.');
  await dialog.getByLabel('Amount').fill('1');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expectToast(page, 'Logged Salted Butter 250 g to Breakfast');
  await expect(entry(page, 'Salted Butter 250 g').locator('[data-amount]')).toHaveText(
    '1 tbsp (14.2 g)',
  );
  // 717 kcal per 100 g × 0.142.
  await expect(total(page, 'kcal').locator('[data-total]')).toHaveText('102 kcal');

  // By name, by grams.
  await page.getByRole('button', { name: 'Add to Lunch' }).click();
  const lunch = page.getByRole('dialog', { name: 'Add to Lunch' });
  await lunch.getByRole('tab', { name: 'Products' }).click();
  await lunch.getByLabel('Product name or barcode').fill('whole milk');
  await lunch.getByRole('button', { name: /^Whole Milk 1 L/ }).click();
  await lunch.getByLabel('Amount').fill('250');
  await lunch.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(entry(page, 'Whole Milk 1 L').locator('[data-amount]')).toHaveText('250 g');
  await expect(total(page, 'kcal').locator('[data-total]')).toHaveText('254 kcal');
  // The product table gives no minerals: the total says "at least", naming the products.
  await page.getByText('Vitamins and minerals').click();
  await expect(total(page, 'calcium').locator('[data-total]')).toHaveText('at least 0 mg');
  await expect(total(page, 'calcium').locator('[data-missing]')).toHaveText(
    'Missing from: Salted Butter 250 g, Whole Milk 1 L',
  );
  // Kept on the device with its barcode.
  const stored = await page.evaluate((key) => localStorage.getItem(key), DIARY_KEY);
  expect(stored).toContain('"productCode":"427337000051"');
});

test('signed in, a saved recipe is logged from the Recipes tab with its per-serving nutrition', async ({
  page,
}) => {
  const email = freshEmail('diary-saved');
  await createConfirmedUser(email);
  const [profile] = (await restAs(email, 'profiles?select=id')) as { id: string }[];
  const userId = profile?.id;
  expect(userId).toBeTruthy();
  await restAs(email, 'saved_recipes', {
    method: 'POST',
    body: JSON.stringify([
      {
        user_id: userId,
        title: 'Grandma’s Apple Crumble',
        url: 'https://cooking.example/crumble',
        canonical_url: 'https://cooking.example/crumble',
        yields: '4 servings',
        ingredients: [],
        nutrition: { calories: '320 kcal', proteinContent: '3 g' },
      },
    ]),
  });
  await skipTourOffer(page);
  await signInThroughUi(page, email);
  await openDiary(page);
  await page.getByRole('button', { name: 'Add to Dinner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Dinner' });
  await dialog.getByRole('tab', { name: 'Recipes' }).click();
  const own = dialog.getByRole('list', { name: 'Your saved recipes' });
  await own.getByRole('button', { name: /^Grandma’s Apple Crumble/ }).click();
  await expect(dialog.getByText('320 kcal per serving')).toBeVisible();
  await dialog.getByLabel('Servings').fill('1.5');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expectToast(page, 'Logged Grandma’s Apple Crumble to Dinner');
  await expect(entry(page, 'Grandma’s Apple Crumble').locator('[data-amount]')).toHaveText(
    '1.5 servings',
  );
  await expect(total(page, 'kcal').locator('[data-total]')).toHaveText('480 kcal');
  // The page gave no fat: "at least", never a silent zero.
  await expect(total(page, 'fat').locator('[data-total]')).toHaveText('at least 0 g');
  const rows = (await restAs(
    email,
    'nutrition_logs?select=entry_kind,saved_recipe_id,servings,calories',
  )) as { entry_kind: string; saved_recipe_id: string; servings: number; calories: number }[];
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ entry_kind: 'saved-recipe', servings: 1.5, calories: 480 });
});

test('a guest diary is carried into a new account at the first sign-in, once, and the device copy is cleared', async ({
  page,
}) => {
  await openDiary(page);
  let dialog = await addFood(page, 'Breakfast', 'banana', 'Bananas, raw');
  await dialog.getByLabel('Amount').fill('120');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(entry(page, 'Bananas, raw')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Snacks' }).click();
  dialog = page.getByRole('dialog', { name: 'Add to Snacks' });
  await dialog.getByRole('tab', { name: 'Products' }).click();
  await dialog.getByLabel('Product name or barcode').fill('427337000051');
  await dialog.getByRole('button', { name: /^Salted Butter 250 g/ }).click();
  await dialog.getByLabel('Amount').fill('10');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(entry(page, 'Salted Butter 250 g')).toBeVisible();

  const email = freshEmail('diary-carry');
  await createConfirmedUser(email);
  await signInThroughUi(page, email);
  await openDiary(page);
  await expect(entry(page, 'Bananas, raw').locator('[data-amount]')).toHaveText('120 g');
  await expect(entry(page, 'Salted Butter 250 g').locator('[data-amount]')).toHaveText('10 g');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DIARY_KEY)).toBeNull();
  const rows = async () =>
    (await restAs(email, 'nutrition_logs?select=food_name,product_code&order=food_name')) as {
      food_name: string;
    }[];
  expect(await rows()).toEqual([
    { food_name: 'Bananas, raw', product_code: null },
    { food_name: 'Salted Butter 250 g', product_code: '427337000051' },
  ]);

  // Again (a reload, another sign-in): nothing is added twice.
  await page.reload();
  await expect(entry(page, 'Bananas, raw')).toHaveCount(1);
  expect(await rows()).toHaveLength(2);

  // Signed out, this device's guest diary is empty: the entries live in the account.
  await logoutButton(page).click();
  await expect(page).toHaveURL(/\/logout-feedback$/);
  await openDiary(page);
  await expect(page.getByText('Nothing logged on this day.')).toBeVisible();
  await signInThroughUi(page, email);
  await openDiary(page);
  await expect(entry(page, 'Bananas, raw')).toHaveCount(1);
  expect(await rows()).toHaveLength(2);
});
