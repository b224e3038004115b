import {
  FOOD_NUTRIENTS,
  NUTRIENT_KEYS,
  emptyNutrients,
  type NutrientKey,
  type NutrientValues,
} from './food-nutrients.ts';
import type { Food } from './foods.ts';

/** The diary's meals, in order (nutrition_logs.meal_slot values). */
export const MEAL_SLOTS = ['breakfast', 'lunch', 'dinner', 'snack', 'drink'] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];
export const MEAL_LABELS: Readonly<Record<MealSlot, string>> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snacks',
  drink: 'Drinks',
};

export type EntryKind = 'food' | 'recipe' | 'drink' | 'saved-recipe' | 'quick' | 'product';
const ENTRY_KINDS: readonly EntryKind[] = [
  'food',
  'recipe',
  'drink',
  'saved-recipe',
  'quick',
  'product',
];

/** One line of the diary: what was eaten, how much, and its nutrients (null = unknown). */
export interface DiaryEntry {
  /** A UUID made on the device, kept as the row's id on the server. */
  readonly id: string;
  /** Local calendar day, YYYY-MM-DD. */
  readonly date: string;
  readonly meal: MealSlot;
  readonly name: string;
  readonly kind: EntryKind;
  readonly foodNdb: string | null;
  readonly recipeSlug: string | null;
  readonly savedRecipeId: string | null;
  /** The barcode of a product from the product table (kind 'product'). */
  readonly productCode: string | null;
  /** Grams eaten (foods); null for servings of a recipe and quick entries. */
  readonly grams: number | null;
  /** Count of the measure (2 × "1 cup"), or servings of a recipe; 1 for grams and quick entries. */
  readonly servings: number;
  /** As the user chose it: "150 g", "2 × 1 cup, chopped", "1.5 servings". */
  readonly amountLabel: string;
  readonly nutrients: NutrientValues;
  /** Nutrients whose value is a lower bound (an ingredient of a recipe has no value for them). */
  readonly incomplete: readonly NutrientKey[];
  /** ISO time of logging (order within a meal). */
  readonly createdAt: string;
}

/** Limits on what a user may type (the database checks the same bounds). */
export const DIARY_LIMITS = {
  maxGrams: 5000,
  maxCount: 50,
  maxServings: 50,
  maxKcal: 10000,
  maxMacroGrams: 2000,
  nameMax: 120,
  /** The earliest day the diary opens. */
  minDate: '2000-01-01',
  /** How far ahead the diary opens (planning a day or a trip ahead). */
  maxDaysAhead: 366,
  /** The days a stored entry may have (nutrition_logs_logged_on_range); others are unreadable. */
  storedMinDate: '1900-01-01',
  storedMaxDate: '2200-12-31',
} as const;

export const DIARY_MESSAGES = {
  amountRequired: 'Enter an amount.',
  amountNotNumber: 'Enter a number, like 150 or 1.5.',
  amountNotPositive: 'Enter an amount greater than zero.',
  amountTooLarge: (max: number, unit: string) =>
    `That is more than ${max} ${unit}. Enter at most ${max}.`,
  nameRequired: 'Give the entry a name.',
  nameTooLong: `Keep the name under ${DIARY_LIMITS.nameMax} characters.`,
  quickNeedsEnergy: 'Enter the calories (kcal) for a quick entry.',
  dateOutOfRange: (min: string, max: string) => `Pick a day between ${min} and ${max}.`,
} as const;

export type AmountCheck = { ok: true; value: number } | { ok: false; message: string };

/**
 * Reads an amount typed by the user ("150", "1.5", "1,5", " 2 "). Negative, zero, huge and
 * non-numeric amounts get a clear message; `optional` lets an empty field mean "not given".
 */
export function parseAmount(
  text: string,
  max: number,
  unit: string,
  options: { optional?: boolean; allowZero?: boolean } = {},
): AmountCheck | { ok: true; value: null } {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') {
    return options.optional
      ? { ok: true, value: null }
      : { ok: false, message: DIARY_MESSAGES.amountRequired };
  }
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed))
    return { ok: false, message: DIARY_MESSAGES.amountNotNumber };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { ok: false, message: DIARY_MESSAGES.amountNotNumber };
  if (value < 0 || (value === 0 && !options.allowZero)) {
    return { ok: false, message: DIARY_MESSAGES.amountNotPositive };
  }
  if (value > max) return { ok: false, message: DIARY_MESSAGES.amountTooLarge(max, unit) };
  return { ok: true, value };
}

const round = (value: number, places: number) => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};

