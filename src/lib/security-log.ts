import type { SecurityEvent } from '@domain';
import { sendSecurityEvent, warnSecurityEvent } from './security-event-sink';

/**
 * The one place features report security events: always logged locally, and sent to the
 * `log_security_event` RPC once the backend client has loaded (lazily, so reporting never pulls
 * supabase-js into first paint). Never throws and never blocks the caller.
 */
export function logSecurityEvent(event: SecurityEvent): void {
  warnSecurityEvent(event);
  void import('./supabase').then(
    ({ supabase }) => sendSecurityEvent(supabase, event),
    (error: unknown) => console.warn('Could not record the security event:', error),
  );
}
