/**
 * The main window's size and position, remembered in a small JSON file in the user-data folder
 * and clamped to a visible display on the next start (a monitor may have been unplugged).
 * Displays are injected (Electron's `screen.getAllDisplays()` in the app).
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DisplayLike {
  workArea: Rect;
}

export interface WindowState {
  bounds: Rect;
  maximized: boolean;
}

export const DEFAULT_SIZE = { width: 1200, height: 820 } as const;
export const MIN_SIZE = { width: 360, height: 560 } as const;
/** How much of the window must be on a display for it to be kept there (then pulled fully inside). */
const MIN_VISIBLE = { width: 120, height: 40 } as const;

const int = z.number().int().min(-100_000).max(100_000);
const stateSchema = z.object({
  bounds: z.object({ x: int, y: int, width: int.min(1), height: int.min(1) }),
  maximized: z.boolean(),
});

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/** Centred on the first (primary) display at the default size, shrunk to fit it. */
export function defaultState(displays: readonly DisplayLike[]): WindowState {
  const area = displays[0]?.workArea ?? {
    x: 0,
    y: 0,
    width: DEFAULT_SIZE.width,
    height: DEFAULT_SIZE.height,
  };
  const width = Math.min(DEFAULT_SIZE.width, area.width);
  const height = Math.min(DEFAULT_SIZE.height, area.height);
  return {
    bounds: {
      x: area.x + Math.round((area.width - width) / 2),
      y: area.y + Math.round((area.height - height) / 2),
      width,
      height,
    },
    maximized: false,
  };
}

/**
 * Keeps a saved state if enough of it is on some display (shrinking it to that display's work
 * area and pulling it fully inside, so the title bar is reachable); otherwise the default.
 */
export function clampToDisplays(state: WindowState, displays: readonly DisplayLike[]): WindowState {
  const { bounds } = state;
  const display = displays.find((d) => {
    const o = overlap(bounds, d.workArea);
    return (
      o.width >= Math.min(MIN_VISIBLE.width, bounds.width) &&
      o.height >= Math.min(MIN_VISIBLE.height, bounds.height)
    );
  });
  if (!display) return { ...defaultState(displays), maximized: state.maximized };
  const area = display.workArea;
  const width = Math.max(
    Math.min(state.bounds.width, area.width),
    Math.min(MIN_SIZE.width, area.width),
  );
  const height = Math.max(
    Math.min(state.bounds.height, area.height),
    Math.min(MIN_SIZE.height, area.height),
  );
  const x = Math.min(Math.max(state.bounds.x, area.x), area.x + area.width - width);
  const y = Math.min(Math.max(state.bounds.y, area.y), area.y + area.height - height);
  return { bounds: { x, y, width, height }, maximized: state.maximized };
}

/** Reads and clamps the saved state; a missing or unreadable file gives the default. */
export function loadWindowState(filePath: string, displays: readonly DisplayLike[]): WindowState {
  try {
    const parsed = stateSchema.safeParse(JSON.parse(fs.readFileSync(filePath, 'utf8')));
    if (parsed.success) return clampToDisplays(parsed.data, displays);
  } catch {
    // Missing or not JSON: start with the default.
  }
  return defaultState(displays);
}

/** Writes the state atomically (temporary file, then rename). Best effort: errors are returned, not thrown. */
export function saveWindowState(filePath: string, state: WindowState): Error | null {
  try {
    const parsed = stateSchema.parse({
      bounds: roundRect(state.bounds),
      maximized: state.maximized,
    });
    fs.mkdirSync(path.dirname(filePath), { recursive: true });
    const tmp = `${filePath}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(parsed));
    fs.renameSync(tmp, filePath);
    return null;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

function roundRect(r: Rect): Rect {
  return {
    x: Math.round(r.x),
    y: Math.round(r.y),
    width: Math.round(r.width),
    height: Math.round(r.height),
  };
}
