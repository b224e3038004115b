import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const KITCHEN_KEY = 'larder-kitchen';
export const THEME_KEY = 'larder-theme';
export const TOUR_SEEN_KEY = 'larder-tour-seen';

/** Marks the tutorial as already offered, so it does not cover the page. */
export async function skipTourOffer(page: Page) {
  await page.addInitScript((key) => window.localStorage.setItem(key, '1'), TOUR_SEEN_KEY);
}

export function ingredientBox(page: Page) {
  return page.getByRole('combobox', { name: 'Add ingredients' });
}

export function kitchenList(page: Page) {
  return page.getByRole('list', { name: 'Your Kitchen' });
}

/**
 * Proves the tutorial is not offered, without a fixed sleep: the page's fake clock (install it with
 * `page.clock.install()` before the page loads) runs past the offer's 400 ms delay, then a keystroke
 * the kitchen echoes back makes sure React has committed whatever those timers scheduled.
 */
export async function expectTourNotOffered(page: Page) {
  await page.clock.runFor(2_000);
  const box = ingredientBox(page);
  await box.fill('x');
  await expect(box).toHaveValue('x');
  await box.fill('');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * Opens the kitchen and waits until it is past "Loading...". With `tour`, a first-time visitor's
 * kitchen: it waits for the tour's first step instead (the modal tour hides the page behind it from
 * assistive technology, and on a phone the prerendered page hands over with the tour already open).
 */
export async function openKitchen(page: Page, options: { tour?: boolean; path?: string } = {}) {
  if (!options.tour) await skipTourOffer(page);
  await page.goto(options.path ?? '/');
  if (options.tour)
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: 'Welcome to Larder!' }),
    ).toBeVisible();
  else await expect(ingredientBox(page)).toBeVisible();
}

export async function addIngredient(page: Page, text: string) {
  const box = ingredientBox(page);
  await box.fill(text);
  await box.press('Escape');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

/** The toast showing `text` (sonner keeps one visible at a time). */
export function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
}

export async function expectToast(page: Page, text: string) {
  await expect(toast(page, text)).toBeVisible();
}

/** The kitchen as stored on the device. */
export async function storedKitchen(page: Page): Promise<{
  ingredients: string[];
  templates: { name: string }[];
  recentIngredients: string[];
} | null> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  }, KITCHEN_KEY);
}

export async function chipNames(page: Page): Promise<string[]> {
  return kitchenList(page)
    .getByRole('button', { name: /^Remove / })
    .evaluateAll((buttons) =>
      buttons.map((button) => (button.getAttribute('aria-label') ?? '').replace(/^Remove /, '')),
    );
}

/**
 * Axe's serious and critical findings. `colorsOnly` runs just the rules that read colours: for a
 * page already checked in full in the other theme (a theme changes the colours, not the markup).
 * `within` scans only what that selector matches (a dialog, say).
 */
export async function seriousViolations(
  page: Page,
  { colorsOnly = false, within }: { colorsOnly?: boolean; within?: string } = {},
) {
  // Contrast is measured on settled colours: a toast still fading in, or a colour transition the
  // theme switch started, reads as low contrast mid-way. Endless animations (spinners) are left.
  // A toast just added has no transition yet (it mounts at opacity 0 and fades in a frame later),
  // so toasts are waited for by their own state: fully shown, or hidden behind the stack, or gone.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity) &&
      [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')].every(
        (toast) =>
          toast.dataset.visible === 'false' ||
          (toast.dataset.mounted === 'true' &&
            toast.dataset.removed !== 'true' &&
            getComputedStyle(toast).opacity === '1'),
      ),
  );
  const axe =
    within === undefined ? new AxeBuilder({ page }) : new AxeBuilder({ page }).include(within);
  const results = await (
    colorsOnly ? axe.withRules(['color-contrast', 'link-in-text-block']) : axe
  ).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}
