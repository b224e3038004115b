import { TOUR_OFFSET_PX } from './tour-steps';

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

const MARGIN = 8;

/**
 * Where to put a popover of `size` next to `target` (viewport coordinates):
 * below it with a 10 px gap, or above when there is no room below; clamped
 * horizontally into the viewport.
 */
export function placePopover(
  target: Box,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
) {
  const below = target.top + target.height + TOUR_OFFSET_PX;
  const above = target.top - TOUR_OFFSET_PX - size.height;
  const fitsBelow = below + size.height <= viewport.height - MARGIN;
  const top =
    fitsBelow || above < MARGIN
      ? Math.min(below, Math.max(MARGIN, viewport.height - size.height - MARGIN))
      : above;
  const left = Math.min(
    Math.max(MARGIN, target.left),
    Math.max(MARGIN, viewport.width - size.width - MARGIN),
  );
  return { top, left };
}
