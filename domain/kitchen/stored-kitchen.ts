import { compareNames } from '../ingredients/sort-names.ts';
import { sanitizeForStorage } from '../security/sanitize-storage.ts';
import { INPUT_MAX_LENGTH } from '../validation/limits.ts';
import { validateInput } from '../validation/validate-input.ts';
import {
  MAX_KITCHEN_INGREDIENTS,
  MAX_RECENT_INGREDIENTS,
  MAX_TEMPLATES,
  TEMPLATE_NAME_MAX_LENGTH,
} from './limits.ts';
import { uniqueItems } from './merge.ts';
import { EMPTY_KITCHEN } from './types.ts';
import type { KitchenState, Template } from './types.ts';

export interface StoredKitchenResult {
  state: KitchenState;
  /** One line per ignored or repaired part, for the log. Empty when all was well. */
  warnings: string[];
  /** True when a stored value carried markup or script: the caller logs XSS_ATTEMPT_BLOCKED. */
  xssBlocked: boolean;
}

interface Reader {
  warnings: string[];
  xssBlocked: boolean;
}

const EPOCH = new Date(0).toISOString();

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function cleanText(
  reader: Reader,
  value: unknown,
  where: string,
  maxLength?: number,
): string | null {
  if (typeof value !== 'string') {
    reader.warnings.push(`${where}: ignored a value that is not text`);
    return null;
  }
  if (value.length > INPUT_MAX_LENGTH * 4) {
    reader.warnings.push(`${where}: ignored a value of ${value.length} characters`);
    return null;
  }
  const sanitized = sanitizeForStorage(value);
  if (sanitized.changed && sanitized.value.trim() !== value.trim()) reader.xssBlocked = true;
  const check = validateInput(sanitized.value, maxLength === undefined ? {} : { maxLength });
  if (!check.ok) {
    if (value.trim() !== '')
      reader.warnings.push(`${where}: ignored an invalid value (${check.error})`);
    return null;
  }
  if (sanitized.changed && sanitized.value.trim() !== value.trim()) {
    reader.warnings.push(`${where}: removed markup from a value`);
  }
  return check.value;
}

function cleanList(reader: Reader, value: unknown, where: string, max: number): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    reader.warnings.push(`${where}: expected a list, ignored`);
    return [];
  }
  const items: string[] = [];
  for (const entry of value.slice(0, max * 2)) {
    const text = cleanText(reader, entry, where);
    if (text !== null) items.push(text);
  }
  if (value.length > max * 2)
    reader.warnings.push(`${where}: ignored ${value.length - max * 2} values past the limit`);
  const unique = uniqueItems(items);
  if (unique.length < items.length)
    reader.warnings.push(`${where}: dropped ${items.length - unique.length} repeated values`);
  if (unique.length > max) {
    reader.warnings.push(`${where}: kept the first ${max} of ${unique.length} values`);
    return unique.slice(0, max);
  }
  return unique;
}

function readTemplate(reader: Reader, value: unknown, index: number): Template | null {
  const where = `templates[${index}]`;
  if (!isRecord(value)) {
    reader.warnings.push(`${where}: not a template, ignored`);
    return null;
  }
  const id =
    typeof value['id'] === 'string' || typeof value['id'] === 'number'
      ? String(value['id']).trim()
      : '';
  const name = cleanText(reader, value['name'], `${where}.name`, TEMPLATE_NAME_MAX_LENGTH);
  const ingredients = cleanList(
    reader,
    value['ingredients'],
    `${where}.ingredients`,
    MAX_KITCHEN_INGREDIENTS,
  );
  if (id === '' || name === null || ingredients.length === 0) {
    reader.warnings.push(`${where}: missing id, name or ingredients, ignored`);
    return null;
  }
  const rawDate = value['created_at'];
  const time = typeof rawDate === 'string' ? Date.parse(rawDate) : Number.NaN;
  if (Number.isNaN(time)) reader.warnings.push(`${where}.created_at: not a date, reset`);
  return {
    id,
    name,
    ingredients: ingredients.sort(compareNames),
    created_at: Number.isNaN(time) ? EPOCH : new Date(time).toISOString(),
  };
}

