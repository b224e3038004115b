import { describe, expect, it } from 'vitest';
import { observeCooccurrence, synthesiseKeySets } from '../../../scripts/bench-suggest.ts';
import { buildKeyIndex, type KeyRow } from './key-index-build.ts';

const row = (slug: string, required: string[], optional: string[] = []): KeyRow => ({
  id: null,
  slug,
  title: slug,
  servings: null,
  ingredient_keys: required,
  optional_keys: optional,
  prep_minutes: 5,
  cook_minutes: 10,
  total_minutes: null,
  meal_type: 'Dinner',
  cuisine: null,
  diet_tags: ['Vegan'],
  image_url: null,
  source: null,
});

describe('building the key index of suggest-recipes-web', () => {
  it('files each recipe under at most three anchors, the recipes with no required key apart', () => {
    const rows = synthesiseKeySets(observeCooccurrence(), 4000, 3).map((keys, i) =>
      row(`r-${i}`, keys),
    );
    rows.push(row('zz-no-keys', []));
    const keys = buildKeyIndex(rows, 'test');
    const filed = keys.anchors.reduce(
      (n, map) => n + [...map.values()].reduce((a, list) => a + list.length, 0),
      0,
    );
    expect(filed).toBeLessThanOrEqual(3 * keys.size);
    expect(keys.free).toEqual([rows.length - 1]);
  });

  it('anchors a recipe under its rarest required keys, rarest first, and lays its keys out flat', () => {
    const keys = buildKeyIndex(
      [
        row('a', ['egg', 'flour', 'milk', 'saffron'], ['chive', 'egg']),
        row('b', ['egg', 'milk']),
        row('c', ['egg', 'flour']),
      ],
      'sig',
    );
    // saffron (1 recipe) before flour and milk (2, by name) before egg (3): egg is not an anchor of a.
    expect(
      keys.anchors.map((tier) =>
        [...tier].filter(([, list]) => list.includes(0)).map(([key]) => key),
      ),
    ).toEqual([['saffron'], ['flour'], ['milk']]);
    const names = [...keys.keyIds.keys()];
    const of = (p: number, from: Int32Array, to: Int32Array | number) =>
      [...keys.keyList.subarray(from[p], typeof to === 'number' ? to : to[p])].map(
        (id) => names[id],
      );
    expect(of(0, keys.requiredFrom, keys.optionalFrom)).toEqual([
      'egg',
      'flour',
      'milk',
      'saffron',
    ]);
    // An optional key that is also required counts once, as required.
    expect(of(0, keys.optionalFrom, keys.requiredFrom[1] ?? 0)).toEqual(['chive']);
    const recipe = keys.slots[0]?.recipe;
    expect(recipe).toMatchObject({
      id: 'a',
      rowId: 'a',
      totalMinutes: 15,
      source: 'larder',
      dietTags: ['Vegan'],
    });
    expect(keys.slots[0]).toMatchObject({
      mealType: 'dinner',
      dietTags: ['vegan'],
      sortTitle: 'a',
    });
    expect(keys).toMatchObject({ signature: 'sig', size: 3, free: [] });
  });
});
