import { describe, expect, it } from 'vitest';
import { parseSuggestBody } from './request-body.ts';

describe('parseSuggestBody', () => {
  const ok: { name: string; body: unknown }[] = [
    {
      name: 'ingredients and barcodes',
      body: { ingredients: ['eggs'], barcodes: ['036000291452'] },
    },
    { name: 'no barcodes field', body: { ingredients: [] } },
    {
      name: 'filters and a limit',
      body: {
        ingredients: ['eggs'],
        barcodes: [],
        filters: { mealType: 'dinner', diet: 'vegan', maxTotalMinutes: 30, maxMissing: 1 },
        limit: 20,
      },
    },
    {
      name: '500 items of 1000 characters',
      body: { ingredients: Array.from({ length: 500 }, () => 'x'.repeat(1000)), barcodes: [] },
    },
    { name: 'kind "meal"', body: { ingredients: ['eggs'], kind: 'meal' } },
    {
      name: 'kind "drink" with a kitchen',
      body: { ingredients: ['gin', 'Campari'], barcodes: [], kind: 'drink', kitchen: ['lemons'] },
    },
    { name: 'kind "drink" without a kitchen', body: { ingredients: [], kind: 'drink' } },
    {
      name: 'a meal search with a stray kitchen field (ignored, as before)',
      body: { ingredients: ['eggs'], kitchen: 'lemons' },
    },
  ];
  it.each(ok)('accepts $name', ({ body }) => {
    expect(parseSuggestBody(body).ok).toBe(true);
  });

  const bad: { name: string; body: unknown; message: RegExp }[] = [
    { name: 'null', body: null, message: /JSON object/ },
    { name: 'an array', body: [], message: /JSON object/ },
    {
      name: 'missing ingredients',
      body: { barcodes: [] },
      message: /"ingredients" must be an array/,
    },
    { name: 'a number among ingredients', body: { ingredients: [1] }, message: /array of strings/ },
    {
      name: '501 ingredients',
      body: { ingredients: Array.from({ length: 501 }, () => 'a') },
      message: /at most 500/,
    },
    {
      name: 'an item of 1001 characters',
      body: { ingredients: ['x'.repeat(1001)] },
      message: /1000 characters or less/,
    },
    {
      name: 'barcodes as a string',
      body: { ingredients: [], barcodes: '123' },
      message: /"barcodes" must be an array/,
    },
    {
      name: 'a negative maxMissing',
      body: { ingredients: [], filters: { maxMissing: -1 } },
      message: /maxMissing/,
    },
    { name: 'a limit too large', body: { ingredients: [], limit: 10_000 }, message: /"limit"/ },
    {
      name: 'a staple that is not a default one',
      body: { ingredients: [], staples: ['saffron'] },
      message: /"staples" must list some of: salt, black-pepper, water/,
    },
    {
      name: 'staples as a string',
      body: { ingredients: [], staples: 'salt' },
      message: /"staples"/,
    },
    {
      name: 'an unknown kind',
      body: { ingredients: [], kind: 'cocktail' },
      message: /^"kind" must be "meal" or "drink"$/,
    },
    {
      name: 'a kind that is not text',
      body: { ingredients: [], kind: 1 },
      message: /"kind" must be "meal" or "drink"/,
    },
    {
      name: 'a drink kitchen as a string',
      body: { ingredients: [], kind: 'drink', kitchen: 'lemons' },
      message: /"kitchen" must be an array of strings/,
    },
    {
      name: 'a drink kitchen with a number',
      body: { ingredients: [], kind: 'drink', kitchen: ['lemons', 2] },
      message: /"kitchen" must be an array of strings/,
    },
    {
      name: 'a drink kitchen of 501 items',
      body: { ingredients: [], kind: 'drink', kitchen: Array.from({ length: 501 }, () => 'a') },
      message: /"kitchen" must have at most 500/,
    },
    {
      name: 'a shelf of 501 bottles',
      body: { ingredients: Array.from({ length: 501 }, () => 'gin'), kind: 'drink' },
      message: /"ingredients" must have at most 500/,
    },
    {
      name: 'a drink search without a shelf',
      body: { kind: 'drink', kitchen: [] },
      message: /"ingredients" must be an array/,
    },
  ];
  it.each(bad)('refuses $name', ({ body, message }) => {
    const parsed = parseSuggestBody(body);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });

  it('defaults to one or two missing and 100 results', () => {
    const parsed = parseSuggestBody({ ingredients: ['eggs'], barcodes: [] });
    expect(parsed.ok && parsed.request.filters.maxMissing).toBe(2);
    expect(parsed.ok && parsed.request.limit).toBe(100);
  });

  it('reads a drink search: the shelf, the kitchen, and every drink within two bottles by default', () => {
    const parsed = parseSuggestBody({ ingredients: ['gin'], kind: 'drink', kitchen: ['lemons'] });
    expect(parsed.ok && parsed.request).toMatchObject({
      kind: 'drink',
      ingredients: ['gin'],
      kitchen: ['lemons'],
      limit: 500,
      filters: { maxMissing: 2 },
    });
    const meal = parseSuggestBody({ ingredients: ['eggs'], kitchen: ['lemons'] });
    expect(meal.ok && meal.request).toMatchObject({ kind: 'meal', kitchen: [], limit: 100 });
  });

  it('assumes every default staple unless the request turns some off', () => {
    const all = parseSuggestBody({ ingredients: ['eggs'] });
    expect(all.ok && all.request.staples).toEqual(['salt', 'black-pepper', 'water']);
    const some = parseSuggestBody({ ingredients: ['eggs'], staples: ['water', 'water'] });
    expect(some.ok && some.request.staples).toEqual(['water']);
    const none = parseSuggestBody({ ingredients: ['eggs'], staples: [] });
    expect(none.ok && none.request.staples).toEqual([]);
  });
});
