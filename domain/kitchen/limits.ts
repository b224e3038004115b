/** Recent ingredients kept, most recent first. */
export const MAX_RECENT_INGREDIENTS = 10;
/** A kitchen holds at most this many ingredients; more is refused with 'too-many' and nothing is lost. */
export const MAX_KITCHEN_INGREDIENTS = 5000;
/** At most this many templates. */
export const MAX_TEMPLATES = 100;
/** Template names are short labels. */
export const TEMPLATE_NAME_MAX_LENGTH = 100;
/** Toast durations (spec §9). */
export const TOAST_DURATION_MS = Object.freeze({ kitchen: 2000, default: 3000, saveError: 5000 });
/** Layout constants of spec §2 and §9. */
export const MOBILE_BREAKPOINT_PX = 768;
export const TOOLTIP_DELAY_MS = 300;
export const MOBILE_CHIP_MAX_CHARS = 12;
export const LOGO_BACKGROUND_TILES = 24;
