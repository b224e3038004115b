/**
 * Paging the key index in (see key-index.ts): every meal recipe's match and card columns read
 * through the REST API 1000 rows a request in slug order (keyset paging), within the process's
 * limit, then built (key-index-build.ts).
 */
import { buildKeyIndex, type KeyIndex, type KeyRow } from './key-index-build.ts';

/** Columns read for the key index (the REST API pages them 1000 at a time). */
export const KEY_COLUMNS =
  'id,slug,title,servings,ingredient_keys,optional_keys,prep_minutes,cook_minutes,total_minutes,meal_type,cuisine,diet_tags,image_url,source';
/**
 * Corpora larger than this are matched in SQL only, so memory stays bounded (about 175 MB at this
 * size). SUGGEST_KEY_INDEX_MAX_RECIPES lowers it for hosts with less memory; 0 turns the index off.
 */
export const KEY_INDEX_MAX_RECIPES = 250_000;

/**
 * Supabase's Edge Runtime (hosted Supabase, `supabase functions serve`) gives a function a small
 * memory and CPU-time budget per request, too small to build the index: there it is off unless
 * SUGGEST_KEY_INDEX_MAX_RECIPES turns it on (a self-hosted runtime with the memory for it).
 */
export function inEdgeRuntime(): boolean {
  return typeof (globalThis as { EdgeRuntime?: unknown }).EdgeRuntime !== 'undefined';
}

/**
 * The key index limit for this process: KEY_INDEX_MAX_RECIPES, or a lower setting; without a
 * setting, 0 (off) in the Edge Runtime.
 */
export function keyIndexLimit(setting: string | undefined, edgeRuntime = inEdgeRuntime()): number {
  if (setting !== undefined && /^\d+$/.test(setting.trim()))
    return Math.min(Number(setting), KEY_INDEX_MAX_RECIPES);
  return edgeRuntime ? 0 : KEY_INDEX_MAX_RECIPES;
}
const PAGE = 1000;

function isKeyRow(value: unknown): value is KeyRow {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.slug === 'string' && typeof v.title === 'string';
}

export interface RestReader {
  /** GET `${baseUrl}/rest/v1/${pathAndQuery}` with the caller's headers; throws on failure. */
  (
    pathAndQuery: string,
    extra?: Record<string, string>,
  ): Promise<{ rows: unknown[]; response: Response }>;
}

/** Reads every meal recipe's match data, 1000 rows a request in slug order (keyset paging). */
export async function loadKeyIndex(
  read: RestReader,
  signature: string,
  limit = KEY_INDEX_MAX_RECIPES,
): Promise<KeyIndex> {
  const rows: KeyRow[] = [];
  let after: string | null = null;
  for (;;) {
    const from: string = after === null ? '' : `&slug=gt.${encodeURIComponent(after)}`;
    const { rows: page } = await read(
      `recipes?select=${KEY_COLUMNS}&kind=eq.meal&order=slug.asc&limit=${PAGE}${from}`,
    );
    const valid = page.filter(isKeyRow);
    rows.push(...valid);
    if (page.length < PAGE || valid.length === 0) break;
    after = valid[valid.length - 1]?.slug ?? null;
    if (rows.length > limit) throw new Error('the recipe corpus grew past the key index limit');
  }
  return buildKeyIndex(rows, signature);
}
