import { expect, test } from '@playwright/test';
import { addIngredient, chipNames, kitchenList, skipTourOffer } from './helpers';
import { createConfirmedUser, freshEmail, signInThroughUi } from './helpers-auth';

test('a signed-in kitchen is stored on the account: it survives a reload and a second tab sees an add', async ({
  browser,
}) => {
  const email = freshEmail('kitchen');
  await createConfirmedUser(email);
  const context = await browser.newContext();
  const first = await context.newPage();
  await skipTourOffer(first);
  await signInThroughUi(first, email);
  await first.goto('/');
  await expect(first.getByRole('combobox', { name: 'Add ingredients' })).toBeVisible();

  await addIngredient(first, 'Saffron');
  await expect(kitchenList(first).getByRole('button', { name: 'Remove Saffron' })).toBeVisible();

  const second = await context.newPage();
  await second.goto('/');
  await expect(kitchenList(second).getByRole('button', { name: 'Remove Saffron' })).toBeVisible();

  await addIngredient(second, 'Paprika');
  await expect(kitchenList(second).getByRole('button', { name: 'Remove Paprika' })).toBeVisible();
  // The first tab picks the change up on focus or on its refresh interval.
  await first.bringToFront();
  await expect(kitchenList(first).getByRole('button', { name: 'Remove Paprika' })).toBeVisible({
    timeout: 15_000,
  });

  await first.reload();
  await expect(kitchenList(first).getByRole('button', { name: 'Remove Paprika' })).toBeVisible();
  expect(await chipNames(first)).toEqual(expect.arrayContaining(['Paprika', 'Saffron']));

  // A guest on a fresh device does not see it.
  const guest = await browser.newPage();
  await guest.goto('/');
  await expect(guest.getByRole('combobox', { name: 'Add ingredients' })).toBeVisible();
  await expect(kitchenList(guest).getByRole('button', { name: 'Remove Saffron' })).toHaveCount(0);
  await context.close();
  await guest.close();
});
