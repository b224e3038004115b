/**
 * Food search over the SR26 foods, one ranking rule for the bundled offline index (here) and for
 * public.search_foods in SQL (supabase/migrations/…_create_foods.sql mirrors these functions):
 *
 *   score = match(query, food) + food.rankBias
 *
 * - A food matches when every query word starts a word of its name ("chick bre" finds
 *   "Chicken, broilers or fryers, breast, …"). Plurals are folded ("eggs" → "egg", "berries" → "berr").
 * - match (SR26 names read "Class, kind, part, state"; segments are the comma-separated parts, plurals
 *   folded): +30 when the head (first segment) is the query, +25 when another segment is, or the
 *   second and first segments together are ("Oil, olive" for "olive oil"), +20 when every query word
 *   is a whole segment ("Chicken, …, breast, …"), +15 when the head starts with the query; +5 when
 *   the first query word starts the name; +3 per query word that is a whole word of the name.
 * - rankBias is precomputed per food (foodRankBias): everyday foods up, processed, branded, baby and
 *   restaurant foods down, long descriptions down. Ties: shorter name, then NDB number.
 */

/** Lower case, anything but a–z and 0–9 as one space; padded with spaces for word-prefix tests. */
export function foodSearchText(name: string): string {
  return ` ${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

/** Folds a plural to a prefix of its singular (kept in step with food_search_stem in SQL). */
export function foodSearchStem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('oes')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The words of a query, plurals folded. */
export function foodSearchTokens(query: string): string[] {
  return foodSearchText(query)
    .trim()
    .split(' ')
    .filter((w) => w !== '')
    .map(foodSearchStem);
}

/** The name's comma-separated segments, words folded and joined by one space. */
export function foodSearchSegments(name: string): string[] {
  return name.split(',').map((part) => foodSearchTokens(part).join(' '));
}

const GROUP_BIAS: Readonly<Record<string, number>> = {
  'Baby Foods': -40,
  'American Indian/Alaska Native Foods': -40,
  'Fast Foods': -30,
  'Restaurant Foods': -30,
  'Meals, Entrees, and Side Dishes': -15,
  Snacks: -10,
  'Breakfast Cereals': -5,
  Sweets: -5,
};

/** Words that make a food less of an everyday default (as whole words of the name). */
const WORD_BIAS: readonly [RegExp, number][] = [
  [/ raw /, 8],
  [/ fresh /, 3],
  [/ whole /, 3],
  [/ plain /, 3],
  [/ regular /, 2],
  [/ (dry|dried|dehydrated|powder|powdered|flour|meal|concentrate|concentrated) /, -8],
  [/ (imitation|substitute|substitutes|analog|mix) /, -15],
  [/ (reduced|low|lowfat|nonfat|fat free|light|lite|diet|unsweetened|sweetened|fortified) /, -4],
  [/ (canned|frozen|pickled|salted|smoked|cured|candied) /, -4],
  [
    / (deli|sliced|pre sliced|prepackaged|rotisserie|seasoned|flavor|flavored|breaded|battered) /,
    -10,
  ],
  [/ (meatless|vegetarian|imitation|non alcoholic|nonalcoholic|alcohol free) /, -15],
  [/ (infant|toddler|baby|formula) /, -20],
  [/ (prepared|ready to eat|ready to serve) /, -3],
  [/ (industrial|commercial|institutional|school|usda commodity|nfs) /, -10],
];

/** A brand in the description (SR26 writes brands in capitals: "KRAFT", "CAMPBELL'S"). */
const BRAND = /\b[A-Z][A-Z'&.]{2,}\b/;

/**
 * How everyday a food is, computed once per food by scripts/generate-foods-seed.ts and stored
 * (foods.rank_bias; the bundled index). `canonical` = the library uses it as the reference food of
 * a kitchen ingredient (domain/nutrition/nutrients.ts), i.e. it is the plain form of a common food.
 */
export function foodRankBias(name: string, group: string, canonical: boolean): number {
  const text = foodSearchText(name);
  let bias = GROUP_BIAS[group] ?? 0;
  for (const [pattern, delta] of WORD_BIAS) if (pattern.test(text)) bias += delta;
  if (BRAND.test(name)) bias -= 25;
  const commas = name.split(',').length - 1;
  bias -= 3 * Math.max(0, commas - 1);
  if (canonical) bias += 12;
  return bias;
}

export interface SearchableFood {
  readonly name: string;
  readonly ndb: string;
  readonly rankBias: number;
}

interface Prepared {
  readonly text: string;
  readonly segments: readonly string[];
}

/** The match part of the score, or null when some query word starts no word of the name. */
export function foodMatchScore(tokens: readonly string[], food: Prepared): number | null {
  if (tokens.length === 0) return null;
  let score = 0;
  for (const token of tokens) {
    if (!food.text.includes(` ${token}`)) return null;
    if (food.text.includes(` ${token} `)) score += 3;
  }
  const phrase = tokens.join(' ');
  const [head = '', second] = food.segments;
  if (head === phrase) score += 30;
  else if (food.segments.includes(phrase) || `${second} ${head}` === phrase) score += 25;
  else if (tokens.every((t) => food.segments.includes(t))) score += 20;
  else if (head.startsWith(phrase)) score += 15;
  if (food.text.startsWith(` ${tokens[0]}`)) score += 5;
  return score;
}

/** An index built once over many foods, searched many times. */
export class FoodSearchIndex<F extends SearchableFood> {
  private readonly prepared: readonly (Prepared & { food: F })[];

  constructor(foods: readonly F[]) {
    this.prepared = foods.map((food) => ({
      food,
      text: foodSearchText(food.name),
      segments: foodSearchSegments(food.name),
    }));
  }

  get size(): number {
    return this.prepared.length;
  }

  search(query: string, limit = 20): F[] {
    // As in SQL: the first 200 characters, the first 8 words.
    const tokens = foodSearchTokens(query.slice(0, 200)).slice(0, 8);
    if (tokens.length === 0) return [];
    const hits: { food: F; score: number }[] = [];
    for (const item of this.prepared) {
      const match = foodMatchScore(tokens, item);
      if (match !== null) hits.push({ food: item.food, score: match + item.food.rankBias });
    }
    hits.sort(
      (a, b) =>
        b.score - a.score ||
        a.food.name.length - b.food.name.length ||
        a.food.ndb.localeCompare(b.food.ndb),
    );
    return hits.slice(0, limit).map((h) => h.food);
  }
}
