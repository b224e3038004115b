/**
 * What saving a recipe answers with, shared by the `scrape-recipe` function and the desktop save
 * (which fetches through the main process and inserts itself), so both map to the same toasts.
 * The app maps them by content (spec §8): "already been saved", "Failed to fetch URL",
 * "Invalid URL"; anything else becomes "Failed to save recipe. Please try again.".
 */
export const SAVE_RECIPE_MESSAGES = {
  notSignedIn: 'You must be logged in to save recipes',
  invalidUrl: 'Invalid URL',
  rateLimited: 'Too many recipes saved in a short time. Please try again later.',
  rateLimitFailed: 'Rate limit check failed',
  fetchFailed: 'Failed to fetch URL',
  noRecipe: 'No recipe found on that page',
  duplicate: 'This recipe has already been saved',
  saveFailed: 'Failed to save recipe',
  methodNotAllowed: 'Method not allowed: use POST',
} as const;

/** Saves per user and window, counted through `check_rate_limit_enhanced` by every way of saving. */
export const SAVE_RECIPE_RATE_LIMIT = {
  action: 'scrape-recipe',
  maxRequests: 30,
  windowMinutes: 60,
} as const;
