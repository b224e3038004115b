import { describe, expect, it } from 'vitest';
import { INGREDIENTS, VALIDATION_MESSAGES } from '@domain';
import { addBottles, customSuggestions, removeBottle, replaceBottle } from './shelf-actions';
import { EMPTY_SHELF, parseStoredShelf } from './shelf-model';
import { SHELF_PRESETS, bottleKey, shelfCandidates } from './shelf-vocabulary';
import { BAR_TEXTS as T } from './texts';

describe('shelf vocabulary', () => {
  it('every preset names known keys, and each preset name reads back as its key', () => {
    for (const preset of SHELF_PRESETS) {
      for (const key of preset.keys) {
        expect(INGREDIENTS.has(key), `${preset.id}: ${key}`).toBe(true);
        expect(bottleKey(INGREDIENTS.get(key)?.name ?? ''), key).toBe(key);
      }
    }
  });

  it('every browsable bottle reads back as its own key', () => {
    for (const c of shelfCandidates()) expect(bottleKey(c.name), c.name).toBe(c.key);
  });
});

describe('addBottles', () => {
  it('adds names from a comma list, keeps them sorted and reports unknown ones as custom', () => {
    const { shelf, outcome } = addBottles(EMPTY_SHELF, 'gin, Campari, Grandpa’s moonshine xyz');
    expect(shelf.bottles).toEqual(['Campari', 'gin', 'Grandpa’s moonshine xyz']);
    expect(outcome).toMatchObject({
      ok: true,
      message: T.addedMany(3),
      custom: ['Grandpa’s moonshine xyz'],
    });
  });

  it('refuses duplicates ignoring case', () => {
    const one = addBottles(EMPTY_SHELF, 'Gin').shelf;
    expect(addBottles(one, 'gin').outcome).toEqual({ ok: false, message: T.duplicate('gin') });
  });

  it('gives the spec messages for over-long, script and empty input, adding nothing', () => {
    expect(addBottles(EMPTY_SHELF, 'x'.repeat(1001)).outcome).toEqual({
      ok: false,
      message: VALIDATION_MESSAGES.tooLong(1000),
    });
    expect(addBottles(EMPTY_SHELF, 'gin, <script>alert(1)</script>').outcome).toEqual({
      ok: false,
      message: VALIDATION_MESSAGES.unsafe,
    });
    expect(addBottles(EMPTY_SHELF, '   ').outcome).toEqual({
      ok: false,
      message: VALIDATION_MESSAGES.required,
    });
  });

  it('takes two thousand pasted bottles at once', () => {
    const names = Array.from({ length: 2000 }, (_, i) => `Bottle number ${i}`);
    const { shelf, outcome } = addBottles(EMPTY_SHELF, names.join('\n'));
    expect(shelf.bottles).toHaveLength(2000);
    expect(outcome.ok).toBe(true);
    expect(addBottles(shelf, 'one more').outcome).toEqual({ ok: false, message: T.tooMany });
  });
});

describe('custom bottles', () => {
  it('suggests the closest known name for a misspelling and can swap it in', () => {
    const shelf = addBottles(EMPTY_SHELF, 'campary').shelf;
    expect(customSuggestions(shelf.bottles)).toEqual([{ name: 'campary', suggestion: 'Campari' }]);
    expect(replaceBottle(shelf, 'campary', 'Campari').shelf.bottles).toEqual(['Campari']);
  });

  it('removes by name ignoring case', () => {
    const shelf = addBottles(EMPTY_SHELF, 'Gin, Vodka').shelf;
    expect(removeBottle(shelf, 'gin').shelf.bottles).toEqual(['Vodka']);
    expect(removeBottle(shelf, 'rum').outcome).toEqual({ ok: false, message: T.notOnShelf('rum') });
  });
});

describe('parseStoredShelf', () => {
  it.each([
    ['not an object', 'gin'],
    ['no list', { bottles: 'gin' }],
    ['null', null],
  ])('ignores a shelf that is %s, with a warning', (_what, value) => {
    const { shelf, warnings } = parseStoredShelf(value);
    expect(shelf).toEqual(EMPTY_SHELF);
    expect(warnings.length).toBeGreaterThan(0);
  });

  it('keeps the good bottles and drops bad ones with a warning', () => {
    const { shelf, warnings } = parseStoredShelf({
      bottles: ['Gin', 42, '<script>x</script>', 'gin', '<b>Rum</b>'],
    });
    expect(shelf.bottles).toEqual(['Gin', 'Rum']);
    expect(warnings).toHaveLength(2);
  });
});
