import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { authStateAtom } from './auth-state';

export function useAuth() {
  const state = useAtomValue(authStateAtom);
  const signOut = useCallback(async () => {
    const { supabase } = await import('@/lib/supabase');
    const { error } = await supabase.auth.signOut();
    if (error) console.warn('Sign-out failed:', error.message);
  }, []);
  return {
    ...state,
    signedIn: state.session !== null,
    isAdmin: state.role === 'admin',
    signOut,
  };
}
