import type { SupabaseClient } from '@supabase/supabase-js';
import { toLogSecurityEventParams, type SecurityEvent } from '@domain';

/** Every security event is logged locally first, whether or not it reaches the backend. */
export function warnSecurityEvent(event: SecurityEvent): void {
  console.warn(`[security] ${event.event_type} (${event.severity})`, event.details);
}

/** Sends an event to the `log_security_event` RPC. Never throws. */
export async function sendSecurityEvent(
  client: Pick<SupabaseClient, 'rpc'>,
  event: SecurityEvent,
): Promise<void> {
  try {
    const { error } = await client.rpc('log_security_event', toLogSecurityEventParams(event));
    if (error) console.warn('Could not record the security event:', error.message);
  } catch (error) {
    console.warn('Could not record the security event:', error);
  }
}
