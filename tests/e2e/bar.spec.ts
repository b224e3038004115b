import { expect, test, type Page } from '@playwright/test';
import { expectToast, seriousViolations, skipTourOffer, THEME_KEY } from './helpers';
import { createConfirmedUser, freshEmail, signInThroughUi } from './helpers-auth';
import { installDesktopBridge, localStorageKeys } from './helpers-desktop';
import type { LarderBridge } from '../../electron/contract.ts';

const BAR_KEY = 'larder-bar';

function bottleBox(page: Page) {
  return page.getByRole('combobox', { name: 'Add bottles' });
}

function shelf(page: Page) {
  return page.locator('section[aria-labelledby="shelf-heading"]');
}

async function openBar(page: Page) {
  await page.goto('/bar');
  await expect(bottleBox(page)).toBeVisible();
}

async function addBottles(page: Page, text: string) {
  await bottleBox(page).fill(text);
  await bottleBox(page).press('Escape');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

async function makeNowCount(page: Page): Promise<number> {
  const heading = page.getByTestId('make-now-count');
  await expect(heading).toHaveText(/You can make \d+ drinks? now/);
  return Number((await heading.textContent())?.match(/\d+/)?.[0]);
}

test('a guest builds a shelf from a preset and by search, finds drinks, opens one, scales it and switches to oz; the shelf survives a reload', async ({
  page,
}) => {
  await skipTourOffer(page);
  await openBar(page);
  await expect(page.getByTestId('shelf-empty')).toBeVisible();
  expect(await makeNowCount(page)).toBe(0);

  await page.getByRole('button', { name: 'Add Non-alcoholic' }).click();
  await expectToast(page, 'Added 22 bottles from Non-alcoholic!');
  await expect(page.getByTestId('shelf-count')).toHaveText('(22 bottles)');
  await expect.poll(() => makeNowCount(page)).toBeGreaterThan(5);
  const fromPreset = await makeNowCount(page);

  // By search: a suggestion picked with the keyboard is added at once.
  await bottleBox(page).fill('white ru');
  await expect(page.getByRole('option', { name: 'White rum', exact: true })).toBeVisible();
  await bottleBox(page).press('ArrowDown');
  await bottleBox(page).press('Enter');
  await expectToast(page, 'Added White rum to your bar!');
  await expect.poll(() => makeNowCount(page)).toBeGreaterThan(fromPreset);

  // A misspelling is kept as a custom bottle and the closest name offered.
  await addBottles(page, 'Aperoll');
  await expect(page.getByTestId('shelf-did-you-mean')).toContainText(
    'Aperoll: did you mean Aperol?',
  );
  await page.getByRole('button', { name: 'Use Aperol' }).click();
  await expect(shelf(page).getByRole('button', { name: 'Remove Aperol' })).toBeVisible();
  await expect(shelf(page).getByRole('button', { name: 'Remove Aperoll' })).toHaveCount(0);

  // Bad input gets the spec's message and adds nothing.
  await addBottles(page, '<script>alert(1)</script>');
  await expectToast(page, 'Input contains potentially unsafe content');
  await expect(bottleBox(page)).toHaveValue('<script>alert(1)</script>');
  await bottleBox(page).fill('');

  // What to buy next.
  await expect(page.getByTestId('unlock-list').getByRole('listitem')).toHaveCount(10);
  await expect(page.getByTestId('unlock-list').getByRole('listitem').first()).toHaveText(
    /Buy .+ → \d+ more drinks?/,
  );

  // Clear, then undo.
  await page.getByRole('button', { name: 'Clear shelf' }).click();
  await expect(page.getByTestId('shelf-empty')).toBeVisible();
  await page.locator('[data-sonner-toast]').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('shelf-count')).toHaveText('(24 bottles)');

  // Results: three sections with counts, then non-alcoholic only.
  await page.getByRole('link', { name: 'Find drinks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Drink recipe results' })).toBeVisible();
  await expect(page.getByTestId('count-make-now')).toHaveText(/^Make now \(\d+\)$/);
  await expect(page.getByTestId('count-one-away')).toHaveText(/^One bottle away \(\d+\)$/);
  await expect(page.getByTestId('count-two-away')).toHaveText(/^Two away \(\d+\)$/);
  await page.getByTestId('count-two-away').click();
  await expect(page.getByTestId('section-two-away')).toBeInViewport();
  await expect(page.getByTestId('section-two-away')).toBeFocused();
  await page.getByRole('checkbox', { name: 'Non-alcoholic only' }).check();
  const firstCard = page.getByTestId('drink-card').first();
  await expect(firstCard).toContainText('0 % ABV');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('az');

  // A drink page: scale it, switch to oz.
  await page.goto('/bar-recipe/Daiquiri');
  await expect(page.getByRole('heading', { level: 1, name: 'Daiquiri' })).toBeVisible();
  const amounts = page.getByTestId('line-amount');
  await expect(amounts.first()).toHaveText('60 ml');
  await page.getByRole('button', { name: 'One drink more' }).click();
  await expect(amounts.first()).toHaveText('120 ml');
  await page.getByRole('checkbox', { name: 'Batch (pitcher)' }).check();
  await expect(page.getByTestId('batch-water')).toContainText('Water (for dilution)');
  await page.getByRole('button', { name: 'oz', exact: true }).click();
  await expect(amounts.first()).toHaveText('4 oz');
  // The heart is there; a guest is asked to sign in.
  await page.getByRole('button', { name: 'Add Daiquiri to favorites' }).click();
  await expectToast(page, 'Sign in to save favorites');

  // A substitute is named on the line.
  await page.goto('/bar-recipe/Caipirinha');
  await expect(page.getByText('using White rum instead of Cachaça')).toBeVisible();
  await expect(page.locator('[data-status="substitute"]')).toHaveCount(1);

  // The shelf and the oz setting survive a reload.
  await page.goto('/bar-recipe/Daiquiri');
  await expect(page.getByTestId('line-amount').first()).toHaveText('2 oz');
  await openBar(page);
  await expect(page.getByTestId('shelf-count')).toHaveText('(24 bottles)');
  const stored = await page.evaluate((key) => localStorage.getItem(key), BAR_KEY);
  expect(JSON.parse(stored ?? '{}').bottles).toContain('Aperol');

  // And offline: the app, the shelf and the drink library all come from the device.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('shelf-count')).toHaveText('(24 bottles)');
  await page.getByRole('link', { name: 'Find drinks' }).click();
  await expect(
    page.getByText('Matched on this device from the built-in drink library.'),
  ).toBeVisible();
  await expect(page.getByTestId('count-make-now')).toHaveText(/^Make now \([1-9]\d*\)$/);
  await page.context().setOffline(false);

  await page.goto('/bar-recipe/No%20Such%20Drink');
  await expect(page.getByRole('heading', { level: 1, name: 'Drink not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to your bar' }).click();
  await expect(bottleBox(page)).toBeVisible();
});

