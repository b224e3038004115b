import { describe, expect, it } from 'vitest';
import { MAX_RECENT_INGREDIENTS } from './limits.ts';
import { parseStoredKitchen, sanitizeKitchenForStorage } from './stored-kitchen.ts';
import { kitchen } from './test-helpers.ts';
import { EMPTY_KITCHEN } from './types.ts';

const good = {
  ingredients: ['milk', 'Eggs'],
  templates: [
    {
      id: 't1',
      name: 'Breakfast',
      ingredients: ['toast', 'eggs'],
      created_at: '2026-01-02T03:04:05.000Z',
    },
  ],
  recentIngredients: ['milk'],
};

describe('parseStoredKitchen: good values', () => {
  it.each([
    ['JSON text', JSON.stringify(good)],
    ['a parsed object', good],
  ])('reads %s without warnings (sorting lists)', (_label, input) => {
    const { state, warnings, xssBlocked } = parseStoredKitchen(input);
    expect(state).toEqual({
      ingredients: ['Eggs', 'milk'],
      templates: [{ ...good.templates[0], ingredients: ['eggs', 'toast'] }],
      recentIngredients: ['milk'],
    });
    expect(warnings).toEqual([]);
    expect(xssBlocked).toBe(false);
  });

  it.each([[null], [undefined], [''], ['   ']])(
    'reads %j as an empty kitchen without warnings',
    (input) => {
      expect(parseStoredKitchen(input)).toEqual({
        state: EMPTY_KITCHEN,
        warnings: [],
        xssBlocked: false,
      });
    },
  );

  it('reads a bare list as the ingredients', () => {
    expect(parseStoredKitchen('["rice","beans"]').state).toEqual({
      ...EMPTY_KITCHEN,
      ingredients: ['beans', 'rice'],
    });
  });
});

describe('parseStoredKitchen: corrupt or hand-edited values', () => {
  it.each([
    ['not JSON', '{"ingredients": [', []],
    ['a number', 42, []],
    ['JSON true', 'true', []],
    ['ingredients not a list', { ingredients: 'eggs' }, []],
    ['non-text ingredients', { ingredients: ['eggs', 3, null, { a: 1 }, ['x']] }, ['eggs']],
    ['case-insensitive repeats', { ingredients: ['eggs', 'EGGS', 'Eggs'] }, ['eggs']],
    ['an overlong ingredient', { ingredients: ['ok', 'x'.repeat(2000)] }, ['ok']],
    [
      'markup in an ingredient',
      { ingredients: ['<b>bread</b>', '<img src=x onerror=alert(1)>jam'] },
      ['bread', 'jam'],
    ],
    ['a script ingredient', { ingredients: ['<script>alert(1)</script>', 'rice'] }, ['rice']],
  ])('%s: keeps %j… and warns', (_label, input, ingredients) => {
    const { state, warnings } = parseStoredKitchen(input);
    expect(state.ingredients).toEqual(ingredients);
    expect(warnings.length).toBeGreaterThan(0);
  });

  it.each([
    ['templates not a list', { templates: {} }, []],
    ['a template that is not an object', { templates: [1, 'x', null] }, []],
    ['a template without id', { templates: [{ name: 'A', ingredients: ['x'] }] }, []],
    [
      'a template without ingredients',
      { templates: [{ id: 'a', name: 'A', ingredients: [] }] },
      [],
    ],
    ['a template with a bad name', { templates: [{ id: 'a', name: 7, ingredients: ['x'] }] }, []],
    [
      'repeated ids',
      {
        templates: [
          { id: 'a', name: 'A', ingredients: ['x'], created_at: '2026-01-01T00:00:00Z' },
          { id: 'a', name: 'B', ingredients: ['y'] },
        ],
      },
      ['A'],
    ],
    [
      'a numeric id and a bad date',
      { templates: [{ id: 5, name: 'N', ingredients: ['x'], created_at: 'yesterday' }] },
      ['N'],
    ],
  ])('%s: keeps templates %j and warns', (_label, input, names) => {
    const { state, warnings } = parseStoredKitchen(input);
    expect(state.templates.map((t) => t.name)).toEqual(names);
    expect(warnings.length).toBeGreaterThan(0);
  });

  it('resets a bad template date to the epoch', () => {
    const { state } = parseStoredKitchen({
      templates: [{ id: 5, name: 'N', ingredients: ['x'], created_at: 'yesterday' }],
    });
    expect(state.templates[0]).toEqual({
      id: '5',
      name: 'N',
      ingredients: ['x'],
      created_at: '1970-01-01T00:00:00.000Z',
    });
  });

  it('caps the recents', () => {
    const recent = Array.from({ length: 30 }, (_, i) => `r${i}`);
    const { state, warnings } = parseStoredKitchen({ recentIngredients: recent });
    expect(state.recentIngredients).toEqual(recent.slice(0, MAX_RECENT_INGREDIENTS));
    expect(warnings.length).toBeGreaterThan(0);
  });

  it.each([
    ['markup', { ingredients: ['<b>bread</b>'] }, true],
    ['an event handler', { ingredients: ['<img src=x onerror=alert(1)>'] }, true],
    ['plain text', { ingredients: ['bread & butter', 'a < b'] }, false],
  ])('flags %s for an XSS_ATTEMPT_BLOCKED event: %s', (_label, input, expected) => {
    expect(parseStoredKitchen(input).xssBlocked).toBe(expected);
  });

  it('survives an object whose getters throw', () => {
    const hostile = Object.defineProperty({}, 'ingredients', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    const result = parseStoredKitchen(hostile);
    expect(result.state).toEqual(EMPTY_KITCHEN);
    expect(result.warnings).toEqual(['stored kitchen could not be read, ignored']);
  });
});

describe('sanitizeKitchenForStorage', () => {
  it('leaves a clean kitchen untouched', () => {
    const state = kitchen(['🥑 avocado', 'bread & butter'], { recentIngredients: ['x'] });
    expect(sanitizeKitchenForStorage(state)).toEqual({ state, changed: false, changedValues: [] });
  });

  it.each([
    [['<b>bread</b>', 'rice'], ['bread', 'rice'], ['<b>bread</b>']],
    [['<script>alert(1)</script>', 'rice'], ['rice'], ['<script>alert(1)</script>']],
    [['javascript:alert(1)'], ['alert(1)'], ['javascript:alert(1)']],
  ])('cleans %j to %j and reports the changed values', (ingredients, expected, changedValues) => {
    const result = sanitizeKitchenForStorage(kitchen(ingredients));
    expect(result.state.ingredients).toEqual(expected);
    expect(result.changed).toBe(true);
    expect(result.changedValues).toEqual(changedValues);
  });

  it('drops a template whose values all sanitise away', () => {
    const t = { id: 'a', name: '<script></script>', ingredients: ['x'], created_at: '' };
    expect(sanitizeKitchenForStorage(kitchen([], { templates: [t] })).state.templates).toEqual([]);
  });
});
