import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { RECIPE_LIBRARY } from '../../domain/index.ts';
import { SEED_FILE, renderRecipeSeed, sqlText } from '../../scripts/generate-recipe-seed.ts';

describe('the generated recipe seed migration', () => {
  it('is up to date with the built-in library (run `npx tsx scripts/generate-recipe-seed.ts` if not)', async () => {
    const onDisk = await fs.readFile(SEED_FILE, 'utf8');
    expect(onDisk === renderRecipeSeed(), 'supabase/migrations/20261122100100_seed_recipes.sql is stale: regenerate it').toBe(true);
  });

  it('renders deterministically, whatever the order of the library', () => {
    expect(renderRecipeSeed([...RECIPE_LIBRARY].reverse())).toBe(renderRecipeSeed(RECIPE_LIBRARY));
  });

  it('inserts every library recipe once', () => {
    const sql = renderRecipeSeed();
    for (const recipe of RECIPE_LIBRARY) expect(sql).toContain(`(${sqlText(recipe.slug)}, 'meal', `);
    expect(sql).toContain('on conflict (slug) do update set');
  });

  it('quotes text safely', () => {
    expect(sqlText("Shepherd's pie")).toBe("'Shepherd''s pie'");
  });
});
