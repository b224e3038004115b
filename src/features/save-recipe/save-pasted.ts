import type { SupabaseClient } from '@supabase/supabase-js';
import {
  linkRow,
  parseIngredientLine,
  PASTED_SOURCE_BASE,
  recipeRow,
  type PageSummary,
  type ScrapedRecipe,
} from '@domain';
import { SAVE_MESSAGES, type SaveOutcome } from './save-outcome';
import { fetchableUrl, insertRow, signedInUserId } from './save-through-desktop';

/** What the user kept in the preview of a pasted recipe. */
export interface PastedEdits {
  readonly title: string;
  readonly ingredients: readonly string[];
  readonly steps: readonly string[];
}

/** One line per entry, trimmed, blanks dropped. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((line, i) => line === b[i]);
}

/**
 * The extracted recipe with the user's corrections: their title, lines and steps. Group headings
 * are kept only where the user left those lines as they were (an edit may move any line).
 */
export function applyEdits(recipe: ScrapedRecipe, edits: PastedEdits): ScrapedRecipe {
  const ingredientsKept = sameList(recipe.ingredientLines, edits.ingredients);
  const stepsKept = sameList(recipe.instructions, edits.steps);
  const title = edits.title.trim();
  return {
    ...recipe,
    title: title.length > 0 ? title : recipe.title,
    ingredientLines: [...edits.ingredients],
    ingredients: ingredientsKept ? recipe.ingredients : edits.ingredients.map(parseIngredientLine),
    ingredientGroups: ingredientsKept ? recipe.ingredientGroups : [],
    instructions: [...edits.steps],
    instructionGroups: stepsKept ? recipe.instructionGroups : [],
  };
}

/** The source a pasted recipe is saved under: the page's address when given, else a unique address that never resolves. */
export function pastedSourceUrl(sourceUrl: string | null): string {
  const fetchable = sourceUrl === null ? null : fetchableUrl(sourceUrl);
  return fetchable ?? `${PASTED_SOURCE_BASE}${crypto.randomUUID()}`;
}

/**
 * Saves a recipe the user pasted and corrected, as the signed-in user (RLS applies), with the same
 * row builder as every other save. Never throws.
 */
export async function savePastedRecipe(
  client: Pick<SupabaseClient, 'auth' | 'from'>,
  recipe: ScrapedRecipe,
  sourceUrl: string | null,
): Promise<SaveOutcome> {
  try {
    const userId = await signedInUserId(client as Parameters<typeof signedInUserId>[0]);
    if (!userId) return { kind: 'failed', message: SAVE_MESSAGES.notSignedIn };
    const url = pastedSourceUrl(sourceUrl);
    // Without a page address the recipe is its own source (each paste a recipe of its own).
    const own = recipe.canonicalUrl.startsWith(PASTED_SOURCE_BASE)
      ? { ...recipe, canonicalUrl: url }
      : recipe;
    const row = recipeRow(userId, own, url);
    return await insertRow(client as Parameters<typeof insertRow>[0], row, false);
  } catch (error) {
    console.error('[save-recipe] pasted save failed:', error);
    return { kind: 'failed', message: SAVE_MESSAGES.saveFailed };
  }
}

/** Saves the page at `sourceUrl` as a link only (nothing recipe-like was pasted), with what the paste told of it. */
export async function savePastedLink(
  client: Pick<SupabaseClient, 'auth' | 'from'>,
  summary: PageSummary,
  sourceUrl: string,
): Promise<SaveOutcome> {
  try {
    const userId = await signedInUserId(client as Parameters<typeof signedInUserId>[0]);
    if (!userId) return { kind: 'failed', message: SAVE_MESSAGES.notSignedIn };
    const url = fetchableUrl(sourceUrl);
    if (!url) return { kind: 'failed', message: SAVE_MESSAGES.invalidUrl };
    const own = summary.canonicalUrl.startsWith(PASTED_SOURCE_BASE)
      ? { ...summary, canonicalUrl: url }
      : summary;
    return await insertRow(
      client as Parameters<typeof insertRow>[0],
      linkRow(userId, own, url),
      true,
    );
  } catch (error) {
    console.error('[save-recipe] pasted link save failed:', error);
    return { kind: 'failed', message: SAVE_MESSAGES.saveFailed };
  }
}
