/**
 * Desktop preferences and the plain-text question, in the built renderer with `window.larder`
 * served by the real main-process modules (tests/e2e/helpers-desktop.ts): the theme and the
 * tutorial-seen flag live in main's preferences file, never in localStorage; without a keychain
 * the app's own dialog asks before anything is stored unencrypted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { LarderBridge } from '../../electron/contract.ts';
import {
  addIngredient,
  expectTourNotOffered,
  ingredientBox,
  KITCHEN_KEY,
  kitchenList,
  THEME_KEY,
  TOUR_SEEN_KEY,
} from './helpers';
import { installDesktopBridge, localStorageKeys, type DesktopBridge } from './helpers-desktop';

let bridge: DesktopBridge | null = null;
test.afterEach(() => {
  bridge?.dispose();
  bridge = null;
});

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

function storedPreferences(b: DesktopBridge): Record<string, string> {
  return JSON.parse(b.preferencesBytes()) as Record<string, string>;
}

test.describe('desktop preferences', () => {
  test('a theme chosen on desktop is kept by main and survives a reload, with nothing in localStorage', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    bridge = await installDesktopBridge(page);
    await page.goto('/');
    await expect(ingredientBox(page)).toBeVisible();
    const toggle = page.getByRole('button', { name: /^Theme: / });
    await expect(toggle).toHaveAccessibleName('Theme: System. Switch to Light');
    await toggle.click();
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Theme: Dark. Switch to System');
    expect(await isDark(page)).toBe(true);
    await expect.poll(() => storedPreferences(bridge!)['larder-theme']).toBe('dark');
    expect(await localStorageKeys(page)).not.toContain(THEME_KEY);

    await page.reload();
    await expect(ingredientBox(page)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Theme: / })).toHaveAccessibleName(
      'Theme: Dark. Switch to System',
    );
    expect(await isDark(page)).toBe(true);
    const keys = await localStorageKeys(page);
    expect(keys).not.toContain(THEME_KEY);
    expect(keys).not.toContain(TOUR_SEEN_KEY);
  });

  test('the tutorial is offered once, remembered by main rather than localStorage', async ({
    page,
  }) => {
    bridge = await installDesktopBridge(page, { preferences: {} });
    await page.goto('/');
    const tour = page.getByRole('dialog');
    await expect(tour.getByRole('heading', { name: 'Welcome to Larder!' })).toBeVisible();
    await tour.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(storedPreferences(bridge)).toEqual({ 'larder-tour-seen': '1' });
    expect(await localStorageKeys(page)).not.toContain(TOUR_SEEN_KEY);

    await page.clock.install();
    await page.reload();
    await expect(ingredientBox(page)).toBeVisible();
    await expectTourNotOffered(page);
  });

  test('refuses a preference main does not keep, from the page', async ({ page }) => {
    bridge = await installDesktopBridge(page);
    await page.goto('/');
    await expect(ingredientBox(page)).toBeVisible();
    const result = await page.evaluate(async () => {
      const larder = (window as unknown as { larder: LarderBridge }).larder;
      const outcome = async (p: Promise<unknown>) =>
        p.then(
          () => 'stored',
          (error: Error) => error.message,
        );
      return [
        await outcome(larder.preferences.set('sb-x-auth-token' as 'larder-theme', 'token')),
        await outcome(larder.preferences.set('larder-theme', 'x'.repeat(5000))),
      ];
    });
    expect(result).toEqual([
      expect.stringMatching(/invalid-request/),
      expect.stringMatching(/invalid-request/),
    ]);
    expect(storedPreferences(bridge)).toEqual({ 'larder-tour-seen': '1' });
  });
});

test.describe('storing without a keychain', () => {
  const TITLE = 'Store without encryption?';
  const dialogOf = (page: Page) => page.getByRole('dialog', { name: TITLE });
  /** Headless UI's dialog element has no box of its own: its panel is what is on screen. */
  const expectAsked = (page: Page) =>
    expect(dialogOf(page).getByRole('heading', { name: TITLE })).toBeVisible();

  test('explains what would be stored unencrypted, and “Store without encryption” is remembered', async ({
    page,
  }) => {
    bridge = await installDesktopBridge(page, { keychain: false });
    await page.goto('/');
    await addIngredient(page, 'saffron threads');
    const dialog = dialogOf(page);
    await expectAsked(page);
    await expect(dialog).toContainText('can’t reach your system keychain');
    await expect(dialog).toContainText(
      'your kitchen and your sign-in are saved unencrypted on this computer',
    );
    await expect(dialog).toContainText('kept for this session only');
    // The safe answer has the focus; nothing is written while the question is open.
    await expect(dialog.getByRole('button', { name: 'Don’t store' })).toBeFocused();
    expect(bridge.storeBytes()).not.toContain('saffron');

    await dialog.getByRole('button', { name: 'Store without encryption' }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => bridge!.storeBytes()).toContain('plain:');
    await addIngredient(page, 'smoked paprika');
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const larder = (window as unknown as { larder: LarderBridge }).larder;
          return (await larder.kitchen.get())?.ingredients;
        }),
      )
      .toEqual(['saffron threads', 'smoked paprika']);

    // Remembered through main: after a reload nothing is asked again and the kitchen is back.
    await page.reload();
    await expect(kitchenList(page).getByText('smoked paprika')).toBeVisible();
    await addIngredient(page, 'cumin');
    // The write reaches main without a second question on the way.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const larder = (window as unknown as { larder: LarderBridge }).larder;
          return (await larder.kitchen.get())?.ingredients;
        }),
      )
      .toContain('cumin');
    await expect(dialogOf(page)).toHaveCount(0);
    expect(await localStorageKeys(page)).not.toContain(KITCHEN_KEY);
  });

  test('“Don’t store” (or Escape) keeps the kitchen for this session only', async ({ page }) => {
    bridge = await installDesktopBridge(page, { keychain: false });
    await page.goto('/');
    await addIngredient(page, 'saffron threads');
    const dialog = dialogOf(page);
    await expectAsked(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // The kitchen still works in this session, without a second question.
    await addIngredient(page, 'smoked paprika');
    await expect(kitchenList(page).getByText('smoked paprika')).toBeVisible();
    await expect(kitchenList(page).getByText('saffron threads')).toBeVisible();
    // The answer is kept for the run (src/platform/desktop-platform.test.ts proves it is asked once).
    await expect(dialogOf(page)).toHaveCount(0);
    expect(bridge.storeBytes()).not.toContain('saffron');
    expect(bridge.storeBytes()).not.toContain('plain:');
    expect(await localStorageKeys(page)).not.toContain(KITCHEN_KEY);

    // Next session: nothing was kept, and the question comes again.
    await page.reload();
    await expect(ingredientBox(page)).toBeVisible();
    await expect(kitchenList(page).getByText('saffron threads')).toHaveCount(0);
    await addIngredient(page, 'cumin');
    await expectAsked(page);
    await dialogOf(page).getByRole('button', { name: 'Don’t store' }).click();
    await expect(dialogOf(page)).toHaveCount(0);
  });
});

test.describe('desktop notices', () => {
  test('a truncated store file is reported in the app and kept aside, not overwritten', async ({
    page,
  }) => {
    const truncated = '{"larder-kitchen": "v1:AAAA';
    bridge = await installDesktopBridge(page, { storeFileBytes: truncated });
    await page.goto('/');
    await expect(ingredientBox(page)).toBeVisible();
    await expect(page.getByText(/Your saved data could not be read/)).toBeVisible();
    await expect(page.getByText(/It was kept in larder-secure\.corrupt-/)).toBeVisible();
    const dir = path.dirname(bridge.storeFile);
    const kept = fs.readdirSync(dir).filter((name) => name.startsWith('larder-secure.corrupt-'));
    expect(kept.map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))).toEqual([truncated]);
  });
});
