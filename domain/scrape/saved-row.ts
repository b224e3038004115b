/**
 * A `saved_recipes` row from what the extractor found on a page (or, for a link-only save, from the
 * page summary). Every value is cut to the table's check constraints, so a hostile or odd page
 * cannot turn a save into a constraint error. Shared by the `scrape-recipe` edge function and the
 * desktop app's save (which fetches the page through main and inserts as the signed-in user).
 *
 * Stored shapes (jsonb):
 * - `ingredients`: `[{text, quantity, quantityMax, unit, name, key, notes?, optional?, group}]`
 *   (`key` is the canonical ingredient key or null; `group` the ingredient group's name or null);
 * - `instructions`: `[{text, group}]` in order (`group` the HowToSection name or null);
 * - `nutrition`: schema.org NutritionInformation names → "value unit" strings, or null.
 */
import { normaliseIngredient } from '../ingredients/normalise.ts';
import type { PageSummary, ScrapedIngredient, ScrapedRecipe } from './types.ts';
import { httpUrl, safeMediaUrl, secureSourceUrl } from '../security/safe-url.ts';
import { withoutPositionNumber } from './tidy.ts';

// The WHATWG URL class exists in every runtime we target (browsers, Node, Deno) but is not part of the
// ES lib that domain/ compiles against; declare only the members used here.
declare const URL: new (url: string) => {
  readonly href: string;
  readonly protocol: string;
  readonly hostname: string;
};

export interface SavedIngredient {
  readonly text: string;
  readonly quantity: number | null;
  readonly quantityMax: number | null;
  readonly unit: string | null;
  readonly name: string;
  readonly key: string | null;
  readonly notes?: string;
  readonly optional?: boolean;
  readonly group: string | null;
}

export interface SavedInstruction {
  readonly text: string;
  readonly group: string | null;
}

/** The columns scrape-recipe writes (`user_id` comes from the caller's JWT). */
export interface SavedRecipeInsert {
  user_id: string;
  url: string;
  canonical_url: string;
  title: string;
  description: string | null;
  image_url: string | null;
  site_name: string | null;
  author: string | null;
  yields: string | null;
  prep_minutes: number | null;
  cook_minutes: number | null;
  total_minutes: number | null;
  ingredients: SavedIngredient[];
  ingredient_keys: string[];
  instructions: SavedInstruction[];
  cuisine: string | null;
  category: string | null;
  keywords: string[];
  nutrition: Record<string, string> | null;
}

const MAX_ITEMS = 500;
const MAX_STEP_CHARS = 4000;
const MAX_LINE_CHARS = 300;
/**
 * Character budgets for all lines and all steps together: even at 4 bytes a character plus the JSON
 * keys they stay under the table's 2 MB limit on ingredients + instructions.
 */
const INGREDIENT_BUDGET = 120_000;
const INSTRUCTION_BUDGET = 300_000;

/** Text without NULs (PostgreSQL refuses them), trimmed, cut to `max` characters; null when empty. */
export function clip(value: string | null | undefined, max: number): string | null {
  if (typeof value !== 'string') return null;
  const clean = value.split('\u0000').join('').replace(/\s+/g, ' ').trim();
  if (clean === '') return null;
  const chars = Array.from(clean);
  return chars.length <= max ? clean : chars.slice(0, max).join('').trim();
}

function finite(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function minutes(value: number | null, max: number): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  const whole = Math.round(value);
  return whole >= 0 && whole <= max ? whole : null;
}

