import { parseIngredient } from 'parse-ingredient';
import { INGREDIENTS } from './canonical.ts';
import { descendantsOf } from './families.ts';
import type { IngredientKey } from './canonical-types.ts';
import { toUnit, type Unit } from './normalise-units.ts';
import { nameIndex, normaliseName } from './synonyms.ts';

export interface NormalisedIngredient {
  /** The canonical key, or null when the text names nothing in the vocabulary. */
  readonly key: IngredientKey | null;
  /** The ingredient name as understood (the matched name, or the cleaned text). */
  readonly name: string;
  readonly quantity?: number;
  /** Upper end of a range ("2–3 tomatoes"). */
  readonly quantityMax?: number;
  readonly unit?: Unit;
  readonly notes?: string;
  readonly optional?: boolean;
}

/** Words that describe preparation, size or state rather than what the ingredient is. */
const DESCRIPTORS: ReadonlySet<string> = new Set(
  (
    'a an the of and or to for with about approx approximately roughly finely coarsely thinly thickly ' +
    'fresh freshly chopped diced minced sliced grated shredded crushed peeled seeded deseeded cored ' +
    'trimmed halved quartered cubed cube beaten whisked lightly softened melted room temperature cold warm ' +
    'chilled large medium small extra big organic ripe raw boneless skinless skin bone on in lean frozen ' +
    'thawed drained rinsed packed heaping heaped level good quality plus more serving serve garnish ' +
    'optional taste needed some few bite size sized inch cm mm piece chunk strip wedge ' +
    'tin can jar packet pack bag box container block stick head bunch handful sprig dash pinch ' +
    'firmly loosely store bought homemade unsweetened sweetened plain whole mashed pureed torn ' +
    'juiced zested julienned snipped toasted roasted cut into thin thick half x pitted stoned ' +
    'dry uncooked divided separated at least such as like preferably'
  ).split(' '),
);

const CANNED_WORDS = /\b(can|cans|tin|tins|canned|tinned)\b/;

/** "juice of 2 lemons", "zest and juice of 1 lime": the part used becomes a note. */
const PART_OF =
  /^\s*((?:finely\s+)?(?:grated\s+)?(?:juice|zest|rind|peel)(?:\s+and\s+(?:juice|zest))?)\s+of\s+/i;

let maxNameWords = 0;

/** Longest known name, in words; no sub-phrase longer than this can match. */
function longestName(): number {
  maxNameWords ||= Math.max(...[...nameIndex().keys()].map((name) => name.split(' ').length));
  return maxNameWords;
}

/** Ingredient lines longer than this are cut; nothing real is that long. */
export const MAX_LINE_LENGTH = 300;

function findKey(words: readonly string[]): IngredientKey | null {
  const names = nameIndex();
  for (let len = Math.min(words.length, longestName()); len >= 1; len -= 1) {
    for (let start = words.length - len; start >= 0; start -= 1) {
      const key = names.get(words.slice(start, start + len).join(' '));
      if (key) return key;
    }
  }
  return null;
}

interface Resolved {
  readonly key: IngredientKey | null;
  readonly name: string;
}

/** Finds the ingredient named in a description with quantities and units already removed. */
export function resolveName(description: string, canned = false): Resolved {
  const full = normaliseName(description);
  if (full === '') return { key: null, name: '' };
  const words = full.split(' ').filter((w) => !/^\d+(?:\.\d+)?[a-z%]*$/.test(w));
  const kept = words.filter((w) => !DESCRIPTORS.has(w));
  const cleaned = kept.join(' ');
  if (canned) {
    const key = nameIndex().get(`canned ${cleaned}`);
    if (key) return { key, name: INGREDIENTS.get(key)?.name.toLowerCase() ?? cleaned };
  }
  const key =
    nameIndex().get(full) ?? nameIndex().get(words.join(' ')) ?? findKey(kept) ?? findKey(words);
  if (key) return { key, name: INGREDIENTS.get(key)?.name.toLowerCase() ?? cleaned };
  return { key: null, name: cleaned === '' ? full : cleaned };
}

function splitNotes(text: string): { core: string; notes: string[]; afterComma?: string } {
  const notes: string[] = [];
  let core = text.replace(/\(([^)]*)\)/g, (_m, inner: string) => {
    if (inner.trim() !== '') notes.push(inner.trim());
    return ' ';
  });
  const comma = core.indexOf(',');
  let afterComma: string | undefined;
  if (comma >= 0) {
    const rest = core.slice(comma + 1).trim();
    if (rest !== '') {
      notes.push(rest);
      afterComma = rest;
    }
    core = core.slice(0, comma);
  }
  return { core, notes, ...(afterComma !== undefined ? { afterComma } : {}) };
}

