import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { satisfies } from '../ingredients/families.ts';
import { ingredientName } from './shopping-list.ts';
import { storageLifeOf, type StorageLife } from './storage-life.ts';
import type { PlanEntry, PlanRecipe } from './types.ts';
import { addDays, daysBetween } from './week.ts';

export type PrepResource = 'oven' | 'hob' | 'none';

export interface PrepTask {
  readonly id: string;
  readonly label: string;
  readonly minutes: number;
  /** Needs the cook's hands the whole time (otherwise it just runs: oven, simmer, rice). */
  readonly handsOn: boolean;
  readonly resource: PrepResource;
  readonly dependsOn: readonly string[];
  /** Recipes this task serves. */
  readonly recipeIds: readonly string[];
}

export interface ScheduledTask extends PrepTask {
  /** Minutes from the chosen start. */
  readonly start: number;
  readonly end: number;
}

export interface Kitchen {
  readonly ovens: number;
  readonly hobs: number;
}

export const HOME_KITCHEN: Kitchen = { ovens: 1, hobs: 4 };

/** Components several dishes share, made once: chopping (hands-on) and plain grains (simmer). */
const COMPONENTS: readonly {
  key: IngredientKey;
  label: string;
  perDish: number;
  handsOn: boolean;
}[] = [
  { key: 'onion' as IngredientKey, label: 'Chop the onions', perDish: 3, handsOn: true },
  { key: 'garlic' as IngredientKey, label: 'Peel and chop the garlic', perDish: 2, handsOn: true },
  { key: 'ginger' as IngredientKey, label: 'Peel and grate the ginger', perDish: 2, handsOn: true },
  { key: 'carrot' as IngredientKey, label: 'Peel and chop the carrots', perDish: 3, handsOn: true },
  { key: 'bell-pepper' as IngredientKey, label: 'Slice the peppers', perDish: 2, handsOn: true },
  { key: 'rice' as IngredientKey, label: 'Cook the rice', perDish: 20, handsOn: false },
  { key: 'quinoa' as IngredientKey, label: 'Cook the quinoa', perDish: 15, handsOn: false },
];

const OVEN = /\b(oven|bake|baked|baking|roast|roasted|roasting|grill under)\b/i;
const SIMMER = /\b(simmer|simmering|braise|stew|slow[- ]cook|poach)\b/i;

/** How a recipe's cooking runs: in the oven, simmering on the hob, or at the stove with the cook. */
export function cookingMode(recipe: PlanRecipe): 'oven' | 'simmer' | 'stovetop' {
  const text = `${recipe.steps.join(' ')} ${recipe.equipment.join(' ')}`;
  if (OVEN.test(text)) return 'oven';
  if (SIMMER.test(text) && recipe.cookMinutes >= 20) return 'simmer';
  return 'stovetop';
}

/**
 * The tasks to batch-cook these recipes: a component two or more dishes share is one task made
 * first; each recipe's hands-on prep (less the shared chopping) comes before its cooking, which
 * runs in the oven or simmers unattended, or keeps the cook at the stove.
 */
