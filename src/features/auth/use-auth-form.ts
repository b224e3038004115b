import { useCallback, useRef, useState } from 'react';
import { useAtom } from 'jotai';
import { useNavigate } from 'react-router';
import type { SupabaseClient } from '@supabase/supabase-js';
import { notify } from '@/components/notify';
import * as actions from './auth-actions';
import { markFormSignIn } from './auth-events';
import { connectAuthNow } from './auth-sync';
import { rememberProviderSignIn, takeProviderSignIn } from './provider-sign-in';
import { urlAuthErrorAtom } from './auth-state';
import { AUTH_TOASTS as T } from './texts';

export type AuthView =
  | 'sign-in'
  | 'sign-up'
  | 'forgot-password'
  | 'reset-sent'
  | 'verification-sent'
  | 'magic-link-sent';

async function client(): Promise<SupabaseClient> {
  connectAuthNow();
  return (await import('@/lib/supabase')).supabase;
}

/**
 * The state of /auth (spec §4): the view, the fields, one error, and separate
 * loading flags for email actions and Google. A second click while an action
 * runs is ignored.
 */
export function useAuthForm() {
  const navigate = useNavigate();
  const [view, setViewState] = useState<AuthView>('sign-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [error, setError] = useAtom(urlAuthErrorAtom);
  const [loading, setLoading] = useState(false);
  const [googleLoading, setGoogleLoading] = useState(false);
  const busy = useRef(false);

  const setView = useCallback(
    (next: AuthView) => {
      setError(null);
      setViewState(next);
    },
    [setError],
  );

  /** Runs one email action; on failure shows the alert and a destructive toast titled `title`. */
  const run = async (
    title: string,
    action: (c: SupabaseClient) => Promise<actions.ActionResult>,
    onSuccess: () => void,
  ) => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    setError(null);
    try {
      const result = await action(await client());
      if (result.ok) onSuccess();
      else {
        setError(result.message);
        notify.error(title, { description: result.message });
      }
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : String(caught);
      setError(message);
      notify.error(title, { description: message });
    } finally {
      busy.current = false;
      setLoading(false);
    }
  };

  const sent = (next: AuthView) => {
    setSentTo(email.trim().toLowerCase());
    setViewState(next);
  };

  return {
    view,
    setView,
    email,
    setEmail,
    password,
    setPassword,
    sentTo,
    error,
    loading,
    googleLoading,
    signIn: () =>
      run(
        T.authError,
        (c) => {
          markFormSignIn();
          return actions.signInWithPassword(c, email, password);
        },
        () => {
          notify.success(T.loginSuccessful);
          navigate('/');
        },
      ),
    signUp: () =>
      run(
        T.authError,
        (c) => actions.signUp(c, email, password),
        () => {
          notify.success(T.welcome, { description: T.welcomeBody });
          sent('verification-sent');
        },
      ),
    magicLink: () =>
      run(
        T.magicLinkError,
        (c) => actions.sendMagicLink(c, email),
        () => {
          notify.success(T.magicLinkSent, { description: T.magicLinkBody });
          sent('magic-link-sent');
        },
      ),
    reset: () =>
      run(
        T.resetError,
        (c) => actions.sendPasswordReset(c, email),
        () => {
          notify.success(T.resetSent, { description: T.resetBody });
          sent('reset-sent');
        },
      ),
    verifyCode: (code: string) =>
      run(
        T.authError,
        (c) => {
          markFormSignIn();
          return actions.verifyEmailCode(
            c,
            sentTo,
            code,
            view === 'magic-link-sent' ? 'magiclink' : 'signup',
          );
        },
        () => {
          notify.success(T.loginSuccessful);
          navigate('/');
        },
      ),
    resendVerification: () =>
      run(
        T.error,
        (c) => actions.resendVerification(c, sentTo),
        () => notify.success(T.verificationSent, { description: T.verificationBody }),
      ),
    resendMagicLink: () =>
      run(
        T.error,
        (c) => actions.resendMagicLink(c, sentTo),
        () => notify.success(T.magicLinkResent, { description: T.magicLinkBody }),
      ),
    google: async () => {
      if (busy.current) return;
      busy.current = true;
      setGoogleLoading(true);
      setError(null);
      try {
        rememberProviderSignIn('google');
        const result = await actions.signInWithGoogle(await client());
        if (!result.ok) {
          takeProviderSignIn();
          setError(result.message);
          notify.error(T.googleError, { description: result.message });
        }
      } finally {
        // On success the browser is leaving for the provider; keep the button busy.
        busy.current = false;
        setGoogleLoading(false);
      }
    },
  };
}

export type AuthForm = ReturnType<typeof useAuthForm>;
