import { describe, expect, it } from 'vitest';
import { parseDurationMinutes } from './duration.ts';

describe('parseDurationMinutes', () => {
  it.each<[unknown, number | null]>([
    ['PT30M', 30],
    ['PT1H', 60],
    ['PT1H30M', 90],
    ['PT1H30', 90],
    ['P0DT0H45M', 45],
    ['P0DT1H0M', 60],
    ['PT90M', 90],
    ['PT0.5H', 30],
    ['PT1,5H', 90],
    ['PT2700S', 45],
    ['PT10M30S', 11],
    ['P1D', 1440],
    ['P1DT2H', 1560],
    ['P0Y0M0DT0H35M0.000S', 35],
    ['pt20m', 20],
    ['PT1H 30M', 90],
    ['PT30', 30],
    ['P30M', 30],
    ['PT0M', 0],
    ['PT', null],
    ['1 hour 30 mins', 90],
    ['1 hr 5 min', 65],
    ['45 Min.', 45],
    ['1h30', 90],
    ['2 Stunden', 120],
    ['10-15 minutes', 15],
    ['1:30', 90],
    ['about 20 minutes', 20],
    ['25', 25],
    [25, 25],
    [{ '@type': 'QuantitativeValue', maxValue: 'PT40M' }, 40],
    ['1 Heat the oven to 180', null],
    ['', null],
    ['soon', null],
    [null, null],
    [undefined, null],
  ])('%j → %j minutes', (input, minutes) => {
    expect(parseDurationMinutes(input)).toBe(minutes);
  });
});
