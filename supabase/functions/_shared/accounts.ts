/** What deleting an account involves besides the auth user, shared by delete-account and admin-users. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { WebSocket as UndiciWebSocket } from 'undici';

const AVATARS = 'avatars';

function webSocketClass(): typeof globalThis.WebSocket {
  const native = (globalThis as { WebSocket?: typeof globalThis.WebSocket }).WebSocket;
  return native ?? (UndiciWebSocket as unknown as typeof globalThis.WebSocket);
}

/** A server-side supabase-js client (no session kept, no timers). */
export function serverClient(url: string, key: string, accessToken?: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: webSocketClass() },
    ...(accessToken ? { global: { headers: { Authorization: `Bearer ${accessToken}` } } } : {}),
  });
}

/** Every object under `<uid>/` in the avatars bucket. */
export async function removeAvatars(admin: SupabaseClient, userId: string): Promise<void> {
  const { data, error } = await admin.storage.from(AVATARS).list(userId, { limit: 1000 });
  if (error) throw new Error(`listing avatars: ${error.message}`);
  const paths = (data ?? []).map((object) => `${userId}/${object.name}`);
  if (paths.length === 0) return;
  const removed = await admin.storage.from(AVATARS).remove(paths);
  if (removed.error) throw new Error(`removing avatars: ${removed.error.message}`);
}

/**
 * Deletes a user as delete-account does: their avatar objects through Storage, then the user
 * through the auth admin API; every row they own goes with it (`on delete cascade`), and so do
 * their sessions (signed in elsewhere or not).
 */
export async function deleteAccount(admin: SupabaseClient, userId: string): Promise<void> {
  await removeAvatars(admin, userId);
  const { error } = await admin.auth.admin.deleteUser(userId);
  if (error) throw new Error(`deleting the user: ${error.message}`);
}
