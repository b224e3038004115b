import { expect, test } from '@playwright/test';
import { openKitchen, THEME_KEY } from './helpers';

// page.route() cannot see requests a service worker answers.
test.use({ serviceWorkers: 'block' });

test('defaults to the system theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openKitchen(page);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

test('light → dark → system cycles, is stored, and survives a reload before first paint', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openKitchen(page);
  const toggle = page.getByRole('button', { name: /^Theme: / });
  await expect(toggle).toHaveAccessibleName('Theme: System. Switch to Light');
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Theme: Light. Switch to Dark');
  await toggle.click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('dark');

  // The class must be there at DOMContentLoaded, before React runs: no flash.
  await page.reload({ waitUntil: 'commit' });
  await page.waitForEvent('domcontentloaded');
  const atDomContentLoaded = await page.evaluate(() =>
    document.documentElement.classList.contains('dark'),
  );
  expect(atDomContentLoaded).toBe(true);

  await page.goto('about:blank');
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
});
