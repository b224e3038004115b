import type { DrinkMatch, DrinkStatus, IngredientKey, LibraryDrink } from '@domain';
import { nameOf } from './shelf-vocabulary';
import { BAR_TEXTS as T, labelOf } from './texts';

export type DrinkSort = 'best' | 'strongest' | 'lightest' | 'fewest' | 'az';
export type StrengthRange = '' | 'low' | 'medium' | 'strong';

export interface DrinkFilters {
  /** A base spirit key, '' for any. */
  base: string;
  method: string;
  glass: string;
  tag: string;
  strength: StrengthRange;
  nonAlcoholic: boolean;
  sort: DrinkSort;
}

export const NO_DRINK_FILTERS: DrinkFilters = {
  base: '',
  method: '',
  glass: '',
  tag: '',
  strength: '',
  nonAlcoholic: false,
  sort: 'best',
};

export const SORTS: readonly (readonly [DrinkSort, string])[] = [
  ['best', T.sortBest],
  ['strongest', T.sortStrongest],
  ['lightest', T.sortLightest],
  ['fewest', T.sortFewest],
  ['az', T.sortAz],
];

/** ABV ranges, in %: [from, below). */
export const STRENGTH_RANGES: readonly (readonly [
  Exclude<StrengthRange, ''>,
  string,
  number,
  number,
])[] = [
  ['low', 'Light (under 10 %)', 0, 10],
  ['medium', 'Medium (10–18 %)', 10, 18],
  ['strong', 'Strong (18 % and over)', 18, Number.POSITIVE_INFINITY],
];

export const SECTIONS: readonly (readonly [Exclude<DrinkStatus, 'further'>, string])[] = [
  ['make-now', T.makeNow],
  ['one-away', T.oneAway],
  ['two-away', T.twoAway],
];

/** A drink is non-alcoholic under 0.5 % ABV, as its strength class says. */
function keep(match: DrinkMatch<LibraryDrink>, f: DrinkFilters): boolean {
  const d = match.drink;
  if (f.base && d.baseSpirit !== f.base) return false;
  if (f.method && d.method !== f.method) return false;
  if (f.glass && d.glass !== f.glass) return false;
  if (f.tag && !d.tags.includes(f.tag)) return false;
  if (f.nonAlcoholic && d.strength !== 'non-alcoholic') return false;
  if (f.strength) {
    const range = STRENGTH_RANGES.find(([id]) => id === f.strength);
    if (range && (d.figures.abv < range[2] || d.figures.abv >= range[3])) return false;
  }
  return true;
}

const requiredCount = (d: LibraryDrink) => d.lines.filter((l) => !l.optional).length;

function comparer(sort: DrinkSort) {
  const title = (m: DrinkMatch<LibraryDrink>) => m.drink.title;
  switch (sort) {
    case 'best':
      return null;
    case 'strongest':
      return (a: DrinkMatch<LibraryDrink>, b: DrinkMatch<LibraryDrink>) =>
        b.drink.figures.abv - a.drink.figures.abv || title(a).localeCompare(title(b));
    case 'lightest':
      return (a: DrinkMatch<LibraryDrink>, b: DrinkMatch<LibraryDrink>) =>
        a.drink.figures.abv - b.drink.figures.abv || title(a).localeCompare(title(b));
    case 'fewest':
      return (a: DrinkMatch<LibraryDrink>, b: DrinkMatch<LibraryDrink>) =>
        requiredCount(a.drink) - requiredCount(b.drink) || title(a).localeCompare(title(b));
    case 'az':
      return (a: DrinkMatch<LibraryDrink>, b: DrinkMatch<LibraryDrink>) =>
        title(a).localeCompare(title(b));
  }
}

export interface DrinkSection {
  status: Exclude<DrinkStatus, 'further'>;
  title: string;
  matches: DrinkMatch<LibraryDrink>[];
}

/**
 * The three sections (make now, one bottle away, two away) of the matches that pass the
 * filters, each in the chosen order ("best match" keeps the matcher's ranking).
 */
export function sectionDrinks(
  matches: readonly DrinkMatch<LibraryDrink>[],
  filters: DrinkFilters,
): DrinkSection[] {
  const order = comparer(filters.sort);
  return SECTIONS.map(([status, title]) => {
    const list = matches.filter((m) => m.status === status && keep(m, filters));
    return { status, title, matches: order ? list.sort(order) : list };
  });
}

/** The choices each filter offers, from the drinks that could be shown. */
export function filterChoices(matches: readonly DrinkMatch<LibraryDrink>[]) {
  const bases = new Set<string>();
  const methods = new Set<string>();
  const glasses = new Set<string>();
  const tags = new Set<string>();
  for (const { drink, status } of matches) {
    if (status === 'further') continue;
    if (drink.baseSpirit) bases.add(drink.baseSpirit);
    methods.add(drink.method);
    glasses.add(drink.glass);
    for (const tag of drink.tags) tags.add(tag);
  }
  const by = (label: (v: string) => string) => (values: Set<string>) =>
    [...values].map((v) => [v, label(v)] as const).sort((a, b) => a[1].localeCompare(b[1]));
  return {
    bases: by((v) => nameOf(v as IngredientKey))(bases),
    methods: by(labelOf)(methods),
    glasses: by(labelOf)(glasses),
    tags: by(labelOf)(tags),
  };
}

/** "22.5 %" (one decimal under 10 %, whole numbers above). */
export function formatAbv(abv: number): string {
  if (abv < 0.5) return '0 %';
  return `${abv < 10 ? Math.round(abv * 10) / 10 : Math.round(abv)} %`;
}
