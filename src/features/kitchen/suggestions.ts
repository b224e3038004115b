import { COMMON_INGREDIENTS, rankSuggestions, SUGGESTION_INGREDIENTS } from '@domain';

/** Suggestion candidates: the ~70 suggestion ingredients first, then the common catalogue. */
const CANDIDATES: readonly string[] = [...SUGGESTION_INGREDIENTS, ...COMMON_INGREDIENTS];

/** The segment being typed: what follows the last comma or line break. */
export function currentSegment(input: string): { head: string; segment: string } {
  const cut = Math.max(input.lastIndexOf(','), input.lastIndexOf('\n'));
  return { head: cut === -1 ? '' : input.slice(0, cut + 1), segment: input.slice(cut + 1) };
}

/** Up to 5 suggestions for the segment being typed, ranked exact > prefix > shorter. */
export function suggestionsFor(input: string): string[] {
  const { segment } = currentSegment(input);
  if (segment.trim().length === 0 || segment.length > 100) return [];
  return rankSuggestions(segment, CANDIDATES);
}

/** `input` with the segment being typed replaced by `suggestion`. */
export function withSuggestion(input: string, suggestion: string): string {
  const { head } = currentSegment(input);
  return head === '' ? suggestion : `${head} ${suggestion}`;
}
