import { toLogSecurityEventParams, type SecurityEvent } from '@domain';

/**
 * The one place the renderer reports security events: always logged locally,
 * and sent to the `log_security_event` RPC when the backend client can be
 * loaded. Never throws and never blocks the caller.
 */
export function logSecurityEvent(event: SecurityEvent): void {
  console.warn(`[security] ${event.event_type} (${event.severity})`, event.details);
  void (async () => {
    try {
      const { supabase } = await import('./supabase');
      const { error } = await supabase.rpc('log_security_event', toLogSecurityEventParams(event));
      if (error) console.warn('Could not record the security event:', error.message);
    } catch (error) {
      console.warn('Could not record the security event:', error);
    }
  })();
}
