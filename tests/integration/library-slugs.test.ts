import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { LIBRARY_SLUGS_FILE, librarySlugsSource } from '../../scripts/generate-library-slugs.ts';

it('domain/recipes/library-slugs.ts is what the current libraries generate (npx tsx scripts/generate-library-slugs.ts)', () => {
  const strip = (source: string) => source.replace(/\s+/g, '');
  expect(strip(readFileSync(LIBRARY_SLUGS_FILE, 'utf8'))).toBe(strip(librarySlugsSource()));
});
