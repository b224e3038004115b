import type { SupabaseClient } from '@supabase/supabase-js';
import { noRecipeOutcome, SAVE_MESSAGES, savedOutcome, type SaveOutcome } from './save-outcome';

export interface SaveRequest {
  readonly url: string;
  /** Keep a page with no recipe as a link only (after the user chose to). */
  readonly saveAsLink?: boolean;
}

type Answer = Record<string, unknown>;

function asObject(value: unknown): Answer | null {
  return typeof value === 'object' && value !== null ? (value as Answer) : null;
}

/**
 * The JSON body of a non-2xx answer. supabase-js hands it over as a FunctionsHttpError whose
 * `context` is the unread Response; other errors (no network, relay) carry no body.
 */
async function errorBody(error: unknown): Promise<Answer | null> {
  const context = (error as { context?: unknown } | null)?.context;
  if (typeof Response === 'undefined' || !(context instanceof Response)) return null;
  try {
    return asObject(await context.clone().json());
  } catch {
    return null;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Web: `scrape-recipe` fetches, extracts and saves (POST `{url, saveAsLink?}` with the session's
 * bearer token, which supabase-js adds). Never throws: every answer becomes a SaveOutcome.
 */
export async function saveThroughFunction(
  client: Pick<SupabaseClient, 'functions'>,
  request: SaveRequest,
): Promise<SaveOutcome> {
  const body = request.saveAsLink ? { url: request.url, saveAsLink: true } : { url: request.url };
  let answer: { data: unknown; error: unknown };
  try {
    answer = await client.functions.invoke('scrape-recipe', { body });
  } catch (error) {
    return { kind: 'failed', message: messageOf(error) };
  }
  if (answer.error) {
    const failure = await errorBody(answer.error);
    const message = typeof failure?.error === 'string' ? failure.error : messageOf(answer.error);
    if (message.startsWith(SAVE_MESSAGES.noRecipe) && failure?.summary !== undefined)
      return noRecipeOutcome(failure.summary, request.url);
    return { kind: 'failed', message };
  }
  const data = asObject(answer.data);
  if (!data || !asObject(data.recipe)) {
    return { kind: 'failed', message: SAVE_MESSAGES.saveFailed };
  }
  return savedOutcome(data.recipe, data.linkOnly === true, request.url);
}
