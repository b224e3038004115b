/**
 * The app's one call path to `suggest-recipes-web` (spec §7), for the kitchen's recipe search and
 * the bar's drink search alike; loaded on demand so the Supabase client stays off the first load.
 * First through supabase-js; if that cannot send the request, the same function by a direct POST
 * with the anon key, through the same fetch as the client (so the security monitor counts it and
 * the desktop sends it to its backend). A non-OK answer becomes its error message, else
 * "HTTP {status}: {text}". Only when both cannot reach the server is it "unreachable".
 */
import { readRendererEnv } from '@/lib/env';
import { backendFetch, supabase } from '@/lib/supabase';

export const SUGGEST_FUNCTION = 'suggest-recipes-web';
const FALLBACK_TIMEOUT_MS = 20_000;

/** What the function answered: its JSON, an error message, or nothing (it could not be reached). */
export type InvokeOutcome =
  { kind: 'data'; data: unknown } | { kind: 'error'; message: string } | { kind: 'unreachable' };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null;

/** `{error: "…"}` or `{error: {message: "…"}}`: the message; null for any other answer. */
export function errorMessageOf(body: unknown): string | null {
  if (!isObj(body)) return null;
  const { error } = body;
  if (typeof error === 'string') return error;
  if (isObj(error) && typeof error.message === 'string') return error.message;
  return null;
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

async function fallback(body: object): Promise<InvokeOutcome> {
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
    console.warn(`${SUGGEST_FUNCTION} could not be reached:`, error);
    return { kind: 'unreachable' };
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    return { kind: 'error', message: `HTTP ${response.status}: ${text}` };
  }
  try {
    return { kind: 'data', data: (await response.json()) as unknown };
  } catch {
    return {
      kind: 'error',
      message: 'The recipe search answered with something that is not JSON.',
    };
  }
}

/** Calls suggest-recipes-web with a body (supabase-js, else the direct call); never throws. */
export async function invokeSuggest(body: object): Promise<InvokeOutcome> {
  try {
    const { data, error } = await supabase.functions.invoke<unknown>(SUGGEST_FUNCTION, {
      body: body as Record<string, unknown>,
    });
    if (error) {
      if (isObj(error) && error.name === 'FunctionsHttpError') {
        return { kind: 'error', message: await httpErrorMessage(error.context) };
      }
      throw error;
    }
    return { kind: 'data', data };
  } catch (error) {
    console.warn(`${SUGGEST_FUNCTION} invoke failed; trying the direct call:`, error);
    return fallback(body);
  }
}
