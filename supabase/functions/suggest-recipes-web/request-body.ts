import { DEFAULT_STAPLES, type IngredientKey, type MatchFilters } from '../../../domain/index.ts';

/** Limits of a suggestion request (the app's own input limit is 1000 characters per item). */
export const MAX_ITEMS = 500;
export const MAX_ITEM_CHARS = 1000;
export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 500;
/** "Can make now" and the ones one or two ingredients away. */
export const DEFAULT_MAX_MISSING = 2;

/** What is asked for: meals (the spec's behaviour, also when `kind` is absent) or drinks (the home bar). */
export const SUGGEST_KINDS = ['meal', 'drink'] as const;
export type SuggestKind = (typeof SUGGEST_KINDS)[number];

export interface SuggestRequest {
  readonly kind: SuggestKind;
  /** Meals: the kitchen. Drinks: the bar shelf's bottles. */
  readonly ingredients: readonly string[];
  /** Drinks only: the kitchen's items, counted too (fresh lemons mean lemon juice); [] for meals. */
  readonly kitchen: readonly string[];
  readonly barcodes: readonly string[];
  readonly filters: MatchFilters & { readonly maxMissing: number };
  readonly limit: number;
  /** The staples assumed present: the user's choice among DEFAULT_STAPLES (all of them by default). */
  readonly staples: readonly IngredientKey[];
}

export type ParsedBody = { ok: true; request: SuggestRequest } | { ok: false; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringList(value: unknown, field: string, required: boolean): string[] | string {
  if (value === undefined && !required) return [];
  if (!Array.isArray(value)) return `"${field}" must be an array of strings`;
  if (value.length > MAX_ITEMS) return `"${field}" must have at most ${MAX_ITEMS} items`;
  for (const item of value) {
    if (typeof item !== 'string') return `"${field}" must be an array of strings`;
    if (item.length > MAX_ITEM_CHARS)
      return `Each item of "${field}" must be ${MAX_ITEM_CHARS} characters or less`;
  }
  return value as string[];
}

function optionalText(value: unknown, field: string): string | undefined | { error: string } {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > 100)
    return { error: `"filters.${field}" must be a short string` };
  return value;
}

function optionalCount(
  value: unknown,
  field: string,
  max: number,
): number | undefined | { error: string } {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    return { error: `"${field}" must be a whole number from 0 to ${max}` };
  }
  return value;
}

const isError = (v: unknown): v is { error: string } => isRecord(v) && typeof v.error === 'string';

function parseFilters(value: unknown): { filters: SuggestRequest['filters'] } | { error: string } {
  if (value === undefined || value === null)
    return { filters: { maxMissing: DEFAULT_MAX_MISSING } };
  if (!isRecord(value)) return { error: '"filters" must be an object' };
  const mealType = optionalText(value.mealType, 'mealType');
  const cuisine = optionalText(value.cuisine, 'cuisine');
  const maxTotalMinutes = optionalCount(value.maxTotalMinutes, 'filters.maxTotalMinutes', 20160);
  const maxMissing = optionalCount(value.maxMissing, 'filters.maxMissing', 50);
  let diet: string[] | undefined;
  if (value.diet !== undefined && value.diet !== null) {
    const list = typeof value.diet === 'string' ? [value.diet] : value.diet;
    if (
      !Array.isArray(list) ||
      list.length > 10 ||
      !list.every((d) => typeof d === 'string' && d.length <= 50)
    ) {
      return { error: '"filters.diet" must be a diet tag or a list of them' };
    }
    diet = list as string[];
  }
  for (const v of [mealType, cuisine, maxTotalMinutes, maxMissing]) if (isError(v)) return v;
  return {
    filters: {
      ...(typeof mealType === 'string' ? { mealType } : {}),
      ...(typeof cuisine === 'string' ? { cuisine } : {}),
      ...(diet && diet.length > 0 ? { diet } : {}),
      ...(typeof maxTotalMinutes === 'number' ? { maxTotalMinutes } : {}),
      maxMissing: typeof maxMissing === 'number' ? maxMissing : DEFAULT_MAX_MISSING,
    },
  };
}

/** `staples`: a subset of the default staples (a user can turn each off); absent means all of them. */
function parseStaples(value: unknown): readonly IngredientKey[] | { error: string } {
  if (value === undefined || value === null) return DEFAULT_STAPLES;
  const allowed = new Set<string>(DEFAULT_STAPLES);
  if (
    !Array.isArray(value) ||
    value.length > allowed.size ||
    !value.every((v) => typeof v === 'string' && allowed.has(v))
  ) {
    return { error: `"staples" must list some of: ${DEFAULT_STAPLES.join(', ')}` };
  }
  return [...new Set(value as IngredientKey[])];
}

function parseKind(value: unknown): SuggestKind | { error: string } {
  if (value === undefined || value === null) return 'meal';
  return typeof value === 'string' && (SUGGEST_KINDS as readonly string[]).includes(value)
    ? (value as SuggestKind)
    : { error: '"kind" must be "meal" or "drink"' };
}

/**
 * Validates `{ingredients: string[], barcodes?: string[], filters?, limit?, staples?}` (spec §7): arrays of
 * strings, at most 500 items of at most 1000 characters each. `kind: "drink"` asks for drinks
 * (`ingredients` = the bar shelf, `kitchen?: string[]` = the kitchen, same limits; the limit
 * defaults to MAX_LIMIT, every drink within reach); no `kind` or `kind: "meal"` is the meal search
 * as it always was (a `kitchen` field is ignored there). Anything else is refused with a message
 * for a 400 answer.
 */
export function parseSuggestBody(body: unknown): ParsedBody {
  if (!isRecord(body))
    return {
      ok: false,
      message: 'Request body must be a JSON object with "ingredients" and "barcodes"',
    };
  const kind = parseKind(body.kind);
  if (typeof kind !== 'string') return { ok: false, message: kind.error };
  const kitchen = kind === 'drink' ? stringList(body.kitchen, 'kitchen', false) : [];
  if (typeof kitchen === 'string') return { ok: false, message: kitchen };
  const ingredients = stringList(body.ingredients, 'ingredients', true);
  if (typeof ingredients === 'string') return { ok: false, message: ingredients };
  const barcodes = stringList(body.barcodes, 'barcodes', false);
  if (typeof barcodes === 'string') return { ok: false, message: barcodes };
  const filters = parseFilters(body.filters);
  if ('error' in filters) return { ok: false, message: filters.error };
  const limit = optionalCount(body.limit, 'limit', MAX_LIMIT);
  if (isError(limit)) return { ok: false, message: limit.error };
  const staples = parseStaples(body.staples);
  if ('error' in staples) return { ok: false, message: staples.error };
  const fallbackLimit = kind === 'drink' ? MAX_LIMIT : DEFAULT_LIMIT;
  return {
    ok: true,
    request: {
      kind,
      ingredients,
      kitchen,
      barcodes,
      filters: filters.filters,
      limit: limit ?? fallbackLimit,
      staples,
    },
  };
}
