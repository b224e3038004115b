/**
 * Writes the library seed migration (SEED_FILE): every built-in library recipe as an upsert into
 * public.recipes, so hosted Supabase and the embedded server hold the same library the app bundles
 * for offline use. Deterministic (same library → same bytes); a test fails when the committed file
 * is stale. Regenerate with:  npx tsx scripts/generate-recipe-seed.ts
 *
 * Released seed migrations are frozen: a database that already ran one never runs it again, so an
 * edited copy would never reach it. When the library changes after SEED_FILE has been released, add
 * a new migration (a later timestamp, the whole library, upserted) and point SEED_FILE at it; the
 * earlier seeds stay as they were and the newest one brings every database up to date, old or new.
 * History: 20261122100100_seed_recipes.sql (the first 324 meals), then
 * 20261124400000_seed_recipes_library.sql (the library grown past 1,000).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { RECIPE_LIBRARY } from '../domain/index.ts';
import type { LibraryRecipe } from '../domain/index.ts';

export const SEED_FILE = fileURLToPath(
  new URL('../supabase/migrations/20261124400000_seed_recipes_library.sql', import.meta.url),
);

/** Earlier seed migrations, frozen as released: each of their recipes must still be in the library. */
export const FROZEN_SEED_FILES: readonly string[] = [
  fileURLToPath(new URL('../supabase/migrations/20261122100100_seed_recipes.sql', import.meta.url)),
];

const COLUMNS = [
  'slug',
  'kind',
  'title',
  'description',
  'servings',
  'prep_minutes',
  'cook_minutes',
  'total_minutes',
  'cuisine',
  'meal_type',
  'diet_tags',
  'equipment',
  'ingredients',
  'ingredient_keys',
  'optional_keys',
  'steps',
  'nutrition',
  'source',
] as const;

/** A SQL string literal (standard_conforming_strings: only quotes need doubling). */
export function sqlText(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export function sqlTextArray(values: readonly string[]): string {
  return values.length === 0 ? "'{}'::text[]" : `array[${values.map(sqlText).join(', ')}]::text[]`;
}

export function sqlJson(value: unknown): string {
  return `${sqlText(JSON.stringify(value))}::jsonb`;
}

/** One recipe as the VALUES tuple for the columns above. */
export function recipeValues(recipe: LibraryRecipe): string {
  const values = [
    sqlText(recipe.slug),
    sqlText('meal'),
    sqlText(recipe.title),
    sqlText(recipe.description),
    String(recipe.servings),
    String(recipe.prepMinutes),
    String(recipe.cookMinutes),
    String(recipe.prepMinutes + recipe.cookMinutes),
    sqlText(recipe.cuisine),
    sqlText(recipe.mealType),
    sqlTextArray(recipe.dietTags),
    sqlTextArray(recipe.equipment),
    sqlJson(recipe.ingredients),
    sqlTextArray(recipe.ingredientKeys),
    sqlTextArray(recipe.optionalKeys),
    sqlJson(recipe.steps),
    sqlJson(recipe.nutrition),
    sqlText('larder'),
  ];
  return `  (${values.join(', ')})`;
}

/** The whole seed migration for a library, sorted by slug so the output does not depend on file order. */
export function renderRecipeSeed(library: readonly LibraryRecipe[] = RECIPE_LIBRARY): string {
  const recipes = [...library].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const updates = COLUMNS.filter((c) => c !== 'slug').map((c) => `  ${c} = excluded.${c}`);
  return [
    '-- GENERATED FILE: do not edit by hand.',
    '-- The built-in recipe library (domain/recipes/library.ts) as rows of public.recipes.',
    '-- Regenerate after changing the library:  npx tsx scripts/generate-recipe-seed.ts',
    '-- (tests/integration/suggest-seed.test.ts fails while this file is stale).',
    `-- ${recipes.length} recipes.`,
    '',
    `insert into public.recipes (${COLUMNS.join(', ')})`,
    'values',
    recipes.map(recipeValues).join(',\n'),
    'on conflict (slug) do update set',
    `${updates.join(',\n')};`,
    '',
    "-- Order keys by how common they are and recompute every recipe's match anchors.",
    'select public.refresh_recipe_match_anchors();',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const sql = renderRecipeSeed();
  await fs.mkdir(path.dirname(SEED_FILE), { recursive: true });
  await fs.writeFile(SEED_FILE, sql);
  console.log(
    `wrote ${path.relative(process.cwd(), SEED_FILE)} (${RECIPE_LIBRARY.length} recipes, ${sql.length} bytes)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
