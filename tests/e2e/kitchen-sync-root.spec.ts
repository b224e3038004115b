import { expect, test, type Request } from '@playwright/test';
import { addIngredient, kitchenList, skipTourOffer } from './helpers';
import { createConfirmedUser, freshEmail, signInThroughUi } from './helpers-auth';

/** A read of the signed-in kitchen (a refresh reads it the same way). */
const isKitchenRead = (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname === '/rest/v1/user_ingredients';

test('the signed-in kitchen is loaded once per session, not again on every route', async ({
  page,
}) => {
  const email = freshEmail('sync-once');
  await createConfirmedUser(email);
  await skipTourOffer(page);
  await signInThroughUi(page, email);
  // The refresh interval and focus refreshes are timers and events: keep the page's clock still so
  // only route changes could read the kitchen in what follows.
  await page.clock.install();
  await page.goto('/');
  await addIngredient(page, 'Eggs');
  await addIngredient(page, 'Flour');
  await expect(kitchenList(page).getByRole('button', { name: 'Remove Flour' })).toBeVisible();
  await page.clock.pauseAt(Date.now() + 1_000);

  const reads: string[] = [];
  page.on('request', (request) => {
    if (isKitchenRead(request)) reads.push(request.url());
  });
  await page.getByRole('button', { name: "Let's Cook!" }).click();
  await expect(page).toHaveURL(/\/recipe-results$/);
  await page.getByTestId('recipe-card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/recipe\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Larder home' }).click();
  await expect(kitchenList(page).getByRole('button', { name: 'Remove Flour' })).toBeVisible();
  // A change made now is written (so the kitchen is live), still without a new read.
  await addIngredient(page, 'Milk');
  await expect(kitchenList(page).getByRole('button', { name: 'Remove Milk' })).toBeVisible();
  await expect
    .poll(async () => {
      const response = await page.request.get('/rest/v1/user_ingredients?select=ingredients', {
        headers: await page.evaluate(() => {
          const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'));
          const token = key
            ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string })
                .access_token
            : '';
          return { Authorization: `Bearer ${token}`, apikey: 'sb_publishable_larder_local' };
        }),
      });
      return JSON.stringify(await response.json());
    })
    .toContain('Milk');
  expect(reads).toEqual([]);
});
