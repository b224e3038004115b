import { describe, expect, it } from 'vitest';
import { matchRecipes } from './match-recipes.ts';
import { shoppingSuggestions } from './shopping-suggestions.ts';
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
    expect(shoppingSuggestions(matches, { recipesPerIngredient: 0 })[0]?.unlockedRecipes).toEqual([]);
  });
});
