import {
  cardOf,
  matchData,
  rowCard,
  summaryPayload,
  type RecipeMatch,
  type RecipeMatchPayload,
  type RecipeSummaryPayload,
} from '../../../domain/index.ts';
import type { KeyIndexRecipe } from './key-index.ts';
import type { MatchableRow } from './recipe-rows.ts';

export type { RecipeMatchPayload } from '../../../domain/index.ts';
export { matchData } from '../../../domain/index.ts';

/** A database recipe's match in the answer shape (the same shape the offline matcher produces). */
export function toPayload(match: RecipeMatch<MatchableRow>): RecipeMatchPayload {
  return { ...rowCard(match.recipe.row), ...matchData(match), ai: false };
}

/** The card part of a row's answer as JSON text, without its closing brace (see toPayloadJson). */
const CARD_JSON = new WeakMap<MatchableRow, string>();

function cardJson(recipe: MatchableRow): string {
  let text = CARD_JSON.get(recipe);
  if (text === undefined) {
    text = JSON.stringify(rowCard(recipe.row)).slice(0, -1);
    CARD_JSON.set(recipe, text);
  }
  return text;
}

/**
 * JSON.stringify(toPayload(match)), the same text, with the card part serialised once per recipe
 * held in memory (the built-in library's cards are most of an answer's bytes) rather than per request.
 */
export function toPayloadJson(match: RecipeMatch<MatchableRow>): string {
  return `${cardJson(match.recipe)},${JSON.stringify({ ...matchData(match), ai: false }).slice(1)}`;
}

/** A key-index match in the answer shape: the card the index holds, no details (see RecipeSummaryPayload). */
export function toSummaryPayload(match: RecipeMatch<KeyIndexRecipe>): RecipeSummaryPayload {
  const r = match.recipe;
  return summaryPayload(cardOf(r, r.rowId, r.id), match);
}