test('a corrupted saved shelf is ignored, not a white screen; two thousand pasted bottles go in at once', async ({
  page,
}) => {
  await skipTourOffer(page);
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) localStorage.setItem(key, '{not json');
    sessionStorage.setItem('seeded', '1');
  }, BAR_KEY);
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await openBar(page);
  await expect(page.getByTestId('shelf-empty')).toBeVisible();
  expect(warnings.join('\n')).toContain('Ignoring the saved bar');

  const names = Array.from({ length: 2000 }, (_, i) => `House bottle ${i + 1}`);
  await bottleBox(page).fill(names.join(', '));
  await bottleBox(page).press('Escape');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expectToast(page, 'Added 2000 bottles to your bar!');
  await expect(page.getByTestId('shelf-count')).toHaveText('(2000 bottles)');
  await expect(page.getByRole('button', { name: 'Show all 2000' })).toBeVisible();
  // Nothing was dropped: unknown names are kept as custom bottles that match nothing.
  expect(await makeNowCount(page)).toBe(0);
  await page.reload();
  await expect(page.getByTestId('shelf-count')).toHaveText('(2000 bottles)');
});

test('the bar pages at 375 px and with axe in light and dark', async ({ page }) => {
  test.setTimeout(60_000);
  await skipTourOffer(page);
  await page.setViewportSize({ width: 375, height: 740 });
  // Every page opens light and is checked in full; dark is switched on in place with the
  // header's toggle (the same markup) and checked for contrast.
  await page.addInitScript((key) => localStorage.setItem(key, 'light'), THEME_KEY);
  await openBar(page);
  await page.getByRole('button', { name: 'Add Classic cocktail bar' }).click();
  await expect(page.getByTestId('shelf-count')).toHaveText('(25 bottles)');
  const noScroll = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  for (const path of ['/bar', '/drink-recipe-results', '/bar-recipe/Negroni']) {
    if (path !== '/bar') await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/drink-recipe-results')
      await expect(page.getByTestId('drink-card').first()).toBeVisible();
    if (path === '/bar-recipe/Negroni') await expect(page.getByTestId('drink-lines')).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark')
        await page.getByRole('button', { name: 'Theme: Light. Switch to Dark' }).click();
      await expect(page.locator('html')).toHaveClass(
        theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b).*$/,
      );
      expect(await noScroll(), `${path} ${theme}`).toBe(true);
      expect(
        await seriousViolations(page, { colorsOnly: theme === 'dark' }),
        `${path} ${theme}`,
      ).toEqual([]);
    }
  }
});

