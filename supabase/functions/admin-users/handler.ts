/**
 * admin-users (issue 18): the user actions that need Auth or Storage, for admins only.
 * POST {action: "delete", user_id, confirm_email} · POST {action: "reset_password", user_id, redirect_to?}
 *
 * The caller's own token goes to the database first (admin_prepare_user_action: is the caller an
 * admin, may this user be deleted, what is their email); only then is the action done with the
 * service role, server-side, and its one ADMIN_ACTION event written (admin_log_user_action, again
 * as the caller, so the database checks the role a second time). Ban, unban, MFA removal and role
 * changes are plain SQL functions the app calls directly.
 *
 * Answers: 200 `{ok: true, …}` · 400 a clear message (bad body, typed confirmation wrong, rules of
 * admin_prepare_user_action) · 401 not signed in · 403 not an admin · 404 no such user · 500
 * "Could not complete the action" (logged).
 */
import type { PostgrestError } from '@supabase/supabase-js';
import { errorResponse, json, preflight } from '../_shared/cors.ts';
import { deleteAccount, serverClient } from '../_shared/accounts.ts';
import { readEnv } from '../_shared/env.ts';
import { bearerToken } from '../_shared/save-recipe.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ACTIONS = new Set(['delete', 'reset_password']);

class Refusal extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** A database refusal as the app should see it: the function's own message, with its status. */
function refusal(error: PostgrestError): Refusal {
  const status =
    error.code === '42501'
      ? 403
      : error.code === 'P0002'
        ? 404
        : error.code === '22023'
          ? 400
          : 500;
  if (status === 500) return new Refusal('Could not complete the action', 500);
  return new Refusal(error.message, status);
}

async function readBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body = (await request.json()) as unknown;
    if (body && typeof body === 'object' && !Array.isArray(body))
      return body as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new Refusal('The request body must be a JSON object: {"action", "user_id"}', 400);
}

export default async function handler(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return preflight();
  if (request.method !== 'POST') return errorResponse('Method not allowed: use POST', 405);
  const url = readEnv('SUPABASE_URL');
  const anonKey = readEnv('SUPABASE_ANON_KEY');
  const serviceKey = readEnv('SUPABASE_SERVICE_ROLE_KEY');
  if (!url || !anonKey || !serviceKey) {
    console.error(
      'admin-users: SUPABASE_URL, SUPABASE_ANON_KEY or SUPABASE_SERVICE_ROLE_KEY missing',
    );
    return errorResponse('Could not complete the action', 500);
  }
  const token = bearerToken(request);
  if (!token || token === anonKey) return errorResponse('You must be signed in as an admin', 401);
  try {
    const body = await readBody(request);
    const action = typeof body.action === 'string' ? body.action : '';
    const userId = typeof body.user_id === 'string' ? body.user_id : '';
    if (!ACTIONS.has(action))
      throw new Refusal('Unknown action: use delete or reset_password', 400);
    if (!UUID.test(userId)) throw new Refusal('user_id must be a user id', 400);

    const caller = serverClient(url, anonKey, token);
    const prepared = await caller.rpc('admin_prepare_user_action', { action, target: userId });
    if (prepared.error) throw refusal(prepared.error);
    const email = String((prepared.data as { email?: string | null }).email ?? '');

    let change: Record<string, unknown>;
    if (action === 'delete') {
      const typed =
        typeof body.confirm_email === 'string' ? body.confirm_email.trim().toLowerCase() : '';
      if (typed === '' || typed !== email.toLowerCase()) {
        throw new Refusal("Type the user's email address exactly to confirm the deletion", 400);
      }
      await deleteAccount(serverClient(url, serviceKey), userId);
      change = { email, deleted: true };
    } else {
      const redirectTo =
        typeof body.redirect_to === 'string' && body.redirect_to.length <= 2048
          ? body.redirect_to
          : undefined;
      const sent = await serverClient(url, anonKey).auth.resetPasswordForEmail(
        email,
        redirectTo ? { redirectTo } : {},
      );
      if (sent.error) {
        const status = sent.error.status === 429 ? 429 : 400;
        throw new Refusal(`The reset mail was not sent: ${sent.error.message}`, status);
      }
      change = { email, mail: 'sent' };
    }
    const logged = await caller.rpc('admin_log_user_action', { action, target: userId, change });
    if (logged.error)
      console.error('admin-users: the action was done but not logged:', logged.error.message);
    return json({ ok: true, action, user_id: userId });
  } catch (error) {
    if (error instanceof Refusal) return errorResponse(error.message, error.status);
    console.error('admin-users failed:', error);
    return errorResponse('Could not complete the action', 500);
  }
}