function readTemplates(reader: Reader, value: unknown): Template[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    reader.warnings.push('templates: expected a list, ignored');
    return [];
  }
  const templates: Template[] = [];
  const ids = new Set<string>();
  for (const [index, entry] of value.entries()) {
    if (templates.length >= MAX_TEMPLATES) {
      reader.warnings.push(`templates: kept the first ${MAX_TEMPLATES}`);
      break;
    }
    const template = readTemplate(reader, entry, index);
    if (template === null) continue;
    if (ids.has(template.id)) {
      reader.warnings.push(`templates[${index}]: repeated id, ignored`);
      continue;
    }
    ids.add(template.id);
    templates.push(template);
  }
  return templates;
}

function readKitchen(reader: Reader, input: unknown): KitchenState {
  let data = input;
  if (typeof data === 'string') {
    if (data.trim() === '') return EMPTY_KITCHEN;
    try {
      data = JSON.parse(data) as unknown;
    } catch {
      reader.warnings.push('stored kitchen is not valid JSON, ignored');
      return EMPTY_KITCHEN;
    }
  }
  if (data === null || data === undefined) return EMPTY_KITCHEN;
  // An older or simpler store: just the list of ingredients.
  if (Array.isArray(data)) data = { ingredients: data };
  if (!isRecord(data)) {
    reader.warnings.push('stored kitchen has an unexpected shape, ignored');
    return EMPTY_KITCHEN;
  }
  return {
    ingredients: cleanList(
      reader,
      data['ingredients'],
      'ingredients',
      MAX_KITCHEN_INGREDIENTS,
    ).sort(compareNames),
    templates: readTemplates(reader, data['templates']),
    recentIngredients: cleanList(
      reader,
      data['recentIngredients'],
      'recentIngredients',
      MAX_RECENT_INGREDIENTS,
    ),
  };
}

/**
 * Tolerant reader for the guest kitchen in local storage. Accepts the JSON
 * text or an already parsed value (an object, or a bare list of ingredients).
 * Corrupt or hand-edited parts are dropped with a warning; markup is removed.
 * Never throws.
 */
export function parseStoredKitchen(json: unknown): StoredKitchenResult {
  const reader: Reader = { warnings: [], xssBlocked: false };
  try {
    return {
      state: readKitchen(reader, json),
      warnings: reader.warnings,
      xssBlocked: reader.xssBlocked,
    };
  } catch {
    return {
      state: EMPTY_KITCHEN,
      warnings: [...reader.warnings, 'stored kitchen could not be read, ignored'],
      xssBlocked: reader.xssBlocked,
    };
  }
}

export interface KitchenStorageSanitizeResult {
  state: KitchenState;
  /** True when any value changed: the caller logs one XSS_ATTEMPT_BLOCKED event. */
  changed: boolean;
  /** The original values that were changed or dropped. */
  changedValues: string[];
}

/**
 * Sanitises every text of a kitchen before it is written to local storage
 * (spec §5). Values that sanitise to nothing are dropped.
 */
export function sanitizeKitchenForStorage(state: KitchenState): KitchenStorageSanitizeResult {
  const changedValues: string[] = [];
  const clean = (value: string): string | null => {
    const result = sanitizeForStorage(value);
    if (result.changed) changedValues.push(value);
    const trimmed = result.value.trim();
    return trimmed === '' ? null : trimmed === value ? value : trimmed;
  };
  const cleanAll = (values: readonly string[]): string[] =>
    values.map(clean).filter((value): value is string => value !== null);
  const templates: Template[] = [];
  for (const t of state.templates) {
    const name = clean(t.name);
    const ingredients = cleanAll(t.ingredients);
    if (name !== null && ingredients.length > 0) templates.push({ ...t, name, ingredients });
  }
  return {
    state: {
      ingredients: cleanAll(state.ingredients),
      templates,
      recentIngredients: cleanAll(state.recentIngredients),
    },
    changed: changedValues.length > 0,
    changedValues,
  };
}
