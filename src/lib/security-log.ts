import type { SecurityEvent } from '@domain';

/**
 * The one place the renderer reports security events. For now it logs
 * locally; once accounts land it also calls the `log_security_event` RPC.
 */
export function logSecurityEvent(event: SecurityEvent): void {
  console.warn(`[security] ${event.event_type} (${event.severity})`, event.details);
}