/** Rounds a nutrient amount for storage (3 significant decimals keep micrograms honest). */
export function roundNutrient(value: number): number {
  return round(value, 3);
}

/** A food's nutrients for `grams` of it: per-100 g values scaled; unknown stays unknown. */
export function nutrientsForGrams(per100g: NutrientValues, grams: number): NutrientValues {
  const out = emptyNutrients();
  for (const key of NUTRIENT_KEYS) {
    const v = per100g[key];
    out[key] = v === null ? null : roundNutrient((v * grams) / 100);
  }
  return out;
}

/** Nutrients scaled by a factor (servings); unknown stays unknown. */
export function scaleNutrients(values: NutrientValues, factor: number): NutrientValues {
  const out = emptyNutrients();
  for (const key of NUTRIENT_KEYS) {
    const v = values[key];
    out[key] = v === null ? null : roundNutrient(v * factor);
  }
  return out;
}

export interface EntryDraft {
  readonly date: string;
  readonly meal: MealSlot;
}

const fmt = (n: number) => String(round(n, 2));

/** An entry for `grams` of an SR26 food. */
export function foodEntryByGrams(
  draft: EntryDraft,
  food: Pick<Food, 'ndb' | 'name' | 'per100g'>,
  grams: number,
  id: string,
  createdAt: string,
): DiaryEntry {
  return {
    id,
    ...draft,
    name: food.name,
    kind: 'food',
    foodNdb: food.ndb,
    recipeSlug: null,
    savedRecipeId: null,
    productCode: null,
    grams: round(grams, 2),
    servings: 1,
    amountLabel: `${fmt(grams)} g`,
    nutrients: nutrientsForGrams(food.per100g, grams),
    incomplete: [],
    createdAt,
  };
}

/** An entry for `count` of a household measure of an SR26 food ("2 × 1 cup, chopped" = 2 × 160 g). */
export function foodEntryByMeasure(
  draft: EntryDraft,
  food: Pick<Food, 'ndb' | 'name' | 'per100g'>,
  measure: { readonly label: string; readonly grams: number },
  count: number,
  id: string,
  createdAt: string,
): DiaryEntry {
  const grams = measure.grams * count;
  return {
    ...foodEntryByGrams(draft, food, grams, id, createdAt),
    servings: count,
    amountLabel: `${count === 1 ? '' : `${fmt(count)} × `}${measure.label} (${fmt(grams)} g)`,
  };
}

/** Per-serving nutrients of a recipe (from its ingredients) and which of them are lower bounds. */
export interface RecipeServing {
  readonly nutrients: NutrientValues;
  readonly incomplete: readonly NutrientKey[];
}

/** An entry for servings of a recipe or drink. */
export function recipeEntry(
  draft: EntryDraft,
  recipe: {
    readonly name: string;
    readonly kind: 'recipe' | 'drink' | 'saved-recipe';
    readonly slug?: string | null;
    readonly savedRecipeId?: string | null;
    readonly perServing: RecipeServing;
  },
  servings: number,
  id: string,
  createdAt: string,
): DiaryEntry {
  return {
    id,
    ...draft,
    name: recipe.name,
    kind: recipe.kind,
    foodNdb: null,
    recipeSlug: recipe.slug ?? null,
    savedRecipeId: recipe.savedRecipeId ?? null,
    productCode: null,
    grams: null,
    servings,
    amountLabel: `${fmt(servings)} ${servings === 1 ? 'serving' : 'servings'}`,
    nutrients: scaleNutrients(recipe.perServing.nutrients, servings),
    incomplete: recipe.perServing.incomplete,
    createdAt,
  };
}

export interface QuickEntryInput {
  readonly name: string;
  readonly kcal: string;
  readonly protein: string;
  readonly fat: string;
  readonly carbs: string;
}

export type QuickEntryCheck =
  | { ok: true; entry: (id: string, createdAt: string) => DiaryEntry }
  | { ok: false; field: keyof QuickEntryInput; message: string };

