/**
 * The caller's own saved recipes (saved_recipes, filled by scrape-recipe) as matchable recipes, and
 * their matches in the answer shape. Read through the REST API WITH THE CALLER'S TOKEN: RLS lets a
 * user see only their own rows, so nothing here filters by user. Guests (the anon key, or any
 * token whose role is not `authenticated`) are not asked about at all.
 */
import { matchData, type RecipeMatchPayload } from '../../../domain/index.ts';
import { toMatchableSavedRecipe, type SavedRecipeMatchFields } from '../../../domain/index.ts';
import type { MatchableRecipe, RecipeMatch } from '../../../domain/index.ts';
import type { Connection } from './recipe-source.ts';

/** At most this many saved recipes are matched per request (newest first; the REST max_rows). */
export const MAX_SAVED_RECIPES = 1000;

export const SAVED_RECIPE_COLUMNS =
  'id,title,description,url,site_name,image_url,yields,prep_minutes,cook_minutes,total_minutes,ingredients,ingredient_keys,instructions,cuisine,category,keywords';

/** A row of public.saved_recipes as the REST API returns it (the columns this function reads). */
export interface SavedRecipeRow extends SavedRecipeMatchFields {
  readonly description: string | null;
  readonly url: string;
  readonly site_name: string | null;
  readonly image_url: string | null;
  readonly yields: string | null;
  readonly instructions: unknown;
}

/** A saved recipe in the matcher's shape, keeping the row for the answer. */
export interface MatchableSavedRow extends MatchableRecipe {
  readonly saved: SavedRecipeRow;
}

export class SavedRecipesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SavedRecipesError';
  }
}

function base64UrlJson(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
}

/**
 * Whether the caller presents a user's token (role `authenticated`) rather than the anon key. The
 * claim is only read here to skip a pointless query for guests; the REST API verifies the token
 * and RLS decides which rows it may see, so a forged claim gets nothing.
 */
export function isUserToken(authorization: string): boolean {
  const token = /^bearer\s+(\S+)$/i.exec(authorization)?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return false;
  try {
    const claims = base64UrlJson(payload);
    return (
      typeof claims === 'object' &&
      claims !== null &&
      (claims as { role?: unknown }).role === 'authenticated'
    );
  } catch {
    return false;
  }
}

function isSavedRecipeRow(value: unknown): value is SavedRecipeRow {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.title === 'string' && typeof v.url === 'string';
}

/** The caller's saved recipes that can be matched; [] for guests. Throws SavedRecipesError. */
export async function readSavedRecipes(conn: Connection): Promise<MatchableSavedRow[]> {
  if (!isUserToken(conn.authorization)) return [];
  const url = `${conn.baseUrl}/rest/v1/saved_recipes?select=${SAVED_RECIPE_COLUMNS}&order=created_at.desc&limit=${MAX_SAVED_RECIPES}`;
  const response = await conn.fetch(url, {
    headers: { apikey: conn.apiKey, Authorization: conn.authorization, Accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) {
    const text = (await response.text().catch(() => '')).slice(0, 300);
    throw new SavedRecipesError(
      `Could not read saved recipes (HTTP ${response.status}${text ? `: ${text}` : ''})`,
    );
  }
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new SavedRecipesError('Unexpected answer reading saved recipes');
  const out: MatchableSavedRow[] = [];
  for (const row of body.filter(isSavedRecipeRow)) {
    const matchable = toMatchableSavedRecipe(row);
    if (matchable) out.push({ ...matchable, saved: row });
  }
  return out;
}

/** "8 servings", "Serves 4-6" → 8, 4; null when no whole number is given. */
function servingsOf(yields: string | null): number | null {
  const n = Number(/\d+/.exec(yields ?? '')?.[0]);
  return Number.isInteger(n) && n > 0 && n <= 1000 ? n : null;
}

function stepsOf(instructions: unknown): string[] {
  if (!Array.isArray(instructions)) return [];
  return (instructions as unknown[])
    .map((step) =>
      typeof step === 'object' && step !== null ? (step as { text?: unknown }).text : step,
    )
    .filter((text): text is string => typeof text === 'string' && text.trim() !== '');
}

/** A saved recipe's match in the answer shape: source 'saved', with its page and row id. */
export function toSavedPayload(match: RecipeMatch<MatchableSavedRow>): RecipeMatchPayload {
  const { saved } = match.recipe;
  return {
    id: match.recipe.id,
    slug: match.recipe.id,
    title: saved.title,
    description: saved.description,
    servings: servingsOf(saved.yields),
    prepMinutes: saved.prep_minutes,
    cookMinutes: saved.cook_minutes,
    totalMinutes: match.recipe.totalMinutes,
    cuisine: saved.cuisine,
    mealType: match.recipe.mealType ?? null,
    dietTags: [...(match.recipe.dietTags ?? [])],
    equipment: [],
    ingredients: Array.isArray(saved.ingredients) ? saved.ingredients : [],
    steps: stepsOf(saved.instructions),
    nutrition: null,
    imageUrl: saved.image_url,
    source: 'saved',
    savedRecipeId: saved.id,
    url: saved.url,
    siteName: saved.site_name,
    ...matchData(match),
    ai: false,
  };
}
