import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';
import {
  moveEntry,
  parseStoredPlan,
  SERVINGS_MESSAGE,
  validateNote,
  validateServings,
} from './stored-plan.ts';
import type { PlanEntry } from './types.ts';

const entry = (over: Partial<PlanEntry> = {}): PlanEntry => ({
  id: 'e1',
  date: '2026-11-23',
  slot: 'dinner',
  kind: 'recipe',
  ref: 'shepherd-s-pie',
  title: "Shepherd's Pie",
  servings: 4,
  locked: false,
  position: 0,
  ...over,
});

describe('validateServings', () => {
  it.each([
    ['1', { ok: true, value: 1 }],
    ['100', { ok: true, value: 100 }],
    ['0', { ok: false, error: SERVINGS_MESSAGE }],
    ['101', { ok: false, error: SERVINGS_MESSAGE }],
    ['2.5', { ok: false, error: VALIDATION_MESSAGES.invalidFormat }],
    ['abc', { ok: false, error: VALIDATION_MESSAGES.invalidFormat }],
    ['<script>1</script>', { ok: false, error: VALIDATION_MESSAGES.unsafe }],
    ['', { ok: false, error: VALIDATION_MESSAGES.required }],
  ] as const)('%s', (raw, expected) => {
    expect(validateServings(raw)).toEqual(expected);
  });
});

describe('validateNote', () => {
  it('uses the spec messages for empty, too long and unsafe notes', () => {
    expect(validateNote('  ')).toEqual({ ok: false, error: VALIDATION_MESSAGES.required });
    expect(validateNote('x'.repeat(201))).toEqual({
      ok: false,
      error: VALIDATION_MESSAGES.tooLong(200),
    });
    expect(validateNote('<script>alert(1)</script>')).toEqual({
      ok: false,
      error: VALIDATION_MESSAGES.unsafe,
    });
    expect(validateNote('Eating <b>out</b>')).toEqual({ ok: true, value: 'Eating out' });
  });
});

describe('parseStoredPlan', () => {
  it('ignores a corrupted plan as a whole, with a warning', () => {
    for (const bad of [null, 'plan', 42, { entries: 'x' }, []]) {
      const { plan, warnings } = parseStoredPlan(bad);
      expect(plan.entries).toEqual([]);
      expect(warnings).toHaveLength(1);
    }
  });

  it('drops single bad entries and keeps the rest', () => {
    const good = entry();
    const { plan, warnings } = parseStoredPlan({
      entries: [
        good,
        entry({ id: 'e2', servings: 0 }),
        entry({ id: 'e3', date: '2026-02-30' }),
        entry({ id: 'e4', slot: 'brunch' as never }),
        entry({ id: 'e5', title: '<script>x</script>' }),
        entry({ id: 'e6', kind: 'drink', ref: null }),
        { ...good },
      ],
    });
    expect(plan.entries).toEqual([good]);
    expect(warnings).toHaveLength(5);
  });
});

describe('moveEntry', () => {
  it('moves to the end of the target slot, locked or not', () => {
    const plan = {
      entries: [
        entry(),
        entry({ id: 'e2', slot: 'lunch', date: '2026-11-25' }),
        entry({ id: 'e3', locked: true }),
      ],
    };
    const moved = moveEntry(plan, 'e3', '2026-11-25', 'lunch');
    expect(moved.entries.find((e) => e.id === 'e3')).toMatchObject({
      date: '2026-11-25',
      slot: 'lunch',
      position: 1,
      locked: true,
    });
    expect(moveEntry(plan, 'nope', '2026-11-25', 'lunch')).toBe(plan);
  });
});
