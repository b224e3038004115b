import { stripHtml } from './strip-html.ts';

/** Limits that keep one logged event small and harmless. */
export const EVENT_DETAIL_LIMITS = Object.freeze({
  maxDepth: 4,
  maxKeys: 50,
  maxArrayItems: 50,
  maxStringLength: 1000,
});

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function cleanString(value: string): string {
  const max = EVENT_DETAIL_LIMITS.maxStringLength;
  const stripped = stripHtml(value.length > max * 4 ? value.slice(0, max * 4) : value);
  return stripped.length > max ? `${stripped.slice(0, max)}…` : stripped;
}

function cleanValue(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  switch (typeof value) {
    case 'string':
      return cleanString(value);
    case 'number':
      return Number.isFinite(value) ? value : null;
    case 'boolean':
      return value;
    case 'bigint':
      return value.toString();
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
    default:
      break;
  }
  if (value === null) return null;
  if (typeof value !== 'object') return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (seen.has(value) || depth >= EVENT_DETAIL_LIMITS.maxDepth) return '[truncated]';
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      return value
        .slice(0, EVENT_DETAIL_LIMITS.maxArrayItems)
        .map((item: unknown) => cleanValue(item, depth + 1, seen) ?? null);
    }
    return cleanRecord(value, depth + 1, seen);
  } finally {
    seen.delete(value);
  }
}

function cleanRecord(value: object, depth: number, seen: WeakSet<object>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  let count = 0;
  for (const key of Object.keys(value)) {
    if (count >= EVENT_DETAIL_LIMITS.maxKeys) {
      out['_truncated'] = true;
      break;
    }
    const cleanKey = cleanString(key).slice(0, 100);
    if (cleanKey === '' || FORBIDDEN_KEYS.has(cleanKey)) continue;
    let raw: unknown;
    try {
      raw = (value as Record<string, unknown>)[key];
    } catch {
      continue; // a throwing getter is simply left out
    }
    const cleaned = cleanValue(raw, depth, seen);
    if (cleaned === undefined) continue;
    out[cleanKey] = cleaned;
    count += 1;
  }
  return out;
}

/**
 * Makes any value safe to store as an event's details (spec §3 "details
 * (sanitized)"): strings lose their HTML and are capped, depth, key and array
 * counts are capped, cycles and non-JSON values are dropped. A non-object
 * input is wrapped as `{ value }`. Never throws.
 */
export function sanitizeEventDetails(details: unknown): Record<string, unknown> {
  const seen = new WeakSet<object>();
  if (
    details !== null &&
    typeof details === 'object' &&
    !Array.isArray(details) &&
    !(details instanceof Date)
  ) {
    seen.add(details);
    return cleanRecord(details, 1, seen);
  }
  const value = cleanValue(details, 1, seen);
  return value === undefined ? {} : { value };
}