export function prepTasks(recipes: readonly PlanRecipe[]): PrepTask[] {
  const unique = [...new Map(recipes.map((r) => [r.id, r])).values()];
  const tasks: PrepTask[] = [];
  const shared = new Map<string, { comp: (typeof COMPONENTS)[number]; ids: string[] }>();
  for (const comp of COMPONENTS) {
    const ids = unique
      .filter((r) => r.ingredientKeys.some((k) => satisfies(k, comp.key)))
      .map((r) => r.id);
    if (ids.length >= 2) shared.set(comp.key, { comp, ids });
  }
  for (const [key, { comp, ids }] of shared) {
    const names = ids.map((id) => unique.find((r) => r.id === id)?.title ?? id);
    tasks.push({
      id: `component:${key}`,
      label: `${comp.label} for ${names.length} dishes (${ingredientName(key).toLowerCase()}, once)`,
      minutes: comp.handsOn ? comp.perDish * ids.length - (ids.length - 1) : comp.perDish + 5,
      handsOn: comp.handsOn,
      resource: comp.handsOn ? 'none' : 'hob',
      dependsOn: [],
      recipeIds: ids,
    });
  }
  for (const r of unique) {
    const mine = [...shared.values()].filter((s) => s.ids.includes(r.id));
    const saved = mine.filter((s) => s.comp.handsOn).reduce((sum, s) => sum + s.comp.perDish, 0);
    const prepId = `prep:${r.id}`;
    const prepMinutes = Math.max(r.prepMinutes > 0 ? 2 : 0, r.prepMinutes - saved);
    const chopDeps = mine.filter((s) => s.comp.handsOn).map((s) => `component:${s.comp.key}`);
    const grainDeps = mine.filter((s) => !s.comp.handsOn).map((s) => `component:${s.comp.key}`);
    if (prepMinutes > 0) {
      tasks.push({
        id: prepId,
        label: `Prep ${r.title}`,
        minutes: prepMinutes,
        handsOn: true,
        resource: 'none',
        dependsOn: chopDeps,
        recipeIds: [r.id],
      });
    }
    if (r.cookMinutes > 0) {
      const mode = cookingMode(r);
      tasks.push({
        id: `cook:${r.id}`,
        label:
          mode === 'oven'
            ? `Bake or roast ${r.title}`
            : mode === 'simmer'
              ? `Simmer ${r.title}`
              : `Cook ${r.title}`,
        minutes: r.cookMinutes,
        handsOn: mode === 'stovetop',
        resource: mode === 'oven' ? 'oven' : 'hob',
        dependsOn: [...(prepMinutes > 0 ? [prepId] : chopDeps), ...grainDeps],
        recipeIds: [r.id],
      });
    }
  }
  return tasks;
}

/**
 * Orders the tasks from minute 0: a task starts only after everything it depends on has ended;
 * the cook does one hands-on task at a time; oven tasks never overlap beyond the number of ovens
 * and hob tasks beyond the hobs. Long unattended tasks (oven, simmer) start as early as they can,
 * longest first, and hands-on work runs while they cook; among hands-on tasks, the one with the
 * longest chain after it goes first.
 */
export function schedulePrep(
  tasks: readonly PrepTask[],
  kitchen: Kitchen = HOME_KITCHEN,
): ScheduledTask[] {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const successors = new Map<string, string[]>();
  for (const t of tasks)
    for (const d of t.dependsOn)
      if (byId.has(d)) successors.set(d, [...(successors.get(d) ?? []), t.id]);
  const tail = new Map<string, number>();
  const chain = (id: string): number => {
    const known = tail.get(id);
    if (known !== undefined) return known;
    const t = byId.get(id) as PrepTask;
    const value = t.minutes + Math.max(0, ...(successors.get(id) ?? []).map(chain));
    tail.set(id, value);
    return value;
  };
  const done = new Map<string, number>();
  const running: ScheduledTask[] = [];
  const out: ScheduledTask[] = [];
  const pending = new Set(tasks.map((t) => t.id));
  let now = 0;
  const ready = (t: PrepTask) =>
    t.dependsOn.every((d) => !byId.has(d) || (done.get(d) ?? Infinity) <= now);
  const busy = (resource: PrepResource) =>
    running.filter((r) => r.resource === resource && r.end > now).length;
  const cookBusy = () => running.some((r) => r.handsOn && r.end > now);
  const start = (t: PrepTask) => {
    const s: ScheduledTask = { ...t, start: now, end: now + Math.max(0, t.minutes) };
    running.push(s);
    out.push(s);
    pending.delete(t.id);
  };
  const capacity = (resource: PrepResource) =>
    resource === 'oven' ? kitchen.ovens : resource === 'hob' ? kitchen.hobs : Infinity;
  while (pending.size > 0) {
    const startedBefore = out.length;
    const candidates = [...pending].map((id) => byId.get(id) as PrepTask).filter(ready);
    // Unattended tasks first, the longest chain first.
    for (const t of candidates
      .filter((c) => !c.handsOn)
      .sort((a, b) => chain(b.id) - chain(a.id) || a.id.localeCompare(b.id))) {
      if (busy(t.resource) < capacity(t.resource)) start(t);
    }
    if (!cookBusy()) {
      const hands = candidates
        .filter((c) => c.handsOn && pending.has(c.id) && busy(c.resource) < capacity(c.resource))
        .sort((a, b) => chain(b.id) - chain(a.id) || a.id.localeCompare(b.id));
      if (hands[0]) start(hands[0]);
    }
    for (const r of running) if (r.end <= now) done.set(r.id, r.end);
    const next = Math.min(...running.filter((r) => r.end > now).map((r) => r.end));
    if (!Number.isFinite(next)) {
      if (out.length > startedBefore) continue; // zero-minute tasks just finished; look again at the same minute
      // Nothing running and nothing could start: a dependency that never ends (a cycle).
      throw new Error('The prep tasks depend on each other in a circle.');
    }
    now = next;
    for (const r of running) if (r.end <= now) done.set(r.id, r.end);
  }
  return out.sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
}

