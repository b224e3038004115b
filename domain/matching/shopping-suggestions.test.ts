import { describe, expect, it } from 'vitest';
import { matchRecipes } from './match-recipes.ts';
import { shoppingBaskets, shoppingSuggestions } from './shopping-suggestions.ts';
import { recipe } from './test-recipes.ts';

const RECIPES = [
  recipe('a-toast', 'bread butter'),
  recipe('b-sandwich', 'bread cheese'),
  recipe('c-eggy-bread', 'bread egg milk'),
  recipe('d-omelette', 'egg butter'),
  recipe('e-rarebit', 'bread cheddar mustard'),
];

describe('shoppingSuggestions', () => {
  const matches = matchRecipes(['butter', 'milk'], RECIPES);
  const list = shoppingSuggestions(matches);

  it('ranks the ingredient that unlocks the most recipes first', () => {
    expect(list.map((s) => [s.key, s.unlocks, s.bringsCloser])).toEqual([
      ['bread', 1, 1],
      ['egg', 1, 1],
    ]);
  });

  it('lists the recipes each ingredient unlocks and brings closer', () => {
    const bread = list.find((s) => s.key === 'bread');
    expect(bread?.unlockedRecipes.map((r) => r.id)).toEqual(['a-toast']);
    expect(bread?.closerRecipes.map((r) => r.id)).toEqual(['c-eggy-bread']);
    expect(bread?.name).toBe('Bread');
  });

  it('counts an ingredient once per recipe and ignores recipes that can already be made', () => {
    const withBread = shoppingSuggestions(matchRecipes(['bread', 'butter'], RECIPES));
    expect(withBread.map((s) => [s.key, s.unlocks, s.bringsCloser])).toEqual([
      ['egg', 1, 1],
      ['cheese', 1, 0],
      ['cheddar', 0, 1],
      ['milk', 0, 1],
      ['mustard', 0, 1],
    ]);
  });

  it('honours the limits', () => {
    expect(shoppingSuggestions(matches, { limit: 1 })).toHaveLength(1);
    expect(shoppingSuggestions(matches, { recipesPerIngredient: 0 })[0]?.unlockedRecipes).toEqual(
      [],
    );
  });
});

describe('shoppingBaskets', () => {
  it('gives a kitchen that matches nothing the smallest baskets, most recipes first', () => {
    const matches = matchRecipes(['saffron'], RECIPES, { includeUnrelated: true });
    expect(shoppingSuggestions(matches).every((s) => s.unlocks === 0)).toBe(true);
    const baskets = shoppingBaskets(matches, { limit: 3 });
    expect(baskets.map((b) => [b.keys.join('+'), b.unlocks])).toEqual([
      ['bread+butter', 1],
      ['bread+cheese', 1],
      ['butter+egg', 1],
    ]);
    expect(baskets[0]?.recipes.map((r) => r.id)).toEqual(['a-toast']);
  });

  it('counts every recipe a basket makes cookable, not only the one it came from', () => {
    const withCheeseToast = [...RECIPES, recipe('f-cheese-toast', 'bread butter cheese')];
    const matches = matchRecipes([], withCheeseToast, { includeUnrelated: true });
    const baskets = shoppingBaskets(matches, { limit: 10 });
    const three = baskets.find((b) => b.keys.join('+') === 'bread+butter+cheese');
    expect(three?.unlocks).toBe(3);
    expect(baskets[0]?.keys).toHaveLength(2);
    // Bigger baskets come after every smaller one, whatever they unlock.
    expect(baskets.map((b) => b.keys.length)).toEqual(
      [...baskets.map((b) => b.keys.length)].sort(),
    );
  });

  it('without includeUnrelated an unmatched kitchen has no matches to build baskets from', () => {
    expect(shoppingBaskets(matchRecipes(['saffron'], RECIPES))).toEqual([]);
  });
});
