/**
 * Writes the drink seed migration (DRINK_SEED_FILE): every built-in library drink
 * (domain/drinks/library.ts) as an upsert into public.recipes with kind = 'drink', so hosted
 * Supabase and the embedded server hold the drinks the app bundles for offline use. A drink's row
 * is `drinkRowOf(drink)` (domain/drinks/rows.ts): slug `drink-<slug>`, its lines in `ingredients`,
 * its own facts in `drink`; `drinkFromRow` turns it back into the same drink. Deterministic (same
 * library → same bytes); tests/integration/drink-seed.test.ts fails when the committed file is stale.
 * Regenerate with:  npx tsx scripts/generate-drink-seed.ts
 *
 * Released seed migrations are frozen (see generate-recipe-seed.ts): once DRINK_SEED_FILE has been
 * released, a changed library goes into a new, later migration and DRINK_SEED_FILE points at it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DRINK_LIBRARY, drinkRowOf } from '../domain/index.ts';
import type { LibraryDrink } from '../domain/index.ts';
import { sqlJson, sqlText, sqlTextArray } from './generate-recipe-seed.ts';

export const DRINK_SEED_FILE = fileURLToPath(
  new URL('../supabase/migrations/20261125100100_seed_drinks_library.sql', import.meta.url),
);

const COLUMNS = [
  'slug',
  'kind',
  'title',
  'description',
  'servings',
  'ingredients',
  'ingredient_keys',
  'optional_keys',
  'steps',
  'nutrition',
  'drink',
  'source',
] as const;

/** One drink as the VALUES tuple for the columns above. */
export function drinkValues(drink: LibraryDrink): string {
  const row = drinkRowOf(drink);
  const values = [
    sqlText(row.slug),
    sqlText(row.kind),
    sqlText(row.title),
    sqlText(row.description),
    String(row.servings),
    sqlJson(row.ingredients),
    sqlTextArray(row.ingredient_keys),
    sqlTextArray(row.optional_keys),
    sqlJson(row.steps),
    sqlJson(row.nutrition),
    sqlJson(row.drink),
    sqlText(row.source),
  ];
  return `  (${values.join(', ')})`;
}

/** The whole seed migration, sorted by slug so the output does not depend on file order. */
export function renderDrinkSeed(library: readonly LibraryDrink[] = DRINK_LIBRARY): string {
  const drinks = [...library].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const updates = COLUMNS.filter((c) => c !== 'slug').map((c) => `  ${c} = excluded.${c}`);
  return [
    '-- GENERATED FILE: do not edit by hand.',
    "-- The built-in drink library (domain/drinks/library.ts) as rows of public.recipes, kind = 'drink'.",
    '-- Regenerate after changing the library:  npx tsx scripts/generate-drink-seed.ts',
    '-- (tests/integration/drink-seed.test.ts fails while this file is stale).',
    '-- A row whose slug is taken by something other than a drink is left alone (never overwritten).',
    `-- ${drinks.length} drinks.`,
    '',
    `insert into public.recipes (${COLUMNS.join(', ')})`,
    'values',
    drinks.map(drinkValues).join(',\n'),
    'on conflict (slug) do update set',
    `${updates.join(',\n')}`,
    "where public.recipes.kind = 'drink';",
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const sql = renderDrinkSeed();
  await fs.mkdir(path.dirname(DRINK_SEED_FILE), { recursive: true });
  await fs.writeFile(DRINK_SEED_FILE, sql);
  console.log(
    `wrote ${path.relative(process.cwd(), DRINK_SEED_FILE)} (${DRINK_LIBRARY.length} drinks, ${sql.length} bytes)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
