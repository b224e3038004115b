function isLineBreak(ch: string | undefined): boolean {
  return ch === '\n' || ch === '\r' || ch === '\u2028' || ch === '\u2029';
}

/**
 * For each position, whether a "(" there is closed by a ")" on the same line.
 * Computed right to left in one pass.
 */
function closedOnSameLine(text: string): boolean[] {
  const closed = new Array<boolean>(text.length).fill(false);
  let closeAhead = false;
  for (let i = text.length - 1; i >= 0; i -= 1) {
    const ch = text[i];
    if (isLineBreak(ch)) closeAhead = false;
    else if (ch === ')') closeAhead = true;
    else if (ch === '(') closed[i] = closeAhead;
  }
  return closed;
}

/**
 * Splits what the user typed or pasted into ingredient names (spec §5): on
 * commas and new lines, each trimmed, empties dropped. A comma inside a
 * parenthesis closed on the same line does not split, so
 * "tomatoes (canned, diced)" stays one item.
 */
export function parseIngredientInput(raw: string): string[] {
  const text = typeof raw === 'string' ? raw : '';
  const closed = closedOnSameLine(text);
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= text.length; i += 1) {
    const ch = text[i];
    if (ch === '(' && closed[i] === true) depth += 1;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (i === text.length || isLineBreak(ch) || (ch === ',' && depth === 0)) {
      const item = text.slice(start, i).trim();
      if (item !== '') items.push(item);
      start = i + 1;
      if (ch !== ',') depth = 0;
    }
  }
  return items;
}
