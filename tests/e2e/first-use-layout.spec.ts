import { expect, test, type Page } from '@playwright/test';
import { KITCHEN_KEY, expectToast, openKitchen, skipTourOffer } from './helpers';
import { E2E_ADMIN, gotoAuth } from './helpers-auth';

/** Issue "first use", point 5: layouts hold at phone and desktop widths. */

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

/** How far the page scrolls sideways (0 when it fits the window). */
function sideways(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Visible elements that stick out of the window at the sides (cut off even when nothing scrolls). */
function cutOff(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      // Inside a box that scrolls sideways on purpose (a carousel, a wide table): not cut off.
      let scroller = el.parentElement;
      while (scroller && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowX))
        scroller = scroller.parentElement;
      if (scroller) continue;
      if (rect.right > width + 1 || rect.left < -1) {
        out.push(
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} [${Math.round(rect.left)}, ${Math.round(rect.right)}]`,
        );
      }
    }
    return out.slice(0, 5);
  });
}

async function expectNoSideways(page: Page, state: string) {
  expect(await sideways(page), `${state} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await cutOff(page), `${state} cuts content off at the sides`).toEqual([]);
}

for (const width of [360, 375, 768, 1280]) {
  test(`no page scrolls sideways at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    await withKitchen(page, PANCAKE_KITCHEN);
    await openKitchen(page);
    await expectNoSideways(page, 'the kitchen');

    const source = page.getByRole('combobox', { name: 'Ingredient source' });
    if (await source.isVisible()) await source.selectOption('Predefined Lists');
    else await page.getByRole('tab', { name: 'Predefined Lists' }).click();
    await expect(page.getByText('Breakfast Staples').first()).toBeVisible();
    await expectNoSideways(page, 'the kitchen with Predefined Lists');

    await page.getByRole('button', { name: "Let's Cook!" }).click();
    await expect(page).toHaveURL(/\/recipe-results$/);
    await expect(page.getByTestId('recipe-card').first()).toBeVisible();
    await expectNoSideways(page, 'the results');

    await page.getByRole('link', { name: 'Classic Pancakes', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Classic Pancakes' })).toBeVisible();
    await expectNoSideways(page, 'a recipe');

    for (const path of [
      '/shopping-suggestions',
      '/auth',
      '/saved-recipes',
      '/profile',
      '/logout-feedback',
      '/bar',
      '/nowhere',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSideways(page, path);
    }
  });
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the results scroll with the page, not in a box of their own', async ({ page }) => {
      await withKitchen(page, PANCAKE_KITCHEN);
      await skipTourOffer(page);
      await openKitchen(page);
      await page.getByRole('button', { name: "Let's Cook!" }).click();
      await expect(page.getByTestId('recipe-card').first()).toBeVisible();
      const inner = await page.evaluate(
        () =>
          [...document.querySelectorAll('main *')].filter((el) => {
            const style = getComputedStyle(el);
            return /(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
          }).length,
      );
      expect(inner).toBe(0);
      // The page itself is taller than the window, and cards further down come into view on scroll.
      const cards = page.getByTestId('recipe-card');
      expect(await cards.count()).toBeGreaterThan(2);
      await page.mouse.wheel(0, 2000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });

    test('on the kitchen, adding an ingredient visibly changes the list the user sees', async ({
      page,
    }) => {
      await openKitchen(page);
      await page.getByRole('combobox', { name: 'Add ingredients' }).fill('lemons');
      await page.getByRole('combobox', { name: 'Add ingredients' }).press('Escape');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const chip = page
        .getByRole('list', { name: 'Your Kitchen' })
        .getByRole('button', { name: 'Remove lemons' });
      await expect(chip).toBeInViewport();
    });

    test("an admin's header keeps the whole title on one line; the profile avatar is round", async ({
      page,
    }) => {
      await skipTourOffer(page);
      await gotoAuth(page);
      await page.getByLabel('Email').fill(E2E_ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expectToast(page, 'Login Successful');
      const title = page.getByRole('banner').getByRole('link', { name: 'Larder home' });
      await expect(title).toBeVisible();
      if (width >= 768) {
        await expect(
          page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin Panel' }),
        ).toBeVisible();
      }
      const titleText = title.locator('span');
      expect(await titleText.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const items = page
        .getByRole('navigation', { name: 'Main' })
        .locator(':scope > a, :scope > button');
      for (const height of await items.evaluateAll((els) =>
        els.map((el) => el.getBoundingClientRect().height),
      ))
        expect(height).toBeLessThanOrEqual(44);

      await page.goto('/profile');
      const avatar = page.getByTestId('avatar-placeholder');
      await expect(avatar).toBeVisible();
      const box = await avatar.boundingBox();
      expect(box && Math.abs(box.width - box.height) < 1).toBe(true);
    });
  });
}
