import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { createSecurityEvent } from '@domain';
import { notify } from '@/components/notify';
import { logSecurityEvent } from '@/lib/security-log';
import { AUTH_TOASTS as T } from './toast-texts';

let formSignInAt = 0;

/** The sign-in form announces its own success ("Login Successful", then /). */
export function markFormSignIn(): void {
  formSignInAt = Date.now();
}

export interface EventEffects {
  navigate: (to: string) => void;
  startRecovery: () => void;
}

function log(type: 'USER_LOGIN' | 'TOKEN_REFRESH', session: Session) {
  logSecurityEvent(
    createSecurityEvent(type, {
      userId: session.user.id,
      userAgent: navigator.userAgent,
      details: { provider: session.user.app_metadata.provider ?? 'email' },
    }),
  );
}

/**
 * Spec §4: what each auth event does. `previousUserId` tells a real sign-in
 * from the client re-announcing the same session (tab focus, reload).
 */
export function handleAuthEvent(
  event: AuthChangeEvent,
  session: Session | null,
  previousUserId: string | null,
  effects: EventEffects,
): void {
  switch (event) {
    case 'SIGNED_IN':
      if (!session || session.user.id === previousUserId) return;
      log('USER_LOGIN', session);
      if (Date.now() - formSignInAt < 10_000) return;
      notify.success(T.welcomeBack, { description: T.welcomeBackBody });
      effects.navigate('/kitchen');
      return;
    case 'SIGNED_OUT':
      if (previousUserId) notify.info(T.signedOut, { description: T.signedOutBody });
      return;
    case 'USER_UPDATED':
      notify.success(T.accountUpdated, { description: T.accountUpdatedBody });
      return;
    case 'PASSWORD_RECOVERY':
      notify.info(T.passwordRecovery, { description: T.passwordRecoveryBody });
      effects.startRecovery();
      return;
    case 'TOKEN_REFRESHED':
      if (session) log('TOKEN_REFRESH', session);
      return;
    default:
      return;
  }
}
