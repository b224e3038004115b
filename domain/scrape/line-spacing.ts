/** Longer lists are left as they are: real recipes never come near, and the search is quadratic. */
const MAX_LINES = 200;

/** `line` spaced like `shown` when `shown` holds the same characters, its parts in some rotation. */
function spacedLike(line: string, shown: string): string | null {
  const parts = shown.split(' ').filter((p) => p.length > 0);
  if (parts.length < 2) return null;
  for (let k = 0; k < parts.length; k += 1) {
    const rotated = [...parts.slice(k), ...parts.slice(0, k)];
    if (rotated.join('') === line) return rotated.join(' ');
  }
  return null;
}

/**
 * Puts back the word breaks that a page's structured data lost. Some sites build their JSON-LD
 * lines by gluing the cells of their ingredient table together ("250克奶油奶酪" from the cells
 * "奶油奶酪" and "250克"). A line without any whitespace whose characters the page's own list
 * shows split into parts (in the same order, or with the amount cell moved to the front) gets
 * spaces at those breaks; its characters and their order never change, and every other line is
 * kept as it is.
 */
export function restoreSpacing(lines: readonly string[], shown: readonly string[]): string[] {
  if (lines.length > MAX_LINES || shown.length > MAX_LINES) return [...lines];
  return lines.map((line) => {
    if (line.length === 0 || /\s/.test(line)) return line;
    for (const candidate of shown) {
      const spaced = spacedLike(line, candidate.replace(/\s+/g, ' ').trim());
      if (spaced !== null) return spaced;
    }
    return line;
  });
}
