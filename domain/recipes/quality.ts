import pluralize from 'pluralize';
import { INGREDIENTS } from '../ingredients/canonical.ts';
import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { ancestorsOf } from '../ingredients/families.ts';
import type { LibraryRecipe } from './types.ts';

/**
 * Checks the library's quality gates run over every recipe (domain/recipes/library-quality.test.ts):
 * pure functions, so a writer can also run them on drafts.
 */

/** Lower case, accents and hyphens gone, one space between words. */
export function plain(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Words naming the form of an ingredient rather than the ingredient ("chili flakes", "cumin seeds"). */
const FORM_WORDS: ReadonlySet<string> = new Set([
  'flake',
  'powder',
  'seed',
  'paste',
  'leaf',
  'pod',
  'stick',
  'clove',
]);

/** "Season well" names salt and pepper to any cook. */
const SEASONING: Readonly<Record<string, readonly string[]>> = {
  salt: ['season', 'seasoned', 'seasoning', 'salted', 'salty'],
  'black-pepper': ['season', 'seasoned', 'seasoning', 'peppered'],
};

/** The ways a step may name an ingredient: its name, key, synonyms, the head noun, its families. */
function namesFor(key: IngredientKey): Set<string> {
  const forms = new Set<string>();
  const addEntry = (k: IngredientKey): void => {
    const entry = INGREDIENTS.get(k);
    const raw = [k.replace(/-/g, ' '), entry?.name ?? '', ...(entry?.synonyms ?? [])];
    for (const r of raw) {
      const p = plain(r);
      if (p === '') continue;
      forms.add(p);
      const words = p.split(' ');
      const last = words[words.length - 1] ?? p;
      if (words.length > 1) forms.add(last);
      // "chili flakes" → "chili", "cumin seeds" → "cumin": the form word is often left out.
      if (words.length === 2 && FORM_WORDS.has(pluralize.singular(last))) forms.add(words[0] ?? p);
    }
  };
  addEntry(key);
  for (const ancestor of ancestorsOf(key)) addEntry(ancestor);
  for (const word of SEASONING[key] ?? []) forms.add(word);
  const out = new Set<string>();
  for (const f of forms) {
    if (f.length < 3) continue;
    out.add(f);
    out.add(plain(pluralize.plural(f)));
    out.add(plain(pluralize.singular(f)));
    if (/[io]$/.test(f)) out.add(`${f}es`);
  }
  return out;
}

const NAME_CACHE = new Map<IngredientKey, RegExp>();

function namePattern(key: IngredientKey): RegExp {
  let found = NAME_CACHE.get(key);
  if (!found) {
    const alternatives = [...namesFor(key)]
      .sort((a, b) => b.length - a.length)
      .map((f) => f.replace(/ /g, ' '));
    found = new RegExp(`(?:^| )(?:${alternatives.join('|')})(?= |$)`);
    NAME_CACHE.set(key, found);
  }
  return found;
}

/** Ingredients of a recipe that no step names. */
export function unnamedIngredients(recipe: LibraryRecipe): IngredientKey[] {
  const text = ` ${plain(recipe.steps.join(' '))} `;
  return [...new Set(recipe.ingredients.map((i) => i.key))].filter(
    (key) => !namePattern(key).test(text),
  );
}

/** Title words that say nothing about which dish it is. */
const TITLE_NOISE: ReadonlySet<string> = new Set(
  'a an and the of with in on or for from to style classic easy simple quick homemade basic perfect best my our very'.split(
    ' ',
  ),
);

/** The words that name a dish, singular and sorted ("Classic Pancakes" → "pancake"). */
export function titleWords(title: string): string[] {
  const words = plain(title)
    .split(' ')
    .filter((w) => w !== '' && !TITLE_NOISE.has(w))
    .map((w) => pluralize.singular(w));
  return [...new Set(words)].sort();
}

const NOT_INGREDIENTS: ReadonlySet<string> = new Set(['salt', 'black-pepper', 'water']);

/** The keys that make the dish: every listed one, staples left out. */
export function dishKeys(recipe: LibraryRecipe): Set<IngredientKey> {
  return new Set(
    [...recipe.ingredientKeys, ...recipe.optionalKeys].filter((k) => !NOT_INGREDIENTS.has(k)),
  );
}

export function jaccard<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 1 : shared / union;
}

/** What the near-duplicate check compares, computed once per recipe. */
export interface DishProfile {
  readonly title: string;
  readonly words: readonly string[];
  readonly keys: ReadonlySet<IngredientKey>;
}

export function dishProfile(recipe: LibraryRecipe): DishProfile {
  return { title: recipe.title, words: titleWords(recipe.title), keys: dishKeys(recipe) };
}

/**
 * Words that name how a dish is made or what form it takes. Two titles that name different ones
 * ("Buttermilk Pancakes" and "Buttermilk Waffles", "Poached Eggs" and "Fried Eggs") are different
 * dishes even when their ingredients overlap.
 */
const METHOD_OF_DISH: ReadonlySet<string> = new Set(
  'fried scrambled poached boiled baked roast roasted grilled steamed braised stewed mashed pickled smoked stir raw confit candied whipped'.split(
    ' ',
  ),
);
const FORM_OF_DISH: ReadonlySet<string> = new Set(
  (
    'pancake waffle crepe omelette frittata fritter soup salad stew curry pie tart ' +
    'galette cake cupcake bread loaf roll bun muffin cookie biscuit scone bar brownie sandwich toast porridge pudding ' +
    'sauce dressing dip gravy stock broth butter jam compote syrup frosting glaze dough pastry pasta noodle rice ' +
    'risotto pilaf bake casserole gratin skewer wrap taco burrito quesadilla tostada pizza flatbread dumpling ' +
    'smoothie shake drink crumble cobbler custard mousse ice fudge'
  ).split(' '),
);

