import { atom } from 'jotai';
import type { Session } from '@supabase/supabase-js';

export type Role = 'admin' | 'moderator' | 'user';

export interface AuthState {
  /** True until the first session check has finished. */
  loading: boolean;
  session: Session | null;
  /** null for guests (no role). */
  role: Role | null;
  /** True while the role of a signed-in user is being (re)loaded. */
  roleLoading: boolean;
}

export const INITIAL_AUTH_STATE: AuthState = {
  loading: true,
  session: null,
  role: null,
  roleLoading: false,
};

export const authStateAtom = atom<AuthState>(INITIAL_AUTH_STATE);

/** Admin wins over moderator, which wins over user; no record or an error gives user. */
export function highestRole(rows: readonly { role: unknown }[] | null | undefined): Role {
  const roles = new Set((rows ?? []).map((row) => row.role));
  if (roles.has('admin')) return 'admin';
  if (roles.has('moderator')) return 'moderator';
  return 'user';
}

/** An auth error carried in the URL (error / error_description), shown on /auth. */
export const urlAuthErrorAtom = atom<string | null>(null);

/** Where an auth event wants to send the user (consumed by AuthNavigator inside the router). */
export const pendingNavigationAtom = atom<string | null>(null);

/** True after a PASSWORD_RECOVERY event until the user has set a new password. */
export const passwordRecoveryAtom = atom(false);

/** True while a signed-in session is at aal1 but the user has a verified factor (next level aal2). */
export const mfaRequiredAtom = atom(false);
