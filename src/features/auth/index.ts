export { AuthSync } from './auth-sync';
export { useAuth } from './use-auth';
export { RequireSession, RequireAdmin, RedirectIfSignedIn } from './guards';
export type { Role, AuthState } from './auth-state';
