import { describe, expect, it } from 'vitest';
import { addIngredients } from './add-ingredients.ts';
import { MAX_KITCHEN_INGREDIENTS, MAX_RECENT_INGREDIENTS } from './limits.ts';
import { KITCHEN_MESSAGES } from './messages.ts';
import { kitchen } from './test-helpers.ts';
import { EMPTY_KITCHEN } from './types.ts';

describe('addIngredients: one item', () => {
  it.each([
    ['eggs', 'eggs', 'Added eggs to your kitchen!', ['eggs', 'milk']],
    ['  Butter  ', 'Butter', 'Added Butter to your kitchen!', ['Butter', 'milk']],
    ['🥑 avocado', '🥑 avocado', 'Added 🥑 avocado to your kitchen!', ['🥑 avocado', 'milk']],
    ['<b>bread</b>', 'bread', 'Added bread to your kitchen!', ['bread', 'milk']],
    [
      'crème fraîche',
      'crème fraîche',
      'Added crème fraîche to your kitchen!',
      ['crème fraîche', 'milk'],
    ],
    [
      'Soup (UPC: 051000012616)',
      'Soup (UPC: 051000012616)',
      'Added Soup (UPC: 051000012616) to your kitchen!',
      ['milk', 'Soup (UPC: 051000012616)'],
    ],
  ])('adds %j as %j with the message %j', (input, item, message, expected) => {
    const { state, outcome } = addIngredients(kitchen(['milk']), input);
    expect(outcome).toEqual({ ok: true, kind: 'added', added: [item], message });
    expect(state.ingredients).toEqual(expected);
    expect(state.recentIngredients).toEqual([item]);
  });
});

describe('addIngredients: duplicates', () => {
  it.each([
    ['eggs', 'eggs is already in your kitchen!'],
    ['Eggs', 'Eggs is already in your kitchen!'],
    ['  EGGS ', 'EGGS is already in your kitchen!'],
    ['eggs, eggs', 'eggs is already in your kitchen!'],
    ['<i>eggs</i>', 'eggs is already in your kitchen!'],
  ])(
    'refuses an exact (case-insensitive) duplicate %j with "{item} is already in your kitchen!"',
    (input, message) => {
      const start = kitchen(['eggs', 'milk']);
      const { state, outcome } = addIngredients(start, input);
      expect(outcome).toEqual({ ok: false, kind: 'duplicate', message });
      expect(state).toBe(start);
    },
  );

  it.each([['eggs, milk'], ['Milk\nEGGS'], [['eggs', 'milk', 'eggs']]])(
    'refuses %j with "All ingredients are already in your kitchen!" when all are present',
    (input) => {
      const start = kitchen(['eggs', 'milk']);
      const { state, outcome } = addIngredients(start, input);
      expect(outcome).toEqual({
        ok: false,
        kind: 'all-duplicates',
        message: 'All ingredients are already in your kitchen!',
      });
      expect(state).toBe(start);
    },
  );
});

describe('addIngredients: several at once', () => {
  it.each([
    ['flour, sugar, butter', ['butter', 'flour', 'sugar'], 'Added 3 ingredients to your kitchen!'],
    [
      'flour\nsugar\r\nbutter',
      ['butter', 'flour', 'sugar'],
      'Added 3 ingredients to your kitchen!',
    ],
    ['flour,\n, sugar,,', ['flour', 'sugar'], 'Added 2 ingredients to your kitchen!'],
    ['eggs, flour, milk', ['flour'], 'Added flour to your kitchen!'],
    ['eggs, flour, Milk, sugar', ['flour', 'sugar'], 'Added 2 ingredients to your kitchen!'],
    ['flour, Flour, FLOUR', ['flour'], 'Added flour to your kitchen!'],
    [['rice', 'beans'], ['beans', 'rice'], 'Added 2 ingredients to your kitchen!'],
  ])('adds the new items of %j (skipping existing)', (input, added, message) => {
    const { state, outcome } = addIngredients(kitchen(['eggs', 'milk']), input);
    expect(outcome.ok && outcome.kind === 'added' ? [...outcome.added].sort() : null).toEqual(
      added,
    );
    expect(outcome.message).toBe(message);
    expect(state.ingredients).toEqual(
      [...new Set(['eggs', 'milk', ...added])].sort((a, b) => a.localeCompare(b)),
    );
  });
});

describe('addIngredients: the chicken rule', () => {
  it.each([
    [[], 'chicken thighs', ['Chicken', 'chicken thighs'], ['chicken thighs', 'Chicken']],
    [[], 'chicken breasts', ['Chicken', 'chicken breasts'], ['chicken breasts', 'Chicken']],
    [[], 'Chicken Breast', ['Chicken', 'Chicken Breast'], ['Chicken Breast', 'Chicken']],
    [
      [],
      'boneless chicken thighs',
      ['boneless chicken thighs', 'Chicken'],
      ['boneless chicken thighs', 'Chicken'],
    ],
    [
      [],
      'chicken thighs, chicken breasts',
      ['Chicken', 'chicken breasts', 'chicken thighs'],
      ['chicken thighs', 'chicken breasts', 'Chicken'],
    ],
    [['chicken'], 'chicken thighs', ['chicken', 'chicken thighs'], ['chicken thighs']],
    [['Chicken'], 'chicken breasts', ['Chicken', 'chicken breasts'], ['chicken breasts']],
    [[], 'chicken, chicken thighs', ['chicken', 'chicken thighs'], ['chicken', 'chicken thighs']],
    [[], 'chicken wings', ['chicken wings'], ['chicken wings']],
    [[], 'chickpeas', ['chickpeas'], ['chickpeas']],
  ])('kitchen %j + %j → %j', (start, input, ingredients, added) => {
    const { state, outcome } = addIngredients(kitchen(start), input);
    expect(state.ingredients).toEqual(ingredients);
    expect(outcome.ok && outcome.kind === 'added' ? outcome.added : null).toEqual(added);
  });

  it('names only what the user typed in the message', () => {
    expect(addIngredients(EMPTY_KITCHEN, 'chicken thighs').outcome.message).toBe(
      'Added chicken thighs to your kitchen!',
    );
  });

  it('adds Chicken only once over repeated adds', () => {
    const first = addIngredients(EMPTY_KITCHEN, 'chicken thighs').state;
    const second = addIngredients(first, 'chicken breasts').state;
    expect(second.ingredients).toEqual(['Chicken', 'chicken breasts', 'chicken thighs']);
  });
});

