/**
 * A recipe page opened by its link reads that one recipe (a small file the build writes per library
 * recipe), not the whole bundled library; when the file cannot be read, the library still answers.
 */
import { expect, test, type Page } from '@playwright/test';
import { skipTourOffer } from './helpers';

// page.route() cannot see requests a service worker answers.
test.use({ serviceWorkers: 'block' });

const TITLE = 'Classic Pancakes';

function requested(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

async function expectRecipe(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText('flour', { exact: false }).first()).toBeVisible();
}

test('opening /recipe/{title} from a link reads that recipe alone, not the whole library', async ({
  page,
}) => {
  const paths = requested(page);
  await skipTourOffer(page);
  await page.goto(`/recipe/${encodeURIComponent(TITLE)}`);
  await expectRecipe(page);
  expect(paths).toContain('/recipe-data/classic-pancakes.json');
  expect(paths.filter((path) => /\/offline-library-[^/]+\.js$/.test(path))).toEqual([]);
});

test('when the recipe file cannot be read, the bundled library shows the recipe', async ({
  page,
}) => {
  const paths = requested(page);
  await page.route('**/recipe-data/**', (route) => route.abort());
  await skipTourOffer(page);
  await page.goto(`/recipe/${encodeURIComponent(TITLE)}`);
  await expectRecipe(page);
  expect(paths.some((path) => /\/offline-library-[^/]+\.js$/.test(path))).toBe(true);
});

test('a title that only shares a recipe file name is not that recipe', async ({ page }) => {
  await skipTourOffer(page);
  await page.goto(`/recipe/${encodeURIComponent('Classic Pancakes!!')}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
