import { INGREDIENTS } from './canonical.ts';
import type { DietFlag, IngredientKey } from './canonical-types.ts';

/** The chain of more general kinds above a key, nearest first (cheddar → cheese, dairy). */
export function ancestorsOf(key: IngredientKey): IngredientKey[] {
  const out: IngredientKey[] = [];
  let parent = INGREDIENTS.get(key)?.parent ?? null;
  while (parent && !out.includes(parent)) {
    out.push(parent);
    parent = INGREDIENTS.get(parent)?.parent ?? null;
  }
  return out;
}

const CHILDREN: ReadonlyMap<IngredientKey, readonly IngredientKey[]> = (() => {
  const map = new Map<IngredientKey, IngredientKey[]>();
  for (const entry of INGREDIENTS.values()) {
    if (!entry.parent) continue;
    const list = map.get(entry.parent) ?? [];
    list.push(entry.key);
    map.set(entry.parent, list);
  }
  return map;
})();

/** Every more specific kind below a key (cheese → cheddar, parmesan, …). */
export function descendantsOf(key: IngredientKey): IngredientKey[] {
  const out: IngredientKey[] = [];
  const queue = [...(CHILDREN.get(key) ?? [])];
  while (queue.length > 0) {
    const next = queue.shift();
    if (next === undefined || out.includes(next)) continue;
    out.push(next);
    queue.push(...(CHILDREN.get(next) ?? []));
  }
  return out;
}

/**
 * Whether having `have` covers a recipe's need for `need`: the same key, or `need` is a more
 * general kind of `have` (have cheddar, need cheese → true; have cheese, need cheddar → false).
 */
export function satisfies(have: IngredientKey, need: IngredientKey): boolean {
  return have === need || ancestorsOf(have).includes(need);
}

/** Animal families: everything below them is of that kind. */
const INHERITED: ReadonlySet<DietFlag> = new Set<DietFlag>(['meat', 'fish', 'dairy', 'egg']);

const FLAG_CACHE = new Map<IngredientKey, ReadonlySet<DietFlag>>();

/**
 * What using this key may bring into a dish, conservatively: its own flags, the animal
 * families above it, and anything a more specific kind of it may contain (a recipe asking
 * for "tortilla" may get a wheat one).
 */
export function dietFlagsOf(key: IngredientKey): ReadonlySet<DietFlag> {
  const cached = FLAG_CACHE.get(key);
  if (cached) return cached;
  const flags = new Set<DietFlag>();
  for (const k of [key, ...descendantsOf(key)]) {
    for (const flag of INGREDIENTS.get(k)?.flags ?? []) flags.add(flag);
  }
  for (const ancestor of ancestorsOf(key)) {
    for (const flag of INGREDIENTS.get(ancestor)?.flags ?? []) {
      if (INHERITED.has(flag)) flags.add(flag);
    }
  }
  FLAG_CACHE.set(key, flags);
  return flags;
}

/** Keys that can stand in for `key`, from the vocabulary. */
export function substitutesFor(key: IngredientKey): readonly IngredientKey[] {
  return INGREDIENTS.get(key)?.substitutes ?? [];
}