describe('addIngredients: bad input', () => {
  it.each([
    ['', 'This field is required'],
    ['   ', 'This field is required'],
    [',', KITCHEN_MESSAGES.nothingToAdd],
    [' , ,\n ,  ', KITCHEN_MESSAGES.nothingToAdd],
    [[], KITCHEN_MESSAGES.nothingToAdd],
    [['  ', ''], KITCHEN_MESSAGES.nothingToAdd],
    ['x'.repeat(5000), 'Input must be 1000 characters or less'],
    [`flour, ${'y'.repeat(1001)}`, 'Input must be 1000 characters or less'],
    ['<script>alert(1)</script>', 'Input contains potentially unsafe content'],
    ['flour, <img src=x onerror=alert(1)>', 'Input contains potentially unsafe content'],
    ['javascript:alert(1)', 'Input contains potentially unsafe content'],
    ['<p></p>', 'This field is required'],
  ])('refuses %j with %j and keeps the kitchen as it was', (input, message) => {
    const start = kitchen(['eggs', 'milk'], { recentIngredients: ['milk'] });
    const { state, outcome } = addIngredients(start, input);
    expect(outcome).toEqual({ ok: false, kind: 'invalid', message });
    expect(state).toBe(start);
  });

  it('accepts exactly 1000 characters', () => {
    const item = 'z'.repeat(1000);
    expect(addIngredients(EMPTY_KITCHEN, item).state.ingredients).toEqual([item]);
  });

  it('handles thousands of ingredients pasted at once', () => {
    const pasted = Array.from({ length: 3000 }, (_, i) => `ingredient ${i}`).join('\n');
    const { state, outcome } = addIngredients(kitchen(['eggs']), pasted);
    expect(outcome.message).toBe('Added 3000 ingredients to your kitchen!');
    expect(state.ingredients).toHaveLength(3001);
    expect(state.ingredients[0]).toBe('eggs');
    expect(state.ingredients[1]).toBe('ingredient 0');
    expect(state.ingredients.at(-1)).toBe('ingredient 2999');
    expect(state.recentIngredients).toHaveLength(MAX_RECENT_INGREDIENTS);
  });

  it.each([
    ['a kitchen at the cap', MAX_KITCHEN_INGREDIENTS, 'one more'],
    [
      'a paste past the cap',
      0,
      Array.from({ length: MAX_KITCHEN_INGREDIENTS + 1 }, (_, i) => `n${i}`).join(','),
    ],
    ['a paste that overflows', MAX_KITCHEN_INGREDIENTS - 2, 'p1, p2, p3'],
  ])('refuses %s with "too-many" and loses nothing', (_label, size, input) => {
    const start = kitchen(Array.from({ length: size }, (_, i) => `item ${i}`));
    const { state, outcome } = addIngredients(start, input);
    expect(outcome).toEqual({ ok: false, kind: 'too-many', message: KITCHEN_MESSAGES.tooMany });
    expect(state).toBe(start);
  });
});

describe('addIngredients: sorting and recents', () => {
  it.each([
    [['banana'], 'Apple, cherry', ['Apple', 'banana', 'cherry']],
    [['Zucchini', 'apples'], 'eggplant, Eggs', ['apples', 'eggplant', 'Eggs', 'Zucchini']],
  ])('keeps %j + %j sorted case-insensitively as %j', (start, input, expected) => {
    expect(addIngredients(kitchen(start), input).state.ingredients).toEqual(expected);
  });

  it.each([
    [[], 'a, b, c', ['c', 'b', 'a']],
    [['x', 'y'], 'z', ['z', 'x', 'y']],
    [['x', 'y'], 'Y, w', ['w', 'Y', 'x']],
  ])('recents %j after adding %j become %j (most recent first)', (recent, input, expected) => {
    const { state } = addIngredients(kitchen([], { recentIngredients: recent }), input);
    expect(state.recentIngredients).toEqual(expected);
  });

  it('caps the recents at 10', () => {
    let state = EMPTY_KITCHEN;
    for (let i = 0; i < 15; i += 1) state = addIngredients(state, `item ${i}`).state;
    expect(state.recentIngredients).toEqual(Array.from({ length: 10 }, (_, i) => `item ${14 - i}`));
  });

  it('does not put refused duplicates or the implied Chicken into the recents', () => {
    const { state } = addIngredients(kitchen(['eggs']), 'eggs, chicken thighs');
    expect(state.recentIngredients).toEqual(['chicken thighs']);
  });
});
