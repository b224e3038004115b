import { describe, expect, it } from 'vitest';
import { sanitizeEventDetails } from './event-details.ts';
import {
  createSecurityEvent,
  defaultSeverity,
  isSecurityEventType,
  SECURITY_EVENT_TYPES,
  toLogSecurityEventParams,
} from './security-events.ts';

describe('security event types', () => {
  it.each([
    'USER_LOGIN',
    'USER_LOGOUT',
    'TOKEN_REFRESH',
    'RATE_LIMIT_EXCEEDED',
    'XSS_ATTEMPT_BLOCKED',
    'SUSPICIOUS_ADMIN_ACCESS_PATTERN',
    'HIGH_API_USAGE',
  ])('include %s', (type) => {
    expect(SECURITY_EVENT_TYPES).toContain(type);
    expect(isSecurityEventType(type)).toBe(true);
  });

  it.each([
    ['RATE_LIMIT_EXCEEDED', 'high'],
    ['HIGH_API_USAGE', 'medium'],
    ['USER_LOGIN', 'low'],
  ] as const)('%s defaults to severity %s', (type, severity) => {
    expect(defaultSeverity(type)).toBe(severity);
  });

  it('builds an event with sanitised details and maps it to the RPC parameters', () => {
    const event = createSecurityEvent('XSS_ATTEMPT_BLOCKED', {
      userId: null,
      userAgent: 'test',
      details: { value: '<script>x</script>eggs', field: 'ingredients' },
    });
    expect(event).toEqual({
      event_type: 'XSS_ATTEMPT_BLOCKED',
      user_id: null,
      user_agent: 'test',
      details: { value: 'eggs', field: 'ingredients' },
      severity: 'high',
    });
    expect(toLogSecurityEventParams({ ...event, ip_address: '127.0.0.1' })).toEqual({
      event_type: 'XSS_ATTEMPT_BLOCKED',
      user_id_param: null,
      ip_address_param: '127.0.0.1',
      user_agent_param: 'test',
      event_details_param: { value: 'eggs', field: 'ingredients' },
      severity_param: 'high',
    });
  });
});

describe('sanitizeEventDetails', () => {
  const cyclic: Record<string, unknown> = { name: 'loop' };
  cyclic['self'] = cyclic;

  it.each<[string, unknown, Record<string, unknown>]>([
    ['a plain record', { a: 1, b: 'two', c: true, d: null }, { a: 1, b: 'two', c: true, d: null }],
    ['HTML in strings', { html: '<b>x</b><script>y</script>' }, { html: 'x' }],
    ['HTML in keys', { '<b>key</b>': 1 }, { key: 1 }],
    [
      'non-JSON values',
      { f: () => 1, u: undefined, n: Number.NaN, i: Infinity, big: 10n },
      { n: null, i: null, big: '10' },
    ],
    ['dates', { at: new Date('2026-01-01T00:00:00Z') }, { at: '2026-01-01T00:00:00.000Z' }],
    ['a cycle', cyclic, { name: 'loop', self: '[truncated]' }],
    [
      'deep nesting (4 levels kept)',
      { a: { b: { c: { d: { e: 1 } } } } },
      { a: { b: { c: { d: '[truncated]' } } } },
    ],
    ['a string', 'text <i>x</i>', { value: 'text x' }],
    ['an array', [1, '<b>2</b>'], { value: [1, '2'] }],
    ['null', null, { value: null }],
    ['undefined', undefined, {}],
    ['a prototype key', JSON.parse('{"__proto__": {"polluted": true}, "ok": 1}'), { ok: 1 }],
  ])('cleans %s', (_label, input, expected) => {
    expect(sanitizeEventDetails(input)).toEqual(expected);
  });

  it('caps long strings, many keys and long arrays', () => {
    const many = Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`k${i}`, i]));
    const out = sanitizeEventDetails({
      s: 'x'.repeat(5000),
      list: Array.from({ length: 200 }, (_, i) => i),
      many,
    });
    expect((out['s'] as string).length).toBe(1001);
    expect((out['list'] as unknown[]).length).toBe(50);
    expect(Object.keys(out['many'] as object)).toHaveLength(51);
  });
});
