import { COMMON_INGREDIENTS, SUGGESTION_INGREDIENTS } from '@domain';
import { suggestionsAmong } from '@/components/suggestion-input';

/** Suggestion candidates: the ~70 suggestion ingredients first, then the common catalogue. */
const CANDIDATES: readonly string[] = [...SUGGESTION_INGREDIENTS, ...COMMON_INGREDIENTS];

/** Up to 5 ingredient suggestions for the segment being typed, ranked exact > prefix > shorter. */
export function suggestionsFor(input: string): string[] {
  return suggestionsAmong(input, CANDIDATES);
}
