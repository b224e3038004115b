import fs from 'node:fs/promises';
import { expect, it } from 'vitest';
import { DB_TYPES_FILE, generateDatabaseTypes } from '../../scripts/generate-db-types.ts';

it('domain/database.types.ts is what the current migrations generate', async () => {
  const expected = await generateDatabaseTypes();
  const actual = await fs.readFile(DB_TYPES_FILE, 'utf8');
  expect(actual, 'out of date: run `npx tsx scripts/generate-db-types.ts`').toBe(expected);
  // The types cover every public table the migrations create.
  expect(expected).toMatch(/user_ingredients: \{\n\s+Row: \{/);
  expect(expected).toContain('add_kitchen_ingredients:');
});
