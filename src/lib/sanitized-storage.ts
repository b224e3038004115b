import { createSecurityEvent, sanitizeForStorage } from '@domain';
import type { PlatformStorage } from '@/platform';
import { logSecurityEvent } from './security-log';

interface SanitizeReport {
  value: unknown;
  /** Original strings that sanitising changed (a few, for the security log). */
  changed: string[];
}

/** Passes every string inside `value` (keys included) through `sanitizeForStorage`. */
export function sanitizeDeep(value: unknown, changed: string[] = []): SanitizeReport {
  if (typeof value === 'string') {
    const result = sanitizeForStorage(value);
    if (result.changed) changed.push(value);
    return { value: result.value, changed };
  }
  if (Array.isArray(value))
    return { value: value.map((item) => sanitizeDeep(item, changed).value), changed };
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[sanitizeDeep(key, changed).value as string] = sanitizeDeep(item, changed).value;
    }
    return { value: out, changed };
  }
  return { value, changed };
}

/**
 * Writes `value` as JSON after sanitising every string in it. A changed value
 * is reported as an XSS_ATTEMPT_BLOCKED security event. Returns the value written.
 */
export async function writeSanitizedJson(
  storage: PlatformStorage,
  key: string,
  value: unknown,
): Promise<unknown> {
  const report = sanitizeDeep(value);
  if (report.changed.length > 0) {
    logSecurityEvent(
      createSecurityEvent('XSS_ATTEMPT_BLOCKED', {
        userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
        details: { storageKey: key, blockedValues: report.changed.slice(0, 5) },
      }),
    );
  }
  await storage.setItem(key, JSON.stringify(report.value));
  return report.value;
}
