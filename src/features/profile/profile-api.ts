import { safeMediaUrl } from '@domain';
import type { LarderClient } from '@/lib/supabase';
import { PROFILE_TEXTS as T } from './texts';

export const AVATAR_BUCKET = 'avatars';
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const AVATAR_TYPES: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** The file's extension when it is an allowed avatar, else the reason it is not. */
export function checkAvatar(file: {
  type: string;
  size: number;
}): { ok: true; ext: string } | { ok: false; error: string } {
  const ext = AVATAR_TYPES[file.type];
  if (!ext) return { ok: false, error: T.avatarBadType };
  if (file.size > AVATAR_MAX_BYTES) return { ok: false, error: T.avatarTooBig };
  return { ok: true, ext };
}

/** profiles.avatar_url of the user, or null (errors are only logged, spec §8). */
export async function loadAvatarUrl(client: LarderClient, userId: string): Promise<string | null> {
  const { data, error } = await client
    .from('profiles')
    .select('avatar_url')
    .eq('id', userId)
    .maybeSingle();
  if (error) {
    console.warn('Could not load the avatar:', error.message);
    return null;
  }
  return safeMediaUrl((data as { avatar_url?: unknown } | null)?.avatar_url);
}

/** Uploads to avatars/<uid>/avatar.<ext> (replacing), saves the URL on the profile, returns it. */
export async function uploadAvatar(
  client: LarderClient,
  userId: string,
  file: File,
): Promise<string> {
  const check = checkAvatar(file);
  if (!check.ok) throw new Error(check.error);
  const path = `${userId}/avatar.${check.ext}`;
  const { error } = await client.storage
    .from(AVATAR_BUCKET)
    .upload(path, file, { upsert: true, contentType: file.type, cacheControl: '3600' });
  if (error) throw new Error(error.message);
  const { data } = client.storage.from(AVATAR_BUCKET).getPublicUrl(path);
  const url = `${data.publicUrl}?v=${Date.now()}`;
  const saved = await client.from('profiles').update({ avatar_url: url }).eq('id', userId);
  if (saved.error) throw new Error(saved.error.message);
  return url;
}

/** Deletes the account through the delete-account function, then forgets the session here. */
export async function deleteAccount(client: LarderClient): Promise<void> {
  const { error } = await client.functions.invoke('delete-account', { body: {} });
  if (error) throw new Error(error.message);
  await client.auth.signOut({ scope: 'local' });
}
