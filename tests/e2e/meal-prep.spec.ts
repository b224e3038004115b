import { expect, test, type Page } from '@playwright/test';
import {
  addIngredient,
  kitchenList,
  openKitchen,
  seriousViolations,
  skipTourOffer,
  THEME_KEY,
} from './helpers';
import { createConfirmedUser, freshEmail, signInThroughUi } from './helpers-auth';

async function planMyWeek(page: Page) {
  await page.getByRole('button', { name: 'Plan my week' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Plan my week' });
  await dialog.getByRole('button', { name: 'Plan', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe.configure({ timeout: 90_000 });

test('a guest plans the week, locks and re-rolls, moves by keyboard, preps and shops into the kitchen', async ({
  page,
}) => {
  await openKitchen(page);
  await addIngredient(page, 'chicken, rice, onion');
  await expect(kitchenList(page).getByText('rice', { exact: false })).toBeVisible();

  await page.goto('/meal-prep');
  await expect(page.getByRole('heading', { level: 1, name: 'Meal Prep Assistant' })).toBeVisible();
  await expect(page.getByTestId('plan-empty')).toContainText('No meals planned for this week yet.');
  await planMyWeek(page);
  const entries = page.getByTestId('plan-entry');
  await expect(entries).toHaveCount(21);
  await expect(entries.first()).toContainText(/uses (your|nothing)/);

  // Lock two, re-roll: the locked two stay where they are.
  const lockedTitles: string[] = [];
  for (const i of [0, 1]) {
    const entry = entries.nth(i);
    lockedTitles.push((await entry.locator('p').first().innerText()).trim());
    await entry.getByRole('button', { name: /^Lock / }).click();
    await expect(entry).toHaveAttribute('data-locked', 'true');
  }
  await page.getByRole('button', { name: 'Re-roll unlocked' }).click();
  await expect(page.getByRole('button', { name: /^Unlock / })).toHaveCount(2);
  const locked = page.locator('[data-testid="plan-entry"][data-locked="true"]');
  for (const [i, title] of lockedTitles.entries()) await expect(locked.nth(i)).toContainText(title);

  // Move an unlocked entry to Wednesday's snack with the keyboard only.
  const mover = page.locator('[data-testid="plan-entry"][data-locked="false"]').first();
  const moverTitle = (await mover.locator('p').first().innerText()).trim();
  await mover.getByRole('button', { name: /^Actions for / }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Move to…' }).focus();
  await page.keyboard.press('Enter');
  const move = page.getByRole('dialog', { name: `Move ${moverTitle}` });
  await move.getByLabel('Day').selectOption({ index: 2 });
  await move.getByLabel('Meal').selectOption('snack');
  await move.getByRole('button', { name: 'Move', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(move).toBeHidden();
  const wednesday = page.getByTestId('plan-day').nth(2);
  await expect(wednesday.getByTestId('slot-snack')).toContainText(moverTitle);

  // The prep day schedules the week.
  await page.getByRole('tab', { name: 'Prep day' }).click();
  await expect(page.getByTestId('prep-totals')).toContainText(/Hands-on .* Elapsed/);
  await expect(
    page.getByRole('list', { name: 'Schedule' }).getByRole('listitem').first(),
  ).toBeVisible();

  // Shopping list: tick three and move them into the kitchen.
  await page.getByRole('tab', { name: 'Shopping list' }).click();
  const list = page.getByTestId('shopping-list');
  await expect(list.getByRole('heading', { name: 'Produce' })).toBeVisible();
  const names: string[] = [];
  for (const i of [0, 1, 2]) {
    const line = list.locator('li').nth(i);
    names.push((await line.locator('span.font-medium').innerText()).trim());
    await line.getByRole('checkbox').check();
  }
  await page.getByRole('button', { name: 'Add checked items to my kitchen' }).click();
  for (const name of names)
    await expect(
      list.locator('span.font-medium', { hasText: new RegExp(`^${name}$`) }),
    ).toHaveCount(0);

  await page.goto('/');
  for (const name of names) await expect(kitchenList(page)).toContainText(new RegExp(name, 'i'));

  // "Add to plan" on a recipe page puts it in today's slot.
  await page.goto(`/recipe/${encodeURIComponent("Shepherd's Pie")}`);
  await page.getByRole('button', { name: "Add Shepherd's Pie to plan" }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: "Added Shepherd's Pie to" }),
  ).toBeVisible();

  await page.goto('/meal-prep');
  await expect(entries).toHaveCount(22);
  expect(await seriousViolations(page)).toEqual([]);
});

test('on a phone the week shows one day at a time, and the page is axe-clean in dark mode', async ({
  page,
}) => {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    THEME_KEY,
    'dark',
  ] as const);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/meal-prep');
  await planMyWeek(page);
  const visibleDays = page.locator('[data-testid="plan-day"]:visible');
  await expect(visibleDays).toHaveCount(1);
  const first = await visibleDays.locator('h2').innerText();
  const next = page.getByRole('button', { name: 'Next day' });
  if (await next.isEnabled()) {
    await next.click();
    await expect(visibleDays.locator('h2')).not.toHaveText(first);
  } else {
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(visibleDays.locator('h2')).not.toHaveText(first);
  }
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Shopping list' }).click();
  await expect(page.getByTestId('shopping-list')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a signed-in plan survives a reload and reaches a second browser', async ({
  page,
  browser,
}) => {
  const email = freshEmail('planner');
  await createConfirmedUser(email);
  await skipTourOffer(page);
  await signInThroughUi(page, email);
  await page.goto('/meal-prep');
  await planMyWeek(page);
  const entries = page.getByTestId('plan-entry');
  await expect(entries).toHaveCount(21);
  const firstTitle = (await entries.first().locator('p').first().innerText()).trim();

  const other = await browser.newContext();
  const second = await other.newPage();
  await skipTourOffer(second);
  await signInThroughUi(second, email);
  await second.goto('/meal-prep');
  await expect(second.getByTestId('plan-entry')).toHaveCount(21);
  await expect(second.getByTestId('plan-entry').first()).toContainText(firstTitle);
  await second
    .getByTestId('plan-entry')
    .first()
    .getByRole('button', { name: /^Lock / })
    .click();
  await expect(second.getByRole('button', { name: /^Unlock / })).toHaveCount(1);

  // The first browser sees the lock after a reload (refresh on focus does the same while open).
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('button', { name: /^Unlock / })).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(entries).toHaveCount(21);
  await other.close();
});
