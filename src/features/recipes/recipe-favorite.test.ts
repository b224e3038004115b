import { describe, expect, it } from 'vitest';
import { readSuggestedRecipe, type SuggestedRecipe } from '@domain';
import { favoriteTargetOf } from './recipe-favorite';

const view = (value: Record<string, unknown>): SuggestedRecipe => {
  const recipe = readSuggestedRecipe({ title: 'Classic Pancakes', ...value });
  if (!recipe) throw new Error('no view');
  return recipe;
};

describe('favoriteTargetOf', () => {
  it('points a library recipe at its slug', () => {
    expect(
      favoriteTargetOf(view({ id: 'a1b2', slug: 'classic-pancakes', source: 'larder' })),
    ).toEqual({
      kind: 'recipe',
      slug: 'classic-pancakes',
    });
  });

  it("points one of the user's saved recipes at its row id (results carry it as saved:{id})", () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(
      favoriteTargetOf(view({ id: `saved:${id}`, slug: `saved:${id}`, source: 'saved' })),
    ).toEqual({
      kind: 'saved',
      id,
    });
  });

  it('gives AI suggestions and recipes without a slug no heart', () => {
    expect(
      favoriteTargetOf(view({ id: 'ai-pancakes-1', slug: 'ai-pancakes', ai: true })),
    ).toBeNull();
    expect(favoriteTargetOf(view({}))).toBeNull();
  });
});