/** Whether two titles name different methods, or (naming the same or no method) different forms of dish. */
function differentDishForms(a: readonly string[], b: readonly string[]): boolean {
  for (const kind of [METHOD_OF_DISH, FORM_OF_DISH]) {
    const fa = a.filter((w) => kind.has(w));
    const fb = b.filter((w) => kind.has(w));
    if (fa.length > 0 && fb.length > 0 && !fa.some((f) => fb.includes(f))) return true;
  }
  return false;
}

/**
 * Two recipes look like one dish under two names when their titles name the same thing, or their
 * ingredients are identical, or they share a title word and three quarters of their ingredients —
 * unless their titles name different forms of dish (pancakes and waffles).
 */
export function nearDuplicateReason(
  a: LibraryRecipe | DishProfile,
  b: LibraryRecipe | DishProfile,
): string | null {
  const pa = 'keys' in a ? a : dishProfile(a);
  const pb = 'keys' in b ? b : dishProfile(b);
  if (pa.words.join(' ') === pb.words.join(' ')) return 'same title words';
  const similarity = jaccard(pa.keys, pb.keys);
  if (similarity < 0.75) return null;
  if (differentDishForms(pa.words, pb.words)) return null;
  if (similarity === 1 && pa.keys.size >= 3) return 'identical ingredients';
  if (pa.words.some((w) => pb.words.includes(w))) {
    return `a shared title word and ${Math.round(similarity * 100)} % shared ingredients`;
  }
  return null;
}

/**
 * Cooking that needs heat, as an instruction: a heat verb starting a sentence or clause ("Roast for
 * 20 minutes", "then fry the onion"), not used as an adjective ("over grilled fish", "boiling water").
 */
const HEAT =
  /(?:^|[.;:!?,]\s+|\b(?:then|and|to|until|before|after|gently|briefly|lightly|quickly)\s+)(?:bake|roast|fry|simmer|grill|saute|sear|poach|steam|broil|boil|microwave|toast|melt|caramelise|caramelize|heat|warm|cook)\b|\bto (?:the|a) (?:boil|simmer)\b/;

/** Waiting that is not cooking time (chilling, marinating, rising): minutes in such steps are not counted. */
const PASSIVE =
  /\b(chill|chilled|refrigerate|fridge|freeze|freezer|frozen|overnight|marinate|marinating|soak|soaking|rest|resting|rise|prove|proof|cool|cooling|stand|steep|infuse|leave|set aside|set|press|drain|hang)\b/;

const VULGAR: Readonly<Record<string, string>> = {
  '¼': '.25',
  '½': '.5',
  '¾': '.75',
  '⅓': '.33',
  '⅔': '.67',
};

/**
 * Minutes a step says it takes: the lower end of a range, hours converted; "every 10 minutes" and
 * "after the first 30 minutes" are not durations of their own.
 */
export function statedMinutes(step: string): number {
  const text = step
    .toLowerCase()
    .replace(
      /(\d)?([¼½¾⅓⅔])/g,
      (_m, whole: string | undefined, frac: string) => `${whole ?? '0'}${VULGAR[frac] ?? ''}`,
    )
    .replace(/(\d)\s*-\s*(\d)/g, '$1 to $2');
  let total = 0;
  for (const m of text.matchAll(
    /(\b(?:every|first|each|last|within|up to)\s+)?\b(\d+(?:\.\d+)?)(?:\s+(?:to|or)\s+\d+(?:\.\d+)?)?\s*(minutes?|mins?|hours?|hrs?)\b/g,
  )) {
    if (m[1]) continue;
    const n = Number(m[2]);
    total += m[3]?.startsWith('h') ? n * 60 : n;
  }
  return total;
}

/** What is implausible about a recipe's times and servings, given its steps. */
export function timeProblems(recipe: LibraryRecipe): string[] {
  const problems: string[] = [];
  const total = recipe.prepMinutes + recipe.cookMinutes;
  const steps = recipe.steps.map(plain);
  if (recipe.cookMinutes === 0 && recipe.steps.some((s) => HEAT.test(s.toLowerCase()))) {
    problems.push('cooks with heat but lists 0 cooking minutes');
  }
  if (steps.some((s) => /\boven\b/.test(s)) && recipe.cookMinutes < 5)
    problems.push('uses the oven for under 5 minutes');
  const active = recipe.steps.filter((s) => !PASSIVE.test(plain(s))).map(statedMinutes);
  const longest = Math.max(0, ...active);
  if (longest > total) problems.push(`a step takes ${longest} min but the recipe ${total}`);
  const sum = active.reduce((a, b) => a + b, 0);
  if (sum > 1.5 * total + 10)
    problems.push(`steps add up to ${sum} min but the recipe takes ${total}`);
  if (!Number.isInteger(recipe.servings) || recipe.servings < 1 || recipe.servings > 48)
    problems.push(`servings ${recipe.servings}`);
  if (recipe.prepMinutes < 1) problems.push('no preparation time');
  return problems;
}
