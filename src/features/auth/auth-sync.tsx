import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import {
  authStateAtom,
  highestRole,
  mfaRequiredAtom,
  passwordRecoveryAtom,
  pendingNavigationAtom,
  urlAuthErrorAtom,
  type Role,
} from './auth-state';
import { notify } from '@/components/notify';
import { platform } from '@/platform';
import { handleAuthEvent } from './auth-events';
import { takeProviderSignIn } from './provider-sign-in';
import { AUTH_TOASTS as T } from './toast-texts';
import { cleanAuthUrl, readUrlAuth } from './url-auth';

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

/** Spec §4: the assurance level comes from the token; aal2 is next when a verified factor exists. */
async function needsMfa(client: SupabaseClient, session: Session | null): Promise<boolean> {
  if (!session) return false;
  try {
    const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    if (error || !data) return false;
    return data.currentLevel === 'aal1' && data.nextLevel === 'aal2';
  } catch {
    return false;
  }
}

/** Ends a guest's wait for the client (see AuthSync) at once; set while it waits. */
let connectNow: (() => void) | null = null;

/** Before a sign-in from the app: AuthSync must be listening when the session arrives. */
export function connectAuthNow(): void {
  connectNow?.();
}

/** After the page's load event, once the main thread is idle (at most `timeout` ms later). */
function whenPageSettled(timeout: number): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(() => resolve(), { timeout })
        : window.setTimeout(resolve, 0);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/**
 * Keeps `authStateAtom` in step with Supabase auth: the first `getSession`,
 * then every `onAuthStateChange` (role reloaded on each sign-in and sign-out).
 * Also handles tokens and errors carried in the URL (spec §4). The client is
 * imported lazily so the kitchen's first load does not wait for it.
 */
export function AuthSync() {
  const setAuth = useSetAtom(authStateAtom);
  const setUrlError = useSetAtom(urlAuthErrorAtom);
  const setNavigation = useSetAtom(pendingNavigationAtom);
  const setRecovery = useSetAtom(passwordRecoveryAtom);
  const setMfaRequired = useSetAtom(mfaRequiredAtom);

  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    let userId: string | null = null;
    const fromUrl = readUrlAuth(window.location.href);
    // A guest (no stored session, nothing in the URL) is known at once: the pages need not wait
    // for the client to show a guest's data, and the client (supabase-js, 45 KB gzip) loads once
    // the page has settled, or at once when a sign-in starts. It still has the last word.
    const guest =
      platform.auth.mayHaveSession() === false &&
      !fromUrl.hadTokens &&
      !fromUrl.error &&
      !new URL(window.location.href).searchParams.has('code');
    let clientWanted: Promise<void> = Promise.resolve();
    if (guest) {
      setAuth((prev) => (prev.loading ? { ...prev, loading: false } : prev));
      clientWanted = new Promise((resolve) => {
        connectNow = resolve;
        void whenPageSettled(2000).then(resolve);
      });
    }

    const apply = async (client: SupabaseClient, session: Session | null) => {
      userId = session?.user.id ?? null;
      setAuth((prev) => ({ ...prev, loading: false, session, roleLoading: session !== null }));
      void needsMfa(client, session).then((required) => {
        if (!cancelled) setMfaRequired(required);
      });
      const role = await loadRole(client, session);
      if (!cancelled)
        setAuth((prev) =>
          prev.session === session ? { ...prev, role, roleLoading: false } : prev,
        );
    };

    void (async () => {
      try {
        await clientWanted;
        connectNow = null;
        if (cancelled) return;
        const { supabase } = await import('@/lib/supabase');
        if (cancelled) return;
        const { data, error } = await supabase.auth.getSession();
        if (cancelled) return;
        if (fromUrl.error || fromUrl.hadTokens) {
          window.history.replaceState(window.history.state, '', cleanAuthUrl(window.location.href));
          const provider = takeProviderSignIn();
          if (fromUrl.error) {
            setUrlError(fromUrl.error);
            // Back from a provider that failed: the spec's toast, with the reason it gave.
            if (provider === 'google') notify.error(T.googleError, { description: fromUrl.error });
            setNavigation('/auth');
          } else if (error) {
            setUrlError(error.message);
            setNavigation('/auth');
          } else if (data.session) {
            // The client announced this session before we subscribed: act on it here.
            const event = fromUrl.type === 'recovery' ? 'PASSWORD_RECOVERY' : 'SIGNED_IN';
            handleAuthEvent(event, data.session, null, {
              navigate: setNavigation,
              startRecovery: () => setRecovery(true),
            });
          }
        }
        await apply(supabase, data.session);
        const { data: sub } = supabase.auth.onAuthStateChange((event, session) => {
          if (event === 'INITIAL_SESSION') return;
          const previous = userId;
          // Supabase calls back while holding its auth lock: act after it is released.
          setTimeout(() => {
            if (cancelled) return;
            handleAuthEvent(event, session, previous, {
              navigate: setNavigation,
              startRecovery: () => setRecovery(true),
            });
          }, 0);
          if (event === 'TOKEN_REFRESHED' && session?.user.id === previous) {
            setAuth((prev) => ({ ...prev, session }));
            return;
          }
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
  }, [setAuth, setUrlError, setNavigation, setRecovery, setMfaRequired]);

  return null;
}
