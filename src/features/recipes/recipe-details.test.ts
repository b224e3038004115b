// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  RECIPE_LIBRARY,
  buildRecipeIndex,
  libraryMatchPayload,
  matchRecipes,
  matchableLibrary,
  type RecipeMatchPayload,
  readSuggestedRecipe,
  withDetails,
  type RecipeSummaryPayload,
  type SuggestedRecipe,
} from '@domain';
import { recipeRowView } from './recipe-details';

/** Classic Pancakes as the function answers it for a kitchen without milk. */
function pancakes(): RecipeMatchPayload {
  const found = matchRecipes(
    ['eggs', 'flour', 'sugar', 'butter'],
    buildRecipeIndex(matchableLibrary(RECIPE_LIBRARY)),
    { filters: { maxMissing: 2 } },
  )
    .map(libraryMatchPayload)
    .find((r) => r.title === 'Classic Pancakes');
  if (!found) throw new Error('Classic Pancakes is not among the matches');
  return found;
}

/** The same recipe as a large corpus answers it: card and match data, no details. */
function summaryOf(full: RecipeMatchPayload): RecipeSummaryPayload {
  const {
    description: _d,
    equipment: _e,
    ingredients: _i,
    steps: _s,
    nutrition: _n,
    ...card
  } = full;
  return { ...card, summary: true };
}

/** Its row in the recipes table, as the REST API answers it (snake_case, no match data). */
function rowOf(full: RecipeMatchPayload): Record<string, unknown> {
  return {
    id: '5f0c3a52-8d1e-4b8e-9f57-0d3c1f1e2a10',
    slug: full.slug,
    title: full.title,
    description: full.description,
    servings: full.servings,
    prep_minutes: full.prepMinutes,
    cook_minutes: full.cookMinutes,
    total_minutes: full.totalMinutes,
    cuisine: full.cuisine,
    meal_type: full.mealType,
    diet_tags: full.dietTags,
    equipment: full.equipment,
    ingredients: full.ingredients,
    steps: full.steps,
    nutrition: full.nutrition,
    image_url: null,
    source: 'larder',
  };
}

const view = (value: unknown): SuggestedRecipe => {
  const read = readSuggestedRecipe(value);
  if (!read) throw new Error('not a recipe');
  return read;
};

describe('a summary', () => {
  it('is read as incomplete, with its card and match data but no ingredients or steps', () => {
    const summary = view(JSON.parse(JSON.stringify(summaryOf(pancakes()))));
    expect(summary.complete).toBe(false);
    expect(summary.ingredients).toEqual([]);
    expect(summary.steps).toEqual([]);
    expect(summary.servings).toBe(4);
    expect(summary.missingNames).toEqual(['milk']);
  });

  it('stays incomplete when carried on as read (router state holds the view)', () => {
    const summary = view(summaryOf(pancakes()));
    expect(view(JSON.parse(JSON.stringify(summary))).complete).toBe(false);
  });

  it.each([undefined, false, 'true', 1, {}])(
    'only summary: true marks a recipe incomplete (not %j)',
    (flag) => {
      expect(view({ title: 'Classic Pancakes', summary: flag }).complete).toBe(true);
    },
  );
});

describe('a summary completed from the recipes table', () => {
  it('is the full recipe, with the match data of the search', () => {
    const full = pancakes();
    const details = recipeRowView(rowOf(full));
    expect(details).not.toBeNull();
    const merged = withDetails(view(summaryOf(full)), details ?? view({ title: 'x' }));
    expect(merged).toEqual(view(full));
    expect(merged.complete).toBe(true);
    expect(merged.missingNames).toEqual(['milk']);
    expect(merged.steps.length).toBeGreaterThan(0);
  });

  it('keeps the summary’s match data over whatever the row carries', () => {
    const summary = view({ title: 'Soup', summary: true, missingNames: ['leek'], canMake: false });
    const details = view({
      title: 'Soup',
      steps: ['Simmer.'],
      ingredients: ['2 leeks'],
      missingNames: [],
      canMake: true,
    });
    const merged = withDetails(summary, details);
    expect(merged.missingNames).toEqual(['leek']);
    expect(merged.canMake).toBe(false);
    expect(merged.steps).toEqual(['Simmer.']);
    expect(merged.ingredients.map((i) => i.text)).toEqual(['2 leeks']);
  });
});

describe('recipeRowView', () => {
  it('reads the snake_case columns', () => {
    const read = recipeRowView({
      ...rowOf(pancakes()),
      prep_minutes: 7,
      cook_minutes: 11,
      total_minutes: null,
      meal_type: 'brunch',
      diet_tags: ['vegetarian'],
    });
    expect(read).toMatchObject({
      prepMinutes: 7,
      cookMinutes: 11,
      totalMinutes: 18,
      mealType: 'brunch',
      dietTags: ['vegetarian'],
      complete: true,
    });
  });

  it.each([
    null,
    'Classic Pancakes',
    [],
    { slug: 'x' },
    { title: '   ' },
    { title: 42, slug: 'x' },
  ])('is null for a row without a usable title: %j', (row) => {
    expect(recipeRowView(row)).toBeNull();
  });

  it('survives hostile column values', () => {
    const read = recipeRowView({
      title: '<img src=x onerror=alert(1)>',
      servings: 'many',
      ingredients: { not: 'a list' },
      steps: [null, 3, 'Stir.'],
      nutrition: ['kcal'],
      diet_tags: 'vegan',
      source: 'saved',
      summary: true,
    });
    expect(read).toMatchObject({
      title: '<img src=x onerror=alert(1)>',
      servings: null,
      ingredients: [],
      steps: ['Stir.'],
      nutrition: null,
      dietTags: [],
      saved: null,
      complete: true,
    });
  });
});
