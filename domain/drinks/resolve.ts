import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { MAX_LINE_LENGTH, normaliseIngredient } from '../ingredients/normalise.ts';
import { ancestorsOf } from '../ingredients/families.ts';
import { keyForName, nameIndex, normaliseName } from '../ingredients/synonyms.ts';

/** Words that say how a bar ingredient is used or served, not what it is. */
const SERVING_WORDS =
  /\b(for (?:garnish|garnishing|topping|serving|the rim|rimming)|to garnish|to top|top(?:ped)? up with|top with|garnish(?:ed)? with|garnish:?|as garnish|chilled|freshly squeezed|fresh(?:ly)?|squeezed|pressed|homemade|home-made|good|cold|hot|iced|ice-cold|a splash of|splash of|splash|dash(?:es)? of|dash(?:es)?|drops? of|a few|some|float(?:ed)?|premium|quality|your favou?rite|preferably|optional and)\b/gi;

/**
 * The canonical key for one drink ingredient as people write it ("fresh lime juice",
 * "Angostura bitters", "Lime: juiced", "Cointreau or other orange liqueur", "ice cubes as needed").
 * Uses the kitchen's own line reader first (one vocabulary), then bar-specific clean-ups:
 * serving words removed, "X or Y" tried in order, "X: prepared" read as X. Null when unknown.
 */
export function resolveDrinkIngredient(text: string): IngredientKey | null {
  if (typeof text !== 'string') return null;
  // Nothing real is longer than a recipe line; cutting first keeps the phrase search cheap.
  const raw = text
    .slice(0, MAX_LINE_LENGTH)
    .replace(/\u200b/g, '')
    .trim();
  if (raw === '') return null;
  const direct = keyForName(raw);
  if (direct) return direct;
  const cleaned = raw
    .replace(/^garnish\s*:\s*/i, '')
    .replace(/:\s*\w+$/, '')
    .replace(SERVING_WORDS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const exact = keyForName(cleaned);
  if (exact) return exact;
  const specific = mostSpecificNamed(cleaned);
  if (specific) return specific;
  for (const part of cleaned.split(/\s+(?:or|and\/or|\/)\s+|\s*\/\s*/i)) {
    const key = keyForName(part) ?? readLine(part);
    if (key) return key;
  }
  return readLine(raw);
}

function readLine(text: string): IngredientKey | null {
  try {
    return normaliseIngredient(text).key;
  } catch {
    return null;
  }
}

/**
 * When a name mentions a bottle and its family ("Lagavulin 16y whisky", "Bacardi white rum"),
 * the bottle: every known name inside the text is found, and if one of them lies below all the
 * others in the family tree it wins. Null when there is no such single most specific name.
 */
function mostSpecificNamed(text: string): IngredientKey | null {
  const words = normaliseName(text)
    .split(' ')
    .filter((w) => w !== '');
  const found = new Set<IngredientKey>();
  const names = nameIndex();
  for (let start = 0; start < words.length; start += 1) {
    for (let end = start + 1; end <= words.length; end += 1) {
      const key = names.get(words.slice(start, end).join(' '));
      if (key) found.add(key);
    }
  }
  if (found.size < 2) return null;
  for (const candidate of found) {
    const above = new Set(ancestorsOf(candidate));
    if ([...found].every((other) => other === candidate || above.has(other))) return candidate;
  }
  return null;
}
