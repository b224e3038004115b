/**
 * Talking to the project as the caller: a supabase-js client carrying the caller's JWT (so RLS
 * decides what it may read and write), who the caller is, the per-user rate limit, and the insert
 * of a `saved_recipes` row that turns the unique (user_id, canonical_url) constraint into a
 * "duplicate" outcome — concurrent double saves leave exactly one row.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { WebSocket as UndiciWebSocket } from 'undici';
import type { SavedRecipeInsert } from '../../../domain/index.ts';

export interface ProjectSettings {
  readonly url: string;
  readonly anonKey: string;
}

/** supabase-js wants a WebSocket class even when realtime is never used (Node 20 has none built in). */
function webSocketClass(): typeof globalThis.WebSocket {
  const native = (globalThis as { WebSocket?: typeof globalThis.WebSocket }).WebSocket;
  return native ?? (UndiciWebSocket as unknown as typeof globalThis.WebSocket);
}

/** A client whose every request carries `authorization` (the caller's `Bearer <jwt>`). */
export function callerClient(project: ProjectSettings, authorization: string): SupabaseClient {
  return createClient(project.url, project.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: authorization } },
    realtime: { transport: webSocketClass() },
  });
}

/** The bearer token of a request, or null. */
export function bearerToken(request: Request): string | null {
  const match = /^bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

/** The signed-in user's id for `token`, or null for the anon key, a bad or an expired token. */
export async function signedInUserId(
  client: SupabaseClient,
  token: string,
): Promise<string | null> {
  try {
    const { data, error } = await client.auth.getUser(token);
    if (error || !data.user) return null;
    return data.user.id;
  } catch {
    return null;
  }
}

export type RateLimitOutcome = 'allowed' | 'blocked' | 'failed';

/** Counts one request for (user, action) through check_rate_limit_enhanced. */
export async function checkRateLimit(
  client: SupabaseClient,
  userId: string,
  action: string,
  maxRequests: number,
  windowMinutes: number,
): Promise<RateLimitOutcome> {
  try {
    const { data, error } = await client.rpc('check_rate_limit_enhanced', {
      identifier_text: `user:${userId}`,
      action_text: action,
      max_requests: maxRequests,
      window_minutes: windowMinutes,
    });
    if (error) {
      console.error(`[${action}] rate limit check failed:`, error.message);
      return 'failed';
    }
    const answer = data as { allowed?: unknown } | null;
    return answer?.allowed === true ? 'allowed' : 'blocked';
  } catch (error) {
    console.error(`[${action}] rate limit check failed:`, error);
    return 'failed';
  }
}

export type InsertOutcome =
  | { readonly status: 'saved'; readonly row: Record<string, unknown> }
  | { readonly status: 'duplicate' }
  | { readonly status: 'failed'; readonly detail: string };

/** Inserts the row as the caller and answers the saved row (with its id and timestamps). */
export async function insertSavedRecipe(
  client: SupabaseClient,
  row: SavedRecipeInsert,
): Promise<InsertOutcome> {
  try {
    const { data, error } = await client.from('saved_recipes').insert(row).select().single();
    if (error) {
      if (error.code === '23505') return { status: 'duplicate' };
      return { status: 'failed', detail: `${error.code ?? ''} ${error.message}`.trim() };
    }
    return { status: 'saved', row: data as Record<string, unknown> };
  } catch (error) {
    return { status: 'failed', detail: error instanceof Error ? error.message : String(error) };
  }
}
