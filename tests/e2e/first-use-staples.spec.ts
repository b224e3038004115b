import { expect, test, type Page } from '@playwright/test';
import { KITCHEN_KEY, openKitchen } from './helpers';

/** Issue "first use", point 6: what is assumed is said, and each staple can be turned off. */

const PANCAKES = 'Classic Pancakes';
const PANCAKE_KITCHEN = ['butter', 'eggs', 'flour', 'milk', 'sugar'];

async function withKitchen(page: Page, ingredients: string[]) {
  await page.addInitScript(
    ([key, value]) => {
      if (!window.sessionStorage.getItem('e2e-seeded')) {
        window.localStorage.setItem(key, value);
        window.sessionStorage.setItem('e2e-seeded', '1');
      }
    },
    [KITCHEN_KEY, JSON.stringify({ ingredients, templates: [], recentIngredients: [] })] as const,
  );
}

function pancakeCard(page: Page) {
  return page.getByTestId('recipe-card').filter({
    has: page.getByRole('link', { name: PANCAKES, exact: true }),
  });
}

async function cook(page: Page) {
  await page.getByRole('button', { name: "Let's Cook!" }).click();
  await expect(page).toHaveURL(/\/recipe-results$/);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 812 } });

    test('the results and the recipe say which staples are assumed', async ({ page }) => {
      await withKitchen(page, PANCAKE_KITCHEN);
      await openKitchen(page);
      await cook(page);
      await expect(page.getByTestId('assumed-staples')).toHaveText(
        'These results assume salt, black pepper and water. Change staples',
      );
      await expect(pancakeCard(page).getByText('Can make now')).toBeVisible();
      await pancakeCard(page).getByRole('link', { name: PANCAKES, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: PANCAKES })).toBeVisible();
      await expect(page.getByTestId('assumed-staples')).toContainText('Assumes salt');
      const salt = page
        .getByTestId('ingredient-lines')
        .getByRole('listitem')
        .filter({ hasText: /salt/i });
      await expect(
        salt.getByRole('img', { name: 'Assumed: a staple every kitchen has' }),
      ).toBeVisible();
      await expect(salt.getByRole('img', { name: 'You have this' })).toHaveCount(0);
      await expect(salt).toContainText('(assumed)');

      // "Change staples" leads to the setting.
      await page
        .getByTestId('assumed-staples')
        .getByRole('link', { name: 'Change staples' })
        .click();
      await expect(
        page.getByRole('region', { name: 'Staples Larder assumes you have' }),
      ).toBeInViewport();
    });

    test('turning salt off makes Classic Pancakes miss salt, and the setting is kept', async ({
      page,
    }) => {
      await withKitchen(page, PANCAKE_KITCHEN);
      await openKitchen(page);
      const staples = page.getByRole('region', { name: 'Staples Larder assumes you have' });
      const salt = staples.getByRole('checkbox', { name: 'salt' });
      await expect(salt).toBeChecked();
      await salt.uncheck();
      await page.reload();
      await expect(staples.getByRole('checkbox', { name: 'salt' })).not.toBeChecked();
      await expect(staples.getByRole('checkbox', { name: 'water' })).toBeChecked();

      await cook(page);
      await expect(page.getByTestId('assumed-staples')).toHaveText(
        'These results assume black pepper and water. Change staples',
      );
      await expect(pancakeCard(page).getByText('1 missing: salt')).toBeVisible();
      await pancakeCard(page).getByRole('link', { name: PANCAKES, exact: true }).click();
      const line = page
        .getByTestId('ingredient-lines')
        .getByRole('listitem')
        .filter({ hasText: /salt/i });
      await expect(line.getByRole('img', { name: 'Not in your kitchen' })).toBeVisible();
      await expect(page.getByTestId('assumed-staples')).toHaveCount(0);
    });
  });
}
