import { supabase } from '@/lib/supabase';
import { platform } from '@/platform';
import type { SaveOutcome } from './save-outcome';
import { saveThroughFunction, type SaveRequest } from './save-through-function';

/**
 * Saves the page at `request.url` for the signed-in user: where the device can fetch recipe pages
 * itself (the desktop's main process) it does and the renderer saves the page (the extractor is
 * loaded only then, so the web dialog stays small); otherwise through the `scrape-recipe` function.
 */
export async function saveRecipe(request: SaveRequest): Promise<SaveOutcome> {
  const fetchRecipePage = platform.fetchRecipePage;
  if (fetchRecipePage) {
    const { saveThroughDesktop } = await import('./save-through-desktop');
    return saveThroughDesktop({ client: supabase, scrapeFetch: fetchRecipePage }, request);
  }
  return saveThroughFunction(supabase, request);
}
