/** Spec §9: the virtual ingredient list. */
export const VIRTUAL_LIST = Object.freeze({ rowHeightPx: 60, gapPx: 8, viewportHeightPx: 400 });

/** Spec §9: 1, 2, 3 or 4 columns at widths under 640, under 768, under 1024 and above. */
export function virtualListColumns(widthPx: number): 1 | 2 | 3 | 4 {
  if (!(widthPx >= 640)) return 1;
  if (widthPx < 768) return 2;
  if (widthPx < 1024) return 3;
  return 4;
}
