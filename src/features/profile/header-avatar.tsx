import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { Link } from 'react-router';
import { safeMediaUrl } from '@domain';
import { focusRing } from '@/components/button-styles';
import { avatarUrlAtom } from './avatar-state';
import { HEADER_AVATAR_TEXTS as T } from './header-avatar-texts';

/** The signed-in user's avatar in the header (spec §6: loaded only for a signed-in user). */
export function HeaderAvatar({ userId }: { userId: string | null }) {
  const [url, setUrl] = useAtom(avatarUrlAtom);
  useEffect(() => {
    let cancelled = false;
    if (!userId) {
      setUrl(null);
      return;
    }
    void (async () => {
      const [{ supabase }, { loadAvatarUrl }] = await Promise.all([
        import('@/lib/supabase'),
        import('./profile-api'),
      ]);
      const loaded = await loadAvatarUrl(supabase, userId);
      if (!cancelled) setUrl(loaded);
    })();
    return () => {
      cancelled = true;
    };
  }, [userId, setUrl]);
  // Checked again before rendering: only https: (or http: to this machine) reaches an img.
  const src = safeMediaUrl(url);
  if (!userId || !src) return null;
  return (
    <Link to="/profile" title={T.avatarMenu} className={`shrink-0 rounded-full ${focusRing}`}>
      <img
        src={src}
        alt={T.avatarAlt}
        className="size-8 rounded-full border border-stone-300 object-cover dark:border-stone-600"
      />
    </Link>
  );
}
