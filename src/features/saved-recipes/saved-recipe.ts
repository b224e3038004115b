/**
 * A `saved_recipes` row as the pages use it. Rows come from our own table, but the jsonb columns
 * may hold anything an older version (or a hand-edited import) wrote, so they are read defensively.
 */
import type { SavedIngredient, SavedInstruction, SavedRecipeInsert } from '@domain';
import { finiteNumber, isJsonObject } from '@/lib/json-values';

export type { SavedIngredient, SavedInstruction };

/** The row: what saving writes (minus the owner, which RLS already fixes) and the user's own fields. */
export type SavedRecipe = Omit<SavedRecipeInsert, 'user_id'> & {
  id: string;
  notes: string | null;
  tags: string[];
  created_at: string;
  updated_at: string;
};

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : [];

function toIngredient(v: unknown): SavedIngredient | null {
  if (typeof v === 'string') {
    return str(v)
      ? { text: v, quantity: null, quantityMax: null, unit: null, name: v, key: null, group: null }
      : null;
  }
  if (!isJsonObject(v)) return null;
  const text = str(v.text) ?? str(v.name);
  if (!text) return null;
  return {
    text,
    quantity: finiteNumber(v.quantity),
    quantityMax: finiteNumber(v.quantityMax),
    unit: str(v.unit),
    name: str(v.name) ?? text,
    key: str(v.key),
    ...(str(v.notes) ? { notes: str(v.notes) ?? '' } : {}),
    ...(v.optional === true ? { optional: true } : {}),
    group: str(v.group),
  };
}

function toInstruction(v: unknown): SavedInstruction | null {
  if (typeof v === 'string') return str(v) ? { text: v, group: null } : null;
  if (!isJsonObject(v)) return null;
  const text = str(v.text);
  return text ? { text, group: str(v.group) } : null;
}

function toNutrition(v: unknown): Record<string, string> | null {
  if (!isJsonObject(v)) return null;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(v)) {
    if (typeof value === 'string' && value.trim() !== '') out[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) out[key] = String(value);
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** A row as read from the table, or null when it lacks an id or a title. */
export function toSavedRecipe(v: unknown): SavedRecipe | null {
  if (!isJsonObject(v)) return null;
  const id = str(v.id);
  const title = str(v.title)?.trim();
  if (!id || !title) return null;
  const list = <T>(value: unknown, each: (x: unknown) => T | null): T[] =>
    Array.isArray(value) ? value.map(each).filter((x): x is T => x !== null) : [];
  return {
    id,
    url: str(v.url) ?? '',
    canonical_url: str(v.canonical_url) ?? str(v.url) ?? '',
    title,
    description: str(v.description),
    image_url: str(v.image_url),
    site_name: str(v.site_name),
    author: str(v.author),
    yields: str(v.yields),
    prep_minutes: finiteNumber(v.prep_minutes),
    cook_minutes: finiteNumber(v.cook_minutes),
    total_minutes: finiteNumber(v.total_minutes),
    ingredients: list(v.ingredients, toIngredient),
    ingredient_keys: strings(v.ingredient_keys),
    instructions: list(v.instructions, toInstruction),
    cuisine: str(v.cuisine),
    category: str(v.category),
    keywords: strings(v.keywords),
    nutrition: toNutrition(v.nutrition),
    notes: typeof v.notes === 'string' ? v.notes : null,
    tags: strings(v.tags),
    created_at: str(v.created_at) ?? '',
    updated_at: str(v.updated_at) ?? '',
  };
}

/** Rows from the table, dropping any that cannot be read. */
export function toSavedRecipes(rows: unknown): SavedRecipe[] {
  return Array.isArray(rows)
    ? rows.map(toSavedRecipe).filter((r): r is SavedRecipe => r !== null)
    : [];
}

/** Total time as shown: the stored total, else prep + cook when both are known. */
export function totalMinutesOf(
  r: Pick<SavedRecipe, 'total_minutes' | 'prep_minutes' | 'cook_minutes'>,
): number | null {
  if (r.total_minutes !== null) return r.total_minutes;
  if (r.prep_minutes !== null && r.cook_minutes !== null) return r.prep_minutes + r.cook_minutes;
  return null;
}
