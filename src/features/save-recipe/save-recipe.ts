import { supabase } from '@/lib/supabase';
import { platform } from '@/platform';
import type { SaveOutcome } from './save-outcome';
import { saveThroughFunction, type SaveRequest } from './save-through-function';

/**
 * Saves the page at `request.url` for the signed-in user: on the web through the `scrape-recipe`
 * function; on desktop the main process fetches the page and the renderer saves it (the extractor
 * is loaded only there, so the web dialog stays small).
 */
export async function saveRecipe(request: SaveRequest): Promise<SaveOutcome> {
  const desktop = platform.desktop;
  if (desktop) {
    const { saveThroughDesktop } = await import('./save-through-desktop');
    return saveThroughDesktop(
      { client: supabase, scrapeFetch: (url) => desktop.scrapeFetch(url) },
      request,
    );
  }
  return saveThroughFunction(supabase, request);
}
