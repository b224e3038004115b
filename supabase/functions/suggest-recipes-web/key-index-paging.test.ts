import { describe, expect, it } from 'vitest';
import {
  KEY_INDEX_MAX_RECIPES,
  keyIndexLimit,
  loadKeyIndex,
  type RestReader,
} from './key-index-paging.ts';

/** A REST API over `count` rows in slug order that answers keyset pages of 1000, recording the queries. */
function restOver(count: number, junkAt = -1): { read: RestReader; queries: string[] } {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `id-${i}`,
    slug: `r-${String(i).padStart(6, '0')}`,
    title: `R ${i}`,
    ingredient_keys: ['egg'],
  }));
  const queries: string[] = [];
  const read: RestReader = (query) => {
    queries.push(query);
    const after = /&slug=gt\.([^&]+)/.exec(query)?.[1];
    const from =
      after === undefined ? 0 : rows.findIndex((r) => r.slug > decodeURIComponent(after));
    const page: unknown[] = (from < 0 ? [] : rows.slice(from, from + 1000)).map((r, i) =>
      from + i === junkAt ? { slug: 42 } : r,
    );
    return Promise.resolve({ rows: page, response: new Response('[]') });
  };
  return { read, queries };
}

describe('paging the key index of suggest-recipes-web in', () => {
  it('reads every meal recipe 1000 rows a request after the last slug, leaving out malformed rows', async () => {
    const { read, queries } = restOver(2500, 1200);
    const keys = await loadKeyIndex(read, 'sig');
    expect(keys.size).toBe(2499);
    expect(queries).toHaveLength(3);
    expect(queries[0]).toContain('kind=eq.meal&order=slug.asc&limit=1000');
    expect(queries[1]).toMatch(/&slug=gt\.r-000999$/);
    expect(queries[2]).toMatch(/&slug=gt\.r-001999$/);
  });

  it('stops with an error once the corpus grows past the limit', async () => {
    await expect(loadKeyIndex(restOver(3500).read, 'sig', 1500)).rejects.toThrow(
      /past the key index limit/,
    );
  });

  it('takes a lower limit from SUGGEST_KEY_INDEX_MAX_RECIPES, never a higher one, and ignores nonsense', () => {
    expect(keyIndexLimit('0')).toBe(0);
    expect(keyIndexLimit('5000')).toBe(5000);
    expect(keyIndexLimit(String(KEY_INDEX_MAX_RECIPES * 4))).toBe(KEY_INDEX_MAX_RECIPES);
    for (const nonsense of [undefined, '', 'lots', '-1', '2.5'])
      expect(keyIndexLimit(nonsense, false)).toBe(KEY_INDEX_MAX_RECIPES);
  });

  it('is off by default in the Edge Runtime (hosted Supabase), and a setting turns it on there', () => {
    expect(keyIndexLimit(undefined, true)).toBe(0);
    expect(keyIndexLimit('', true)).toBe(0);
    expect(keyIndexLimit('250000', true)).toBe(KEY_INDEX_MAX_RECIPES);
    expect(keyIndexLimit('50000', true)).toBe(50000);
    expect(keyIndexLimit(undefined)).toBe(KEY_INDEX_MAX_RECIPES); // this test runs in Node, not the Edge Runtime
  });
});