/** A quick entry (calories and optional macros); nutrients not given stay unknown. */
export function quickEntry(draft: EntryDraft, input: QuickEntryInput): QuickEntryCheck {
  const name = input.name.trim() || 'Quick entry';
  if (name.length > DIARY_LIMITS.nameMax)
    return { ok: false, field: 'name', message: DIARY_MESSAGES.nameTooLong };
  const kcal = parseAmount(input.kcal, DIARY_LIMITS.maxKcal, 'kcal', { allowZero: true });
  if (!kcal.ok) {
    const message = input.kcal.trim() === '' ? DIARY_MESSAGES.quickNeedsEnergy : kcal.message;
    return { ok: false, field: 'kcal', message };
  }
  const macros: Partial<Record<NutrientKey, number | null>> = {};
  for (const field of ['protein', 'fat', 'carbs'] as const) {
    const check = parseAmount(input[field], DIARY_LIMITS.maxMacroGrams, 'g', {
      optional: true,
      allowZero: true,
    });
    if (!check.ok) return { ok: false, field, message: check.message };
    macros[field] = check.value;
  }
  return {
    ok: true,
    entry: (id, createdAt) => ({
      id,
      ...draft,
      name,
      kind: 'quick',
      foodNdb: null,
      recipeSlug: null,
      savedRecipeId: null,
      productCode: null,
      grams: null,
      servings: 1,
      amountLabel: 'Quick entry',
      nutrients: { ...emptyNutrients(), kcal: kcal.value, ...macros },
      incomplete: [],
      createdAt,
    }),
  };
}

/** A nutrient's total over some entries, with how complete it is. */
export interface NutrientTotal {
  /** Sum of the known values (a lower bound when `complete` is false). */
  readonly value: number;
  /** Every entry reported this nutrient fully. */
  readonly complete: boolean;
  /** Names of the entries with no value (or only part of it) for this nutrient. */
  readonly missingFrom: readonly string[];
}

/**
 * Totals per nutrient. The rule (never a silent zero): an entry whose value is unknown, or a lower
 * bound, makes the total "at least" the sum of what is known, and is named in `missingFrom`.
 */
export function diaryTotals(entries: readonly DiaryEntry[]): Record<NutrientKey, NutrientTotal> {
  const out = {} as Record<NutrientKey, NutrientTotal>;
  for (const key of NUTRIENT_KEYS) {
    let value = 0;
    const missing: string[] = [];
    for (const entry of entries) {
      const v = entry.nutrients[key];
      if (v !== null) value += v;
      if (v === null || entry.incomplete.includes(key)) missing.push(entry.name);
    }
    out[key] = {
      value: roundNutrient(value),
      complete: missing.length === 0,
      missingFrom: [...new Set(missing)],
    };
  }
  return out;
}

/** How a total reads: "1,234" or "at least 1,234". */
export function formatTotal(total: NutrientTotal, digits = 0): string {
  const n = total.value.toLocaleString('en-US', { maximumFractionDigits: digits });
  return total.complete ? n : `at least ${n}`;
}

/** Per cent of a goal (rounded), or null without a goal. */
export function percentOfGoal(value: number, goal: number | null): number | null {
  if (goal === null || !(goal > 0)) return null;
  return Math.round((value / goal) * 100);
}

