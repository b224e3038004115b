import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  clampToDisplays,
  defaultState,
  loadWindowState,
  saveWindowState,
  type DisplayLike,
} from './window-state.ts';

const laptop: DisplayLike = { workArea: { x: 0, y: 25, width: 1440, height: 875 } };
const external: DisplayLike = { workArea: { x: 1440, y: 0, width: 2560, height: 1415 } };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-window-'));
const file = path.join(dir, 'window-state.json');
afterEach(() => fs.rmSync(file, { force: true }));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('window state', () => {
  it('round-trips size, position and maximised through a JSON file', () => {
    const state = { bounds: { x: 1600, y: 100, width: 1000, height: 800 }, maximized: true };
    expect(saveWindowState(file, state)).toBeNull();
    expect(loadWindowState(file, [laptop, external])).toEqual(state);
  });

  it('moves a window from an unplugged monitor back to the primary display', () => {
    saveWindowState(file, {
      bounds: { x: 1600, y: 100, width: 1000, height: 800 },
      maximized: false,
    });
    expect(loadWindowState(file, [laptop])).toEqual(defaultState([laptop]));
  });

  it('shrinks and pulls a window partly off-screen inside the display', () => {
    const clamped = clampToDisplays(
      { bounds: { x: 1000, y: -10, width: 3000, height: 2000 }, maximized: false },
      [laptop],
    );
    expect(clamped.bounds).toEqual({ x: 0, y: 25, width: 1440, height: 875 });
  });

  it('keeps the minimum size on a roomy display', () => {
    expect(
      clampToDisplays({ bounds: { x: 100, y: 100, width: 100, height: 100 }, maximized: false }, [
        laptop,
      ]).bounds,
    ).toMatchObject({
      width: 360,
      height: 560,
    });
  });

  it('centres the default window on the primary display, fitting small screens', () => {
    expect(defaultState([laptop]).bounds).toEqual({ x: 120, y: 53, width: 1200, height: 820 });
    expect(defaultState([{ workArea: { x: 0, y: 0, width: 800, height: 600 } }]).bounds).toEqual({
      x: 0,
      y: 0,
      width: 800,
      height: 600,
    });
  });

  it.each([
    ['not json'],
    ['{"bounds":{"x":"a"}}'],
    ['{"bounds":{"x":0,"y":0,"width":1e9,"height":10},"maximized":false}'],
  ])('ignores an unreadable file %s', (text) => {
    fs.writeFileSync(file, text);
    expect(loadWindowState(file, [laptop])).toEqual(defaultState([laptop]));
  });

  it('falls back to the default without a file or displays', () => {
    expect(loadWindowState(path.join(dir, 'missing.json'), [])).toEqual(defaultState([]));
  });
});
