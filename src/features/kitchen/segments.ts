// Apart from suggestions.ts (its candidate list and ranking load when the box is first used).

/** The segment being typed: what follows the last comma or line break. */
export function currentSegment(input: string): { head: string; segment: string } {
  const cut = Math.max(input.lastIndexOf(','), input.lastIndexOf('\n'));
  return { head: cut === -1 ? '' : input.slice(0, cut + 1), segment: input.slice(cut + 1) };
}

/** `input` with the segment being typed replaced by `suggestion`. */
export function withSuggestion(input: string, suggestion: string): string {
  const { head } = currentSegment(input);
  return head === '' ? suggestion : `${head} ${suggestion}`;
}
