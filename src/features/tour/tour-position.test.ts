import { describe, expect, it } from 'vitest';
import { placePopover } from './tour-position';
import { TOUR_STEPS } from './tour-steps';

const viewport = { width: 1280, height: 800 };
const size = { width: 352, height: 180 };

describe('placePopover', () => {
  it('puts the popover 10 px below its target', () => {
    expect(placePopover({ top: 100, left: 200, width: 300, height: 40 }, size, viewport)).toEqual({
      top: 150,
      left: 200,
    });
  });

  it('goes above when there is no room below', () => {
    expect(placePopover({ top: 700, left: 200, width: 300, height: 40 }, size, viewport)).toEqual({
      top: 510,
      left: 200,
    });
  });

  it('stays inside the viewport horizontally', () => {
    expect(placePopover({ top: 100, left: 1200, width: 60, height: 40 }, size, viewport).left).toBe(
      1280 - 352 - 8,
    );
  });
});

describe('TOUR_STEPS', () => {
  it('has the seven steps in the spec order', () => {
    expect(TOUR_STEPS.map((step) => step.id)).toEqual([
      'welcome',
      'add-ingredient',
      'common-ingredients',
      'predefined-lists',
      'templates',
      'recent-ingredients',
      'lets-cook',
    ]);
  });
});