function leadingUnit(description: string): { unit: Unit; rest: string } | null {
  const match = /^\s*((?:fl\.?\s*oz\.?|fluid ounces?|[a-zA-Z.]+))\s+(?:of\s+)?(.*)$/.exec(
    description,
  );
  if (!match?.[1] || match[2] === undefined) return null;
  const unit = toUnit(match[1].replace(/\.$/, '')) ?? toUnit(match[1]);
  return unit ? { unit, rest: match[2] } : null;
}

/**
 * Understands one ingredient line: "2 cups finely chopped fresh basil" → basil, 2 cup;
 * "3 large eggs, beaten" → egg, 3 piece, notes "beaten"; "salt to taste" → salt, to-taste.
 */
export function normaliseIngredient(text: string): NormalisedIngredient {
  const raw =
    typeof text === 'string' ? text.slice(0, MAX_LINE_LENGTH).replace(/\s+/g, ' ').trim() : '';
  if (raw === '') return { key: null, name: '' };
  const optional = /\boptional\b/i.test(raw);
  const toTaste = /\b(to taste|as needed)\b/i.test(raw);
  const extraNotes: string[] = [];
  let prepared = raw
    .replace(/\b(optional|to taste|as needed)\b/gi, ' ')
    .replace(/^\s*(about|approximately|approx\.?|roughly|around|heaped|scant)\s+/i, '')
    .replace(PART_OF, (_m, part: string) => {
      extraNotes.push(part.toLowerCase());
      return '';
    })
    .replace(/^(a|an|one)\s+/i, '1 ')
    .replace(/^(\d+)\s*[x×]\s*/i, '')
    .replace(/(\d)\s*(?:–|—|to)\s*(\d)/g, '$1-$2');
  if (/^\s*(?:[a-z]+\s+)?of\s/i.test(prepared) && !/^\d/.test(prepared)) prepared = `1 ${prepared}`;
  const { core, notes: commaNotes, afterComma } = splitNotes(prepared);
  const notes = [...extraNotes, ...commaNotes];

  let quantity: number | undefined;
  let quantityMax: number | undefined;
  let unit: Unit | undefined;
  let description = core;
  try {
    const parsed = parseIngredient(core)[0];
    if (parsed) {
      if (parsed.quantity !== null && Number.isFinite(parsed.quantity)) quantity = parsed.quantity;
      if (parsed.quantity2 !== null && Number.isFinite(parsed.quantity2))
        quantityMax = parsed.quantity2;
      description = parsed.description;
      const id = parsed.unitOfMeasureID ?? parsed.unitOfMeasure;
      if (id) {
        unit = toUnit(id) ?? toUnit(parsed.unitOfMeasure ?? '') ?? undefined;
        if (id === 'dozen' && quantity !== undefined) quantity *= 12;
      }
    }
  } catch {
    description = core;
  }
  if (unit === undefined) {
    const lead = leadingUnit(description);
    if (lead) {
      unit = lead.unit;
      description = lead.rest;
    }
  }
  description = description.replace(/^\s*of\s+/i, '');
  if (unit === undefined && toTaste) unit = 'to-taste';
  if (unit === undefined && quantity !== undefined) unit = 'piece';

  const canned = unit === 'can' || CANNED_WORDS.test(raw.toLowerCase());
  let { key, name } = resolveName(description, canned);
  // "Boneless, skinless chicken breasts", "12 ounces, weight Pasta": when the part before the comma
  // names nothing, the ingredient is named after it; so too when it names only a family and the
  // rest says what it comes from ("Juice, from 2 lemons": the lemons are what to buy).
  const derived = afterComma !== undefined && /^(?:from|of)\s/i.test(afterComma);
  if ((key === null || (derived && descendantsOf(key).length > 0)) && afterComma !== undefined) {
    const later = resolveName(afterComma, canned);
    if (later.key !== null) {
      ({ key, name } = later);
      notes.splice(notes.indexOf(afterComma), 1);
      const before = description.trim();
      const unitWord = before === '' ? null : toUnit(before.replace(/\.$/, ''));
      if (unitWord && (unit === undefined || unit === 'piece')) unit = unitWord;
      else if (before !== '') notes.unshift(before);
    }
  }
  return {
    key,
    name,
    ...(quantity !== undefined ? { quantity } : {}),
    ...(quantityMax !== undefined ? { quantityMax } : {}),
    ...(unit !== undefined ? { unit } : {}),
    ...(notes.length > 0 ? { notes: notes.join('; ') } : {}),
    ...(optional ? { optional: true } : {}),
  };
}