export interface PrepPortion {
  readonly entryId: string;
  readonly date: string;
  readonly slot: PlanEntry['slot'];
  /** Eaten after the dish's fridge life: freeze it on prep day. */
  readonly freeze: boolean;
  /** Eaten after its fridge life and the dish does not freeze well. */
  readonly cookFresh: boolean;
}

export interface PrepDish {
  readonly recipeId: string;
  readonly title: string;
  readonly storage: StorageLife;
  /** Last day to eat the fridge portions. */
  readonly eatBy: string;
  readonly portions: readonly PrepPortion[];
}

export interface PrepDayPlan {
  readonly tasks: readonly ScheduledTask[];
  readonly handsOnMinutes: number;
  readonly elapsedMinutes: number;
  readonly dishes: readonly PrepDish[];
}

/**
 * The prep day for the plan: every recipe eaten on or after the prep day (leftovers count as the
 * dish they came from) is cooked in one session; each dish shows its storage life, an eat-by date,
 * and which portions to freeze.
 */
export function prepDay(
  entries: readonly PlanEntry[],
  resolve: (entry: PlanEntry) => PlanRecipe | null,
  prepDate: string,
  kitchen: Kitchen = HOME_KITCHEN,
): PrepDayPlan {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const dishes = new Map<string, { recipe: PlanRecipe; portions: PlanEntry[] }>();
  for (const entry of [...entries].sort((a, b) => a.date.localeCompare(b.date))) {
    if (entry.date < prepDate) continue;
    const source = entry.kind === 'note' && entry.leftoverOf ? byId.get(entry.leftoverOf) : entry;
    if (!source || (source.kind !== 'recipe' && source.kind !== 'saved')) continue;
    const recipe = resolve(source);
    if (!recipe) continue;
    const dish = dishes.get(recipe.id) ?? { recipe, portions: [] };
    dish.portions.push(entry);
    dishes.set(recipe.id, dish);
  }
  const tasks = schedulePrep(prepTasks([...dishes.values()].map((d) => d.recipe)), kitchen);
  const handsOnMinutes = tasks.filter((t) => t.handsOn).reduce((sum, t) => sum + t.minutes, 0);
  const elapsedMinutes = Math.max(0, ...tasks.map((t) => t.end));
  return {
    tasks,
    handsOnMinutes,
    elapsedMinutes,
    dishes: [...dishes.values()].map(({ recipe, portions }) => {
      const storage = storageLifeOf(recipe);
      return {
        recipeId: recipe.id,
        title: recipe.title,
        storage,
        eatBy: addDays(prepDate, storage.fridgeDays),
        portions: portions.map((p) => {
          const late = daysBetween(prepDate, p.date) > storage.fridgeDays;
          return {
            entryId: p.id,
            date: p.date,
            slot: p.slot,
            freeze: late && storage.freezerMonths > 0,
            cookFresh: late && storage.freezerMonths === 0,
          };
        }),
      };
    }),
  };
}

/** "10:00" + 95 minutes → "11:35" (wraps past midnight). */
export function clockAt(start: string, minutes: number): string {
  const m = /^(\d{1,2}):(\d{2})$/.exec(start);
  const base = m ? Number(m[1]) * 60 + Number(m[2]) : 0;
  const t = (((base + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
}
