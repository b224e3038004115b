import type { SecurityEventType } from './security-events.ts';

/** Spec §9: the default rate limit is 100 requests per 60 minutes. */
export const DEFAULT_RATE_LIMIT = Object.freeze({ maxRequests: 100, windowMinutes: 60 });
/** Spec §8: what a failed rate-limit check answers. */
export const RATE_LIMIT_CHECK_FAILED = 'Rate limit check failed';

/**
 * Spec §9: more than 10 admin/role/auth-related requests in 5 minutes logs
 * SUSPICIOUS_ADMIN_ACCESS_PATTERN; more than 50 requests (in the same window)
 * logs HIGH_API_USAGE.
 */
export const SECURITY_MONITOR = Object.freeze({
  windowMs: 5 * 60 * 1000,
  maxSensitiveRequests: 10,
  maxRequests: 50,
});

export interface MonitoredRequest {
  /** Milliseconds since the epoch. */
  at: number;
  /** Request path or URL. */
  path: string;
}

const SENSITIVE = /admin|role|auth/i;

export function isSensitiveRequest(path: string): boolean {
  return SENSITIVE.test(path);
}

/** The events a request history calls for at `now`, looking back one window. */
/** The monitor's limits: the spec's defaults, or what admins set in /admin/settings. */
export interface MonitorThresholds {
  readonly windowMs: number;
  readonly maxSensitiveRequests: number;
  readonly maxRequests: number;
}

export function assessRequestActivity(
  requests: readonly MonitoredRequest[],
  now: number,
  limits: MonitorThresholds = SECURITY_MONITOR,
): SecurityEventType[] {
  const since = now - limits.windowMs;
  let total = 0;
  let sensitive = 0;
  for (const request of requests) {
    if (!(request.at > since && request.at <= now)) continue;
    total += 1;
    if (isSensitiveRequest(request.path)) sensitive += 1;
  }
  const events: SecurityEventType[] = [];
  if (sensitive > limits.maxSensitiveRequests) events.push('SUSPICIOUS_ADMIN_ACCESS_PATTERN');
  if (total > limits.maxRequests) events.push('HIGH_API_USAGE');
  return events;
}