// Dates: the diary works in local calendar days written YYYY-MM-DD.

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isDiaryDate(text: string): boolean {
  const m = DAY_RE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

export function localDay(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function addDays(day: string, days: number): string {
  const m = DAY_RE.exec(day);
  if (!m) throw new Error(`Not a day: ${day}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return d.toISOString().slice(0, 10);
}

/** The days the diary opens: from DIARY_LIMITS.minDate to a year after today. */
export function diaryDateRange(today: string): { min: string; max: string } {
  return { min: DIARY_LIMITS.minDate, max: addDays(today, DIARY_LIMITS.maxDaysAhead) };
}

/** A day clamped into the diary's range; anything unreadable becomes today. */
export function clampDiaryDate(day: string, today: string): string {
  if (!isDiaryDate(day)) return today;
  const { min, max } = diaryDateRange(today);
  if (day < min) return min;
  if (day > max) return max;
  return day;
}

/** The days from `from` to `to` inclusive (at most 400). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to && days.length < 400; d = addDays(d, 1)) days.push(d);
  return days;
}

/** Copies entries to another day (and optionally another meal), with new ids. */
export function copyEntries(
  entries: readonly DiaryEntry[],
  toDate: string,
  newId: () => string,
  now: string,
  toMeal?: MealSlot,
): DiaryEntry[] {
  return entries.map((e) => ({
    ...e,
    id: newId(),
    date: toDate,
    meal: toMeal ?? e.meal,
    createdAt: now,
  }));
}

/** Entries of one day in meal order, then logging order. */
export function entriesOfDay(entries: readonly DiaryEntry[], day: string): DiaryEntry[] {
  return entries
    .filter((e) => e.date === day)
    .sort(
      (a, b) =>
        MEAL_SLOTS.indexOf(a.meal) - MEAL_SLOTS.indexOf(b.meal) ||
        a.createdAt.localeCompare(b.createdAt),
    );
}

/** Foods and recipes logged before, most frequent then most recent first (for suggestions). */
export function frequentItems(entries: readonly DiaryEntry[], limit = 8): DiaryEntry[] {
  const byKey = new Map<string, { entry: DiaryEntry; count: number }>();
  for (const e of entries) {
    if (e.kind === 'quick') continue;
    const key = e.productCode ?? e.foodNdb ?? e.recipeSlug ?? e.savedRecipeId ?? e.name;
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, { entry: e, count: 1 });
    else {
      seen.count += 1;
      if (e.createdAt > seen.entry.createdAt) seen.entry = e;
    }
  }
  return [...byKey.values()]
    .sort((a, b) => b.count - a.count || b.entry.createdAt.localeCompare(a.entry.createdAt))
    .slice(0, limit)
    .map((v) => v.entry);
}

// Stored diaries (device storage, server rows) are read defensively.

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isStr = (v: unknown, max = 300): v is string => typeof v === 'string' && v.length <= max;
const PRODUCT_CODE = /^[0-9]{8,14}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One stored entry, or null when anything about it is off. */
export function parseDiaryEntry(raw: unknown): DiaryEntry | null {
  if (raw === null || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  if (!isStr(r.id) || !UUID.test(r.id)) return null;
  if (!isStr(r.date) || !isDiaryDate(r.date)) return null;
  // Far past or future days (a clock gone wrong, a hand-edited file) would never reach the server.
  if (r.date < DIARY_LIMITS.storedMinDate || r.date > DIARY_LIMITS.storedMaxDate) return null;
  if (!MEAL_SLOTS.includes(r.meal as MealSlot)) return null;
  if (!isStr(r.name) || r.name.trim() === '') return null;
  if (!ENTRY_KINDS.includes(r.kind as EntryKind)) return null;
  if (!isNum(r.servings) || r.servings <= 0) return null;
  if (r.grams !== null && (!isNum(r.grams) || r.grams <= 0)) return null;
  if (!isStr(r.amountLabel) || !isStr(r.createdAt)) return null;
  const n = r.nutrients as Record<string, unknown> | null;
  if (n === null || typeof n !== 'object') return null;
  const nutrients = emptyNutrients();
  for (const key of NUTRIENT_KEYS) {
    const v = n[key];
    if (v === null || v === undefined) nutrients[key] = null;
    else if (isNum(v)) nutrients[key] = v;
    else return null;
  }
  const incomplete = Array.isArray(r.incomplete)
    ? (r.incomplete.filter((k) => NUTRIENT_KEYS.includes(k as NutrientKey)) as NutrientKey[])
    : [];
  const optStr = (v: unknown) => (isStr(v) ? v : null);
  return {
    id: r.id,
    date: r.date,
    meal: r.meal as MealSlot,
    name: r.name,
    kind: r.kind as EntryKind,
    foodNdb: optStr(r.foodNdb),
    recipeSlug: optStr(r.recipeSlug),
    savedRecipeId: optStr(r.savedRecipeId),
    productCode:
      typeof r.productCode === 'string' && PRODUCT_CODE.test(r.productCode) ? r.productCode : null,
    grams: r.grams as number | null,
    servings: r.servings,
    amountLabel: r.amountLabel,
    nutrients,
    incomplete,
    createdAt: r.createdAt,
  };
}

export interface DiaryState {
  readonly entries: readonly DiaryEntry[];
}

export const EMPTY_DIARY: DiaryState = { entries: [] };

/**
 * Reads a stored diary. A diary that is not a diary at all is ignored whole; single unreadable
 * entries are dropped. Never throws; says what it ignored in `warnings`.
 */
export function parseStoredDiary(raw: unknown): { state: DiaryState; warnings: string[] } {
  if (
    raw === null ||
    typeof raw !== 'object' ||
    !Array.isArray((raw as { entries?: unknown }).entries)
  ) {
    return { state: EMPTY_DIARY, warnings: ['the stored diary is not a diary; it was ignored'] };
  }
  const list = (raw as { entries: unknown[] }).entries;
  const entries: DiaryEntry[] = [];
  for (const item of list) {
    const entry = parseDiaryEntry(item);
    if (entry) entries.push(entry);
  }
  const dropped = list.length - entries.length;
  return {
    state: { entries },
    warnings: dropped > 0 ? [`${dropped} unreadable diary entries were ignored`] : [],
  };
}

/** Nutrient labels with units, in display order ("Energy (kcal)"). */
export const NUTRIENT_COLUMNS = FOOD_NUTRIENTS.map((n) => ({
  key: n.key,
  header: `${n.label} (${n.unit})`,
}));
