import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { createSecurityEvent } from '@domain';
import { logSecurityEvent } from '@/lib/security-log';
import { authStateAtom } from './auth-state';

export function useAuth() {
  const state = useAtomValue(authStateAtom);
  const userId = state.session?.user.id ?? null;
  const signOut = useCallback(async () => {
    if (userId)
      logSecurityEvent(
        createSecurityEvent('USER_LOGOUT', { userId, userAgent: navigator.userAgent }),
      );
    const { supabase } = await import('@/lib/supabase');
    const { error } = await supabase.auth.signOut();
    if (error) {
      console.warn('Sign-out failed:', error.message);
      // The server may already have ended the session: forget it locally anyway.
      await supabase.auth.signOut({ scope: 'local' });
    }
  }, [userId]);
  return {
    ...state,
    signedIn: state.session !== null,
    isAdmin: state.role === 'admin',
    userId,
    signOut,
  };
}
