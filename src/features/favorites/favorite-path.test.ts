import { describe, expect, it } from 'vitest';
import { favoritePath } from './favorites-api';

describe('favoritePath', () => {
  it.each([
    [
      { kind: 'recipe', slug: 'classic-pancakes' } as const,
      'Classic Pancakes',
      '/recipe/Classic%20Pancakes',
    ],
    [
      { kind: 'drink', title: 'Dark ’n’ Stormy' } as const,
      'Dark ’n’ Stormy',
      '/bar-recipe/Dark%20%E2%80%99n%E2%80%99%20Stormy',
    ],
    [{ kind: 'saved', id: 'abc' } as const, 'Bread', '/saved-recipe/abc'],
  ])('opens %o at its page', (target, title, path) => {
    expect(favoritePath({ target, title })).toBe(path);
  });
});
