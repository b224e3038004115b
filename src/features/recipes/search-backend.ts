/**
 * The network half of a recipe search (spec §7), loaded on demand so the Supabase client stays off
 * the kitchen's first load: `suggest-recipes-web` through supabase-js; if that cannot send the
 * request, the same function by a direct POST with the anon key, through the same fetch as the
 * client (so the security monitor counts it and the desktop sends it to its backend). A non-OK answer becomes
 * "HTTP {status}: {text}". Only when both cannot reach the server is the backend "unreachable".
 */
import type { RecipeSearchRequest } from '@domain';
import { readRendererEnv } from '@/lib/env';
import { backendFetch, supabase } from '@/lib/supabase';
import { toUnknownNotes, type UnknownNote } from './recipe-session';

export const SUGGEST_FUNCTION = 'suggest-recipes-web';
const FALLBACK_TIMEOUT_MS = 20_000;

export type BackendOutcome =
  | { kind: 'recipes'; recipes: unknown[]; unknown: UnknownNote[] }
  | { kind: 'error'; message: string }
  | { kind: 'unreachable' };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null;

function errorMessageOf(body: unknown): string | null {
  if (!isObj(body)) return null;
  const { error } = body;
  if (typeof error === 'string') return error;
  if (isObj(error) && typeof error.message === 'string') return error.message;
  return null;
}

/** The function's answer: its error message, or its recipes (a missing list counts as none). */
export function outcomeOf(data: unknown): BackendOutcome {
  const message = errorMessageOf(data);
  if (message !== null) return { kind: 'error', message };
  if (!isObj(data)) return { kind: 'recipes', recipes: [], unknown: [] };
  const recipes = Array.isArray(data.recipes) ? data.recipes : [];
  const unknown = [
    ...toUnknownNotes(data.unknownIngredients),
    ...toUnknownNotes(data.unknownBarcodes),
  ];
  return { kind: 'recipes', recipes, unknown };
}

async function httpErrorMessage(response: unknown): Promise<string> {
  if (!(response instanceof Response)) return 'Edge Function returned a non-2xx status code';
  const text = await response.text().catch(() => '');
  try {
    const message = errorMessageOf(JSON.parse(text) as unknown);
    if (message !== null) return message;
  } catch {
    // not JSON: report the status and text as the fallback does
  }
  return `HTTP ${response.status}: ${text}`;
}

async function fallback(body: RecipeSearchRequest): Promise<BackendOutcome> {
  const env = readRendererEnv(import.meta.env, window.location.origin);
  let response: Response;
  try {
    response = await backendFetch(`${env.supabaseUrl}/functions/v1/${SUGGEST_FUNCTION}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${env.supabaseAnonKey}`,
        apikey: env.supabaseAnonKey,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(FALLBACK_TIMEOUT_MS),
    });
  } catch (error) {
    console.warn('Recipe search could not reach the server:', error);
    return { kind: 'unreachable' };
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    return { kind: 'error', message: `HTTP ${response.status}: ${text}` };
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    return {
      kind: 'error',
      message: 'The recipe search answered with something that is not JSON.',
    };
  }
  return outcomeOf(data);
}

/** Asks the backend for recipes; never throws. */
export async function searchBackend(body: RecipeSearchRequest): Promise<BackendOutcome> {
  try {
    const { data, error } = await supabase.functions.invoke(SUGGEST_FUNCTION, { body });
    if (error) {
      if (isObj(error) && error.name === 'FunctionsHttpError') {
        return { kind: 'error', message: await httpErrorMessage(error.context) };
      }
      throw error;
    }
    return outcomeOf(data);
  } catch (error) {
    console.warn('suggest-recipes-web invoke failed; trying the direct call:', error);
    return fallback(body);
  }
}