function list(values: readonly string[], maxItems: number, maxChars: number): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const value of values) {
    const text = clip(value, maxChars);
    if (text === null || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    out.push(text);
    if (out.length === maxItems) break;
  }
  return out;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** The longest page address the saved_recipes columns take. */
const MAX_PAGE_URL = 2048;

/**
 * The page's own canonical URL when it names the same site (a subdomain either way counts:
 * www., m., amp.), else the fetched URL; fragments dropped. A page cannot claim another site's URL.
 */
export function canonicalUrlFor(pageCanonical: string | null, finalUrl: string): string {
  const fetched = httpUrl(finalUrl, MAX_PAGE_URL) ?? finalUrl;
  const claimed = httpUrl(pageCanonical, MAX_PAGE_URL);
  if (!claimed) return sourceUrlFor(stripHash(fetched));
  const a = hostOf(claimed);
  const b = hostOf(fetched);
  const sameSite = a !== '' && (a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`));
  return sourceUrlFor(stripHash(sameSite ? claimed : fetched));
}

/**
 * The address stored for a page: its https form (a page fetched over http is saved with its https
 * address; http: stays only for this machine), as the database's rule for stored links requires.
 */
export function sourceUrlFor(url: string): string {
  return secureSourceUrl(url) ?? url;
}

function stripHash(url: string): string {
  const at = url.indexOf('#');
  return at < 0 ? url : url.slice(0, at);
}

function groupOf(line: string, recipe: ScrapedRecipe): string | null {
  const group = recipe.ingredientGroups.find((g) => g.ingredients.includes(line));
  return clip(group?.purpose ?? null, 200);
}

function ingredientsOf(recipe: ScrapedRecipe): { ingredients: SavedIngredient[]; keys: string[] } {
  const ingredients: SavedIngredient[] = [];
  const keys = new Set<string>();
  const items: readonly ScrapedIngredient[] =
    recipe.ingredients.length > 0
      ? recipe.ingredients
      : recipe.ingredientLines.map((line) => ({
          line,
          quantity: null,
          quantity2: null,
          unit: null,
          name: line,
        }));
  let budget = INGREDIENT_BUDGET;
  for (const item of items.slice(0, MAX_ITEMS)) {
    const text = clip(item.line, MAX_LINE_CHARS);
    if (text === null) continue;
    budget -= text.length;
    if (budget < 0) break;
    const normal = normaliseIngredient(text);
    if (normal.key !== null && keys.size < MAX_ITEMS && normal.key.length <= 200)
      keys.add(normal.key);
    ingredients.push({
      text,
      quantity: finite(item.quantity) ?? finite(normal.quantity),
      quantityMax: finite(item.quantity2) ?? finite(normal.quantityMax),
      unit: clip(item.unit ?? normal.unit ?? null, 50),
      name: clip(normal.name, 300) ?? clip(item.name, 300) ?? text,
      key: normal.key,
      ...(normal.notes ? { notes: clip(normal.notes, 500) ?? '' } : {}),
      ...(normal.optional ? { optional: true } : {}),
      group: groupOf(item.line, recipe),
    });
  }
  return { ingredients, keys: [...keys] };
}

function instructionsOf(recipe: ScrapedRecipe): SavedInstruction[] {
  const out: SavedInstruction[] = [];
  let budget = INSTRUCTION_BUDGET;
  for (const [index, step] of recipe.instructions.slice(0, MAX_ITEMS).entries()) {
    const text = clip(withoutPositionNumber(step, index + 1), MAX_STEP_CHARS);
    if (text === null) continue;
    budget -= text.length;
    if (budget < 0) break;
    const group = recipe.instructionGroups.find(
      (g) => index >= g.start && index < g.start + g.steps.length,
    );
    out.push({ text, group: clip(group?.name ?? null, 200) });
  }
  return out;
}

function nutritionOf(recipe: ScrapedRecipe): Record<string, string> | null {
  if (!recipe.nutrition) return null;
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(recipe.nutrition).slice(0, 50)) {
    const key = clip(name, 100);
    const text = clip(value, 200);
    if (key && text) out[key] = text;
  }
  return Object.keys(out).length > 0 ? out : null;
}

function titleFor(title: string | null, url: string): string {
  return clip(title, 500) ?? (hostOf(url) || 'Saved recipe');
}

/** A full row for a page where a recipe was found. */
export function recipeRow(
  userId: string,
  recipe: ScrapedRecipe,
  finalUrl: string,
): SavedRecipeInsert {
  const { ingredients, keys } = ingredientsOf(recipe);
  return {
    user_id: userId,
    url: sourceUrlFor(finalUrl),
    canonical_url: canonicalUrlFor(recipe.canonicalUrl, finalUrl),
    title: titleFor(recipe.title, finalUrl),
    description: clip(recipe.description, 10_000),
    image_url: safeMediaUrl(recipe.image),
    site_name: clip(recipe.siteName, 200),
    author: clip(recipe.author, 300),
    yields: clip(recipe.yields, 200),
    prep_minutes: minutes(recipe.prepMinutes, 10_080),
    cook_minutes: minutes(recipe.cookMinutes, 10_080),
    total_minutes: minutes(recipe.totalMinutes, 20_160),
    ingredients,
    ingredient_keys: keys,
    instructions: instructionsOf(recipe),
    cuisine: clip(recipe.cuisine.join(', '), 200),
    category: clip(recipe.category.join(', '), 200),
    keywords: list(recipe.keywords, 100, 200),
    nutrition: nutritionOf(recipe),
  };
}

/** A link-only row: the page's title, description, image and site, no ingredients or steps. */
export function linkRow(userId: string, summary: PageSummary, finalUrl: string): SavedRecipeInsert {
  return {
    user_id: userId,
    url: sourceUrlFor(finalUrl),
    canonical_url: canonicalUrlFor(summary.canonicalUrl, finalUrl),
    title: titleFor(summary.title, finalUrl),
    description: clip(summary.description, 10_000),
    image_url: safeMediaUrl(summary.image),
    site_name: clip(summary.siteName, 200),
    author: null,
    yields: null,
    prep_minutes: null,
    cook_minutes: null,
    total_minutes: null,
    ingredients: [],
    ingredient_keys: [],
    instructions: [],
    cuisine: null,
    category: null,
    keywords: [],
    nutrition: null,
  };
}
