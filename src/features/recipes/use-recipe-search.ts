import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { prepareRecipeSearch, type RecipeSearchRequest, type SuggestedRecipe } from '@domain';
import { assumedStaples } from '@/lib/staples';
import { notify, TOAST_DURATION } from '@/components/notify';
import { storeSearch, type SearchContext, type UnknownNote } from './recipe-session';
import { SEARCH_TEXTS as T } from './search-texts';

/** What the pages receive in router state: the recipes as read where they arrived. */
export interface RecipeRouteState extends SearchContext {
  recipes?: SuggestedRecipe[];
}

/** Spec §8: a message mentioning "OpenAI API" (or any "API") means the service is down. */
export function isServiceDownMessage(message: string): boolean {
  return message.includes('OpenAI API') || message.includes('API');
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

async function offlineSearch(
  request: RecipeSearchRequest,
): Promise<{ recipes: SuggestedRecipe[]; unknown: UnknownNote[] }> {
  const { matchOffline } = await import('./offline-library');
  return matchOffline(request.ingredients, request.barcodes);
}

/**
 * The "Let's Cook!" flow of spec §4/§5/§8: prepare the request, ask suggest-recipes-web (with the
 * direct-call fallback), and go to the results or the shopping suggestions. When the server cannot
 * be reached, the same matcher runs here over the bundled library and the results say so.
 */
export function useRecipeSearch() {
  const navigate = useNavigate();
  const [cooking, setCooking] = useState(false);
  const busy = useRef(false);

  const search = useCallback(
    async (items: readonly string[]) => {
      if (busy.current) return;
      // The staples still assumed (a setting): the search counts only those as present.
      const request = { ...prepareRecipeSearch(items), staples: assumedStaples() };
      if (request.ingredients.length === 0 && request.barcodes.length === 0) {
        notify.error(T.addSomeFirst, { duration: TOAST_DURATION.other });
        return;
      }
      busy.current = true;
      setCooking(true);
      let unknown: UnknownNote[] = [];
      const context = (offline: boolean): SearchContext => ({ ...request, offline, unknown });
      const toShopping = (offline: boolean) => {
        // This search returned nothing: an older search's recipes must not feed the suggestions.
        storeSearch([], context(offline));
        navigate('/shopping-suggestions', { state: context(offline) });
      };
      try {
        let recipes: SuggestedRecipe[];
        let offline = isOffline();
        if (offline) {
          ({ recipes, unknown } = await offlineSearch(request));
        } else {
          const { searchBackend } = await import('./search-backend');
          const outcome = await searchBackend(request);
          if (outcome.kind === 'error') {
            console.error('Recipe search failed:', outcome.message);
            if (isServiceDownMessage(outcome.message)) {
              notify.error(T.serviceDown, {
                description: T.serviceDownText,
                duration: TOAST_DURATION.other,
              });
            }
            toShopping(false);
            return;
          }
          offline = outcome.kind === 'unreachable';
          ({ recipes, unknown } =
            outcome.kind === 'recipes' ? outcome : await offlineSearch(request));
        }
        if (recipes.length === 0) {
          toShopping(offline);
          return;
        }
        storeSearch(recipes, context(offline));
        const state: RecipeRouteState = { ...context(offline), recipes };
        navigate('/recipe-results', { state });
        notify.success(T.recipesFound, {
          description: T.recipesFoundText,
          duration: TOAST_DURATION.other,
        });
      } catch (error) {
        console.error('Recipe search failed:', error);
        toShopping(isOffline());
      } finally {
        busy.current = false;
        setCooking(false);
      }
    },
    [navigate],
  );

  return { search, cooking };
}
