/**
 * "Paste the page" in the Save Recipe dialog (issue: pages the fetcher cannot read): a page's HTML
 * or a recipe's plain text, read by the extractor in the browser, corrected in the preview, saved,
 * and found in /saved-recipes. Pages here are our own, written for this test.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectToast, openKitchen, skipTourOffer } from './helpers';
import { createConfirmedUser, freshEmail, signInThroughUi } from './helpers-auth';
import { expectSaveDialogClosed, openSaveDialog, savedRecipesOf } from './helpers-recipe-pages';

const PAGE_HTML = `<!doctype html><html lang="en"><head>
<title>Midnight Lentil Soup | A Test Kitchen</title>
<meta property="og:title" content="Midnight Lentil Soup">
<script>window.__pastedScriptRan = true;</script>
</head><body>
<h1>Midnight Lentil Soup</h1>
<img src="x" onerror="window.__pastedScriptRan = true">
<h2>Ingredients</h2>
<ul><li>200 g red lentils</li><li>1 onion ((chopped))</li><li>1 litre vegetable stock</li><li>Serves: 4</li></ul>
<h2>Method</h2>
<ol><li>Soften the onion in a little oil for 5 minutes.</li><li>Add the lentils and stock and simmer for 20 minutes.</li></ol>
</body></html>`;

const PLAIN_TEXT = `Quick Flatbreads

Ingredients:
- 250 g self-raising flour
- 250 g plain yoghurt
- 1 pinch of salt

Method:
1. Mix the flour, yoghurt and salt into a soft dough.
2. Roll into six thin rounds.
3. Cook in a dry hot pan for 2 minutes a side.`;

async function openPaste(page: Page) {
  const dialog = await openSaveDialog(page);
  await dialog.getByRole('button', { name: 'Paste the page instead' }).click();
  await expect(dialog.getByLabel("Paste the page's HTML or the recipe's text")).toBeVisible();
  return dialog;
}

test('a guest sees the preview but is asked to log in to save it', async ({ page }) => {
  await openKitchen(page);
  const dialog = await openPaste(page);
  await dialog.getByLabel("Paste the page's HTML or the recipe's text").fill(PLAIN_TEXT);
  await dialog.getByRole('button', { name: 'Find the recipe' }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('Quick Flatbreads');
  await dialog.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('You must be logged in to save recipes');
});

test('text with no recipe in it says so, and offers a link-only save when the address is given', async ({
  page,
}) => {
  await openKitchen(page);
  const dialog = await openPaste(page);
  const paste = dialog.getByLabel("Paste the page's HTML or the recipe's text");
  await paste.fill('Thanks for visiting! Our shop is closed on Sundays.');
  await dialog.getByRole('button', { name: 'Find the recipe' }).click();
  await expect(dialog.getByRole('status')).toContainText('No recipe found in what you pasted');
  await dialog.getByLabel('Page address (optional)').fill('https://example.com/closed');
  await dialog.getByRole('button', { name: 'Find the recipe' }).click();
  await expect(dialog.getByRole('status')).toHaveText('No recipe found — save it as a link?');
  await expect(dialog.getByRole('button', { name: 'Save as link' })).toBeVisible();
  // Back to the URL form keeps the dialog open.
  await dialog.getByRole('button', { name: 'Back to the URL' }).click();
  await expect(dialog.getByLabel('Recipe URL')).toBeVisible();
});

test.describe('signed in', () => {
  let email = '';
  test.beforeEach(async ({ page }) => {
    email = freshEmail('paster');
    await createConfirmedUser(email);
    await skipTourOffer(page);
    await signInThroughUi(page, email);
  });

  test('pasted HTML: its scripts never run, the preview is corrected, the recipe is saved and listed', async ({
    page,
  }) => {
    const dialog = await openPaste(page);
    await dialog.getByLabel("Paste the page's HTML or the recipe's text").fill(PAGE_HTML);
    await dialog.getByRole('button', { name: 'Find the recipe' }).click();

    const title = dialog.getByLabel('Title');
    await expect(title).toHaveValue('Midnight Lentil Soup');
    const ingredients = dialog.getByLabel('Ingredients (one per line)');
    // Doubled parentheses repaired, the "Serves: 4" label left out.
    await expect(ingredients).toHaveValue(
      '200 g red lentils\n1 onion (chopped)\n1 litre vegetable stock',
    );
    await expect(dialog.getByLabel('Steps (one per line)')).toHaveValue(
      'Soften the onion in a little oil for 5 minutes.\nAdd the lentils and stock and simmer for 20 minutes.',
    );

    await title.fill('Midnight Lentil Soup (spicy)');
    await ingredients.fill(
      '200 g red lentils\n1 onion (chopped)\n1 litre vegetable stock\n1 tsp chilli flakes',
    );
    await dialog.getByRole('button', { name: 'Save Recipe' }).click();
    await expectToast(page, 'Recipe saved successfully!');
    await expectSaveDialogClosed(page);
    expect(
      await page.evaluate(() => (window as { __pastedScriptRan?: boolean }).__pastedScriptRan),
    ).toBeUndefined();

    const rows = await savedRecipesOf(email);
    expect(rows.map((r) => r.title)).toEqual(['Midnight Lentil Soup (spicy)']);
    expect(rows[0]?.ingredients).toHaveLength(4);
    expect(JSON.stringify(rows[0])).not.toContain('<script');

    await page.goto('/saved-recipes');
    const card = page
      .getByTestId('saved-recipe-card')
      .filter({ hasText: 'Midnight Lentil Soup (spicy)' });
    await expect(card).toBeVisible();
  });

  test('plain recipe text becomes a recipe with ingredients and steps, corrected before saving', async ({
    page,
  }) => {
    const dialog = await openPaste(page);
    await dialog.getByLabel("Paste the page's HTML or the recipe's text").fill(PLAIN_TEXT);
    await dialog.getByRole('button', { name: 'Find the recipe' }).click();

    await expect(dialog.getByLabel('Title')).toHaveValue('Quick Flatbreads');
    await expect(dialog.getByLabel('Ingredients (one per line)')).toHaveValue(
      '250 g self-raising flour\n250 g plain yoghurt\n1 pinch of salt',
    );
    const steps = dialog.getByLabel('Steps (one per line)');
    await expect(steps).toHaveValue(
      'Mix the flour, yoghurt and salt into a soft dough.\nRoll into six thin rounds.\nCook in a dry hot pan for 2 minutes a side.',
    );
    await steps.fill(
      'Mix the flour, yoghurt and salt into a soft dough.\nRoll into eight thin rounds.\nCook in a dry hot pan for 2 minutes a side.',
    );
    await dialog.getByRole('button', { name: 'Save Recipe' }).click();
    await expectToast(page, 'Recipe saved successfully!');
    await expectSaveDialogClosed(page);

    await page.goto('/saved-recipes');
    await page
      .getByTestId('saved-recipe-card')
      .filter({ hasText: 'Quick Flatbreads' })
      .getByRole('link')
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quick Flatbreads' })).toBeVisible();
    await expect(page.getByText('Roll into eight thin rounds.')).toBeVisible();
    await expect(page.getByText('250 g self-raising flour')).toBeVisible();
  });
});
