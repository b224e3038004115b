import { expect, test, type Page } from '@playwright/test';
import { ingredientBox, KITCHEN_KEY, openKitchen, TOUR_SEEN_KEY } from './helpers';

const PHONE = { width: 412, height: 823 };

/** The app's code never arrives: what the page shows is the HTML alone. */
async function withoutTheApp(page: Page) {
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
}

/** Sums the page's layout shifts (the CLS a visitor would feel), read once the page has settled. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        w.__shift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.describe('a first visit on a phone', () => {
  test.use({ viewport: PHONE });

  test("the bar, the kitchen, saved recipes and the library's recipes are in the HTML, before any script runs", async ({
    page,
  }) => {
    await withoutTheApp(page);
    await page.goto(`/recipe/${encodeURIComponent('Classic Pancakes')}`);
    // The copy is hidden from assistive technology, so it is found by its markup and text.
    await expect(page.locator('#prerendered h1')).toHaveText('Classic Pancakes');
    await expect(page.getByText('Ingredients', { exact: true })).toBeVisible();
    await page.goto('/bar');
    await expect(page.getByText('Your shelf is empty', { exact: true })).toBeVisible();
    await page.goto('/saved-recipes');
    await expect(page.getByText('Sign in to see your saved recipes')).toBeVisible();
    await page.goto('/');
    await expect(
      page.getByText("Decide what's for dinner with what's already in your kitchen.", {
        exact: true,
      }),
    ).toBeVisible();
    // A first-time visitor is offered the tour, so the page shows its first step too.
    await expect(page.getByText('Welcome to Larder!')).toBeVisible();
    // The copy cannot be used: it is inert and hidden from assistive technology.
    await expect(page.getByRole('combobox', { name: 'Add ingredients' })).toHaveCount(0);
  });

  test('the app takes over without a shift and works: a bottle goes on the shelf', async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto('/bar');
    expect(await response?.text()).toContain('id="prerendered"');
    await expect(page.locator('html')).toHaveAttribute('data-prerender', 'matched');
    await expect(page.locator('#prerendered')).toHaveCount(0);
    const box = page.getByRole('combobox', { name: 'Add bottles' });
    await box.fill('gin');
    await box.press('Enter');
    await expect(page.getByTestId('shelf-count')).toHaveText('(1 bottle)');
    expect(
      await page.evaluate(() => (window as unknown as { __shift: number }).__shift),
    ).toBeLessThan(0.01);
    expect(errors).toEqual([]);
  });

  test('the kitchen takes over with the tour open, and the tour works', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-prerender', 'matched');
    await expect(page.locator('#prerendered')).toHaveCount(0);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Welcome to Larder!');
    await dialog.getByRole('button', { name: 'Skip' }).click();
    await expect(dialog).toHaveCount(0);
    await ingredientBox(page).fill('eggs');
    await ingredientBox(page).press('Enter');
    await expect(page.getByRole('list', { name: 'Your Kitchen' })).toContainText('eggs');
  });

  test('a library recipe takes over without a shift, and its servings work', async ({ page }) => {
    await recordLayoutShifts(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto(`/recipe/${encodeURIComponent('Classic Pancakes')}`);
    expect(await response?.text()).toContain('id="prerendered"');
    await expect(page.locator('html')).toHaveAttribute('data-prerender', 'matched');
    const servings = page.getByRole('spinbutton', { name: 'Servings' });
    const before = await servings.inputValue();
    await page.getByRole('button', { name: 'More servings' }).click();
    await expect(servings).toHaveValue(String(Number(before) + 1));
    expect(
      await page.evaluate(() => (window as unknown as { __shift: number }).__shift),
    ).toBeLessThan(0.01);
    expect(errors).toEqual([]);
  });

  test('a returning visitor never sees the copy: their page is not the first-visit one', async ({
    page,
  }) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, '1'), TOUR_SEEN_KEY);
    await withoutTheApp(page);
    await page.goto('/bar');
    await expect(page.locator('html')).toHaveClass(/prerender-skip/);
    await expect(page.getByText('Your shelf is empty', { exact: true })).toBeHidden();
  });
});

/** Fills the kitchen and presses "Let's Cook!": the results are on screen. */
async function search(page: Page) {
  await page.addInitScript(
    ([key, kitchen]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, kitchen);
    },
    [
      KITCHEN_KEY,
      JSON.stringify({
        ingredients: ['eggs', 'flour', 'milk', 'butter', 'sugar'],
        templates: [],
        recentIngredients: [],
      }),
    ] as const,
  );
  await openKitchen(page);
  await page.getByRole('button', { name: "Let's Cook!" }).click();
  await expect(page.getByRole('link', { name: 'Classic Pancakes', exact: true })).toBeVisible();
}

test.describe('a reload of the results', () => {
  test.use({ viewport: PHONE });
  // page.route() cannot see requests a service worker answers; the next describe has one.
  test.use({ serviceWorkers: 'block' });

  test('paints them as they first showed, before any script runs, and the app takes over', async ({
    page,
  }) => {
    await search(page);
    await withoutTheApp(page);
    await page.reload();
    await expect(page.locator('#prerendered')).toContainText('Classic Pancakes');
    await expect(page.getByText('Recipe results', { exact: true })).toBeVisible();

    await page.unrouteAll();
    await recordLayoutShifts(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-prerender', 'matched');
    await expect(page.locator('#prerendered')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { __shift: number }).__shift),
    ).toBeLessThan(0.01);
    await page.getByRole('link', { name: 'Classic Pancakes', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Classic Pancakes' })).toBeVisible();
  });

  test('with a filter applied, a reload waits for the app: the kept page is not what it shows', async ({
    page,
  }) => {
    await search(page);
    await page.getByRole('searchbox', { name: 'Search recipes' }).fill('pancakes');
    await withoutTheApp(page);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/prerender-skip/);
    await expect(page.getByText('Recipe results', { exact: true })).toBeHidden();
  });
});

test.describe('a reload of the results with the service worker in control', () => {
  test.use({ viewport: PHONE });

  test('paints them from the kept page, online and offline', async ({ page, context }) => {
    await search(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await expect(page.getByRole('link', { name: 'Classic Pancakes', exact: true })).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-prerender', 'matched');
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-prerender', 'matched');
    await expect(page.getByRole('link', { name: 'Classic Pancakes', exact: true })).toBeVisible();
    await context.setOffline(false);
  });
});

test('a wide screen gets the app as before: the copy is a phone layout', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await withoutTheApp(page);
  await page.goto('/bar');
  await expect(page.locator('html')).toHaveClass(/prerender-skip/);
  await expect(page.getByText('Your shelf is empty', { exact: true })).toBeHidden();
});

test('a page that is not prerendered is the app as before', async ({ request }) => {
  const html = await (await request.get('/meal-prep')).text();
  expect(html).not.toContain('id="prerendered"');
  expect(html).toContain('<div id="root"></div>');
});
