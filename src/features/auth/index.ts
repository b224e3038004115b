import { lazy } from 'react';

export { AuthSync } from './auth-sync';
export { AuthNavigator } from './auth-navigator';
export { useAuth } from './use-auth';
export { RequireSession, RequireAdmin, RequireStaff, RedirectIfSignedIn } from './guards';
export type { Role, AuthState } from './auth-state';

/** /auth, loaded lazily. */
export const AuthPage = lazy(() => import('./auth-page'));
export { RecoveryHost } from './recovery-host';
