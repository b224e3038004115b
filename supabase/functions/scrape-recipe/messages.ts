/**
 * The texts scrape-recipe answers with. The app maps them by content (spec §8): "already been saved",
 * "Failed to fetch URL", "Invalid URL"; anything else becomes "Failed to save recipe. Please try again.".
 */
export const MESSAGES = {
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

/** Requests per user and window (check_rate_limit_enhanced). */
export const RATE_LIMIT = { action: 'scrape-recipe', maxRequests: 30, windowMinutes: 60 } as const;
