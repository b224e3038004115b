import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { authStateAtom, highestRole, type Role } from './auth-state';

async function loadRole(client: SupabaseClient, session: Session | null): Promise<Role | null> {
  if (!session) return null;
  try {
    const { data, error } = await client
      .from('user_roles')
      .select('role')
      .eq('user_id', session.user.id);
    if (error) {
      console.warn('Could not load the user role:', error.message);
      return 'user';
    }
    return highestRole(data as { role: unknown }[]);
  } catch (error) {
    console.warn('Could not load the user role:', error);
    return 'user';
  }
}

/**
 * Keeps `authStateAtom` in step with Supabase auth: the first `getSession`,
 * then every `onAuthStateChange`. The client is imported lazily so the kitchen's
 * first load does not wait for it.
 */
export function AuthSync() {
  const setAuth = useSetAtom(authStateAtom);

  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;

    const apply = async (client: SupabaseClient, session: Session | null) => {
      setAuth((prev) => ({ ...prev, loading: false, session, roleLoading: session !== null }));
      const role = await loadRole(client, session);
      if (!cancelled)
        setAuth((prev) =>
          prev.session === session ? { ...prev, role, roleLoading: false } : prev,
        );
    };

    void (async () => {
      try {
        const { supabase } = await import('@/lib/supabase');
        if (cancelled) return;
        const { data } = await supabase.auth.getSession();
        if (cancelled) return;
        await apply(supabase, data.session);
        const { data: sub } = supabase.auth.onAuthStateChange((event, session) => {
          if (event === 'INITIAL_SESSION') return;
          void apply(supabase, session);
        });
        unsubscribe = () => sub.subscription.unsubscribe();
      } catch (error) {
        console.warn('Auth is unavailable; continuing as a guest.', error);
        if (!cancelled) setAuth({ loading: false, session: null, role: null, roleLoading: false });
      }
    })();

    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [setAuth]);

  return null;
}
