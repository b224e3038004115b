/**
 * delete-account (issue 4 item 8): POST with the caller's bearer token. Removes the caller's
 * avatar objects through Storage, then deletes the user through the auth admin API with the
 * service role; every row the user owns goes with it (`on delete cascade` from auth.users).
 * Web-standard Request → Response: runs under Deno (index.ts, hosted Supabase) and inside the
 * embedded server alike. verify_jwt stays on (the default).
 *
 * Answers: 200 `{deleted: true}` · 401 "You must be signed in" · 405 · 500 "Could not delete the
 * account" (logged). Never a stack trace.
 */
import { errorResponse, json, preflight } from '../_shared/cors.ts';
import { deleteAccount, serverClient as client } from '../_shared/accounts.ts';
import { readEnv } from '../_shared/env.ts';
import { bearerToken, signedInUserId } from '../_shared/save-recipe.ts';

export default async function handler(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return preflight();
  if (request.method !== 'POST') return errorResponse('Method not allowed', 405);
  const url = readEnv('SUPABASE_URL');
  const anonKey = readEnv('SUPABASE_ANON_KEY');
  const serviceKey = readEnv('SUPABASE_SERVICE_ROLE_KEY');
  if (!url || !anonKey || !serviceKey) {
    console.error(
      'delete-account: SUPABASE_URL, SUPABASE_ANON_KEY or SUPABASE_SERVICE_ROLE_KEY missing',
    );
    return errorResponse('Could not delete the account', 500);
  }
  const token = bearerToken(request);
  const userId = token ? await signedInUserId(client(url, anonKey), token) : null;
  if (!userId) return errorResponse('You must be signed in', 401);
  try {
    await deleteAccount(client(url, serviceKey), userId);
    return json({ deleted: true });
  } catch (error) {
    console.error('delete-account failed:', error);
    return errorResponse('Could not delete the account', 500);
  }
}
