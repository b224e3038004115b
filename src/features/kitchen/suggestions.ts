import { COMMON_INGREDIENTS, rankSuggestions, SUGGESTION_INGREDIENTS } from '@domain';
import { currentSegment } from './segments';

export { currentSegment, withSuggestion } from './segments';

/** Suggestion candidates: the ~70 suggestion ingredients first, then the common catalogue. */
const CANDIDATES: readonly string[] = [...SUGGESTION_INGREDIENTS, ...COMMON_INGREDIENTS];

/** Up to 5 suggestions for the segment being typed, ranked exact > prefix > shorter. */
export function suggestionsFor(input: string): string[] {
  const { segment } = currentSegment(input);
  if (segment.trim().length === 0 || segment.length > 100) return [];
  return rankSuggestions(segment, CANDIDATES);
}