test('a guest shelf goes into the new account at sign-in and syncs between two browser contexts; a favourite drink opens its own page from /favorites', async ({
  browser,
}) => {
  const email = freshEmail('bar');
  await createConfirmedUser(email);
  const one = await browser.newContext();
  const a = await one.newPage();
  await skipTourOffer(a);
  // Built as a guest, then carried into the account (it has never had a shelf) at sign-in.
  await openBar(a);
  await addBottles(a, 'Campari, Gin');
  await expect(shelf(a).getByRole('button', { name: 'Remove Gin' })).toBeVisible();
  await signInThroughUi(a, email);
  await openBar(a);
  await expect(shelf(a).getByRole('button', { name: 'Remove Campari' })).toBeVisible();
  await expect(shelf(a).getByRole('button', { name: 'Remove Gin' })).toBeVisible();
  // A second device of the same account (the session copied: one sign-in is enough).
  const two = await browser.newContext({ storageState: await one.storageState() });
  const b = await two.newPage();
  await skipTourOffer(b);
  await openBar(b);
  await expect(shelf(b).getByRole('button', { name: 'Remove Campari' })).toBeVisible();
  // Both devices change the shelf; both changes survive.
  await addBottles(b, 'Sweet vermouth');
  await shelf(a).getByRole('button', { name: 'Remove Gin' }).click();
  await expect(shelf(b).getByRole('button', { name: 'Remove Sweet vermouth' })).toBeVisible();
  // Each device looks for the other's changes when its window gets the focus back.
  const focus = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(async () => {
    await focus(a);
    await expect(shelf(a).getByRole('button', { name: 'Remove Sweet vermouth' })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });
  await expect(async () => {
    await focus(b);
    await expect(shelf(b).getByRole('button', { name: 'Remove Gin' })).toHaveCount(0, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });
  await a.reload();
  await expect(shelf(a).getByRole('button', { name: 'Remove Campari' })).toBeVisible();
  await expect(shelf(a).getByRole('button', { name: 'Remove Sweet vermouth' })).toBeVisible();
  await two.close();

  // A favourite drink. The Mango Lassi is both a drink and a meal: each is its own favourite.
  const heart = (action: 'Add' | 'Remove') =>
    a.getByRole('button', {
      name: `${action} Mango Lassi ${action === 'Add' ? 'to' : 'from'} favorites`,
      exact: true,
    });
  await a.goto('/bar-recipe/Mango%20Lassi');
  await expect(a.getByTestId('drink-lines')).toBeVisible();
  await heart('Add').click();
  await expectToast(a, 'Added to favorites');
  await expect(heart('Remove')).toHaveAttribute('aria-pressed', 'true');
  await a.goto('/recipe/Mango%20Lassi');
  await expect(a.getByRole('heading', { level: 1, name: 'Mango Lassi' })).toBeVisible();
  await expect(heart('Add')).toHaveAttribute('aria-pressed', 'false');
  await heart('Add').click();
  await expect(heart('Remove')).toHaveAttribute('aria-pressed', 'true');

  await a.goto('/favorites');
  const favourites = a.getByRole('list', { name: 'Your favorite recipes' }).getByRole('listitem');
  await expect(favourites).toHaveCount(2);
  const drinkLink = favourites.filter({ hasText: 'Larder drink' }).getByRole('link');
  const mealLink = favourites.filter({ hasText: 'Larder recipe' }).getByRole('link');
  await expect(drinkLink).toHaveText('Mango Lassi');
  await drinkLink.click();
  await expect(a).toHaveURL(/\/bar-recipe\/Mango%20Lassi$/);
  await expect(a.getByTestId('drink-lines')).toBeVisible();
  await expect(heart('Remove')).toHaveAttribute('aria-pressed', 'true');
  await a.goBack();
  await expect(mealLink).toHaveText('Mango Lassi');
  await mealLink.click();
  await expect(a).toHaveURL(/\/recipe\/Mango%20Lassi$/);
  await expect(a.getByRole('heading', { level: 1, name: 'Mango Lassi' })).toBeVisible();
  await expect(a.getByTestId('drink-lines')).toHaveCount(0);
  await one.close();
});

test('desktop: the guest shelf goes through the encrypted guestData store, the ml/oz choice to main', async ({
  page,
}) => {
  const bridge = await installDesktopBridge(page);
  try {
    await openBar(page);
    await addBottles(page, 'Campari, Mezcal');
    await expect(shelf(page).getByRole('button', { name: 'Remove Mezcal' })).toBeVisible();
    const stored = () =>
      page.evaluate(
        (key) => (window as unknown as { larder: LarderBridge }).larder.guestData.getItem(key),
        BAR_KEY,
      );
    await expect.poll(stored).toContain('Mezcal');
    await page.getByRole('button', { name: 'oz', exact: true }).click();
    await expect
      .poll(() => JSON.parse(bridge.preferencesBytes())['larder-volume-units'])
      .toBe('oz');

    await page.reload();
    await expect(shelf(page).getByRole('button', { name: 'Remove Mezcal' })).toBeVisible();
    expect(await localStorageKeys(page)).not.toContain(BAR_KEY);
    expect(bridge.storeBytes()).toContain('enc:');
    expect(bridge.storeBytes()).not.toContain('Mezcal');
  } finally {
    bridge.dispose();
  }
});
