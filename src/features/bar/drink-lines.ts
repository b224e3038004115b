import {
  formatQuantity,
  formatVolume,
  provisionNote,
  type DrinkLine,
  type DrinkMatch,
  type IngredientKey,
  type LibraryDrink,
  type Provision,
  type VolumeSystem,
} from '@domain';
import { nameOf } from './shelf-vocabulary';
import { BAR_TEXTS as T } from './texts';

const HOMEMADE = T.homemade;

export type LineStatus = 'have' | 'missing' | 'substitute' | 'optional';

export interface LineView {
  key: IngredientKey;
  amount: string;
  name: string;
  status: LineStatus;
  /** "using Aperol instead of Campari", "using Islay Scotch", "make it: …"; null when plain. */
  note: string | null;
  optional: boolean;
  topUp: boolean;
}

const UNIT_WORDS: Partial<Record<DrinkLine['unit'], readonly [string, string]>> = {
  dash: ['dash', 'dashes'],
  drop: ['drop', 'drops'],
  barspoon: ['barspoon', 'barspoons'],
  tsp: ['tsp', 'tsp'],
  tbsp: ['tbsp', 'tbsp'],
  g: ['g', 'g'],
  cube: ['cube', 'cubes'],
  leaf: ['leaf', 'leaves'],
  sprig: ['sprig', 'sprigs'],
  slice: ['slice', 'slices'],
  wedge: ['wedge', 'wedges'],
  pinch: ['pinch', 'pinches'],
  scoop: ['scoop', 'scoops'],
};

/** "45 ml" / "1 ½ oz" for liquids, "2 dashes", "6 leaves", "1" for a piece. */
export function formatAmount(line: DrinkLine, units: VolumeSystem): string {
  if (line.unit === 'ml') return formatVolume(line.amount, units);
  const words = UNIT_WORDS[line.unit];
  const qty = formatQuantity(line.amount);
  if (!words) return qty;
  return `${qty} ${line.amount > 1 ? words[1] : words[0]}`;
}

function statusOf(provision: Provision | undefined, optional: boolean): LineStatus {
  if (!provision) return optional ? 'optional' : 'missing';
  return provision.kind === 'substitute' ? 'substitute' : 'have';
}

/** Each line of a (scaled) drink, marked have / missing / substitute against the shelf. */
export function lineViews(
  lines: readonly DrinkLine[],
  match: DrinkMatch<LibraryDrink>,
  units: VolumeSystem,
): LineView[] {
  const byNeed = new Map<IngredientKey, Provision>();
  for (const p of match.provisions) if (!byNeed.has(p.need)) byNeed.set(p.need, p);
  return lines.map((line) => {
    const provision = byNeed.get(line.key);
    return {
      key: line.key,
      amount: formatAmount(line, units),
      name: line.label ?? nameOf(line.key),
      status: statusOf(provision, line.optional === true),
      note: provision ? noteOf(provision) : null,
      optional: line.optional === true,
      topUp: line.topUp === true,
    };
  });
}

/** The parts made at home from what is on the shelf (simple syrup from sugar and water…). */
export function homemadeParts(match: DrinkMatch<LibraryDrink>): { name: string; how: string }[] {
  const seen = new Set<IngredientKey>();
  const out: { name: string; how: string }[] = [];
  for (const p of match.provisions) {
    const made =
      p.kind === 'make' ? p : p.kind === 'substitute' && p.via.kind === 'make' ? p.via : null;
    if (!made || seen.has(made.need)) continue;
    seen.add(made.need);
    out.push({ name: nameOf(made.need), how: made.how });
  }
  return out;
}

function noteOf(provision: Provision): string | null {
  if (provision.kind === 'make') return HOMEMADE;
  if (provision.kind === 'substitute' && provision.via.kind === 'make')
    return `${provisionNote(provision) ?? ''} (${HOMEMADE})`;
  return provisionNote(provision);
}

/** Finds a library drink by the title in the address (any case), or by its slug. */
export function findDrink(drinks: readonly LibraryDrink[], title: string): LibraryDrink | null {
  const wanted = title.trim().toLowerCase();
  if (wanted === '') return null;
  return (
    drinks.find((d) => d.title.toLowerCase() === wanted) ??
    drinks.find((d) => d.slug === wanted) ??
    null
  );
}
