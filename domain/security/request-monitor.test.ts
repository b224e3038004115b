import { describe, expect, it } from 'vitest';
import { assessRequestActivity, isSensitiveRequest } from './request-monitor.ts';

const now = 1_000_000_000;
const minute = 60_000;
const requests = (count: number, path: string, ago = 0) =>
  Array.from({ length: count }, () => ({ at: now - ago, path }));

describe('assessRequestActivity', () => {
  it.each([
    ['10 admin requests', requests(10, '/admin/users'), []],
    ['11 admin requests', requests(11, '/admin/users'), ['SUSPICIOUS_ADMIN_ACCESS_PATTERN']],
    ['11 role look-ups', requests(11, '/rest/v1/user_roles'), ['SUSPICIOUS_ADMIN_ACCESS_PATTERN']],
    ['11 auth calls', requests(11, '/auth/v1/token'), ['SUSPICIOUS_ADMIN_ACCESS_PATTERN']],
    ['11 admin requests 6 minutes ago', requests(11, '/admin', 6 * minute), []],
    ['50 requests', requests(50, '/rest/v1/recipes'), []],
    ['51 requests', requests(51, '/rest/v1/recipes'), ['HIGH_API_USAGE']],
    [
      '51 auth requests',
      requests(51, '/auth/v1/user'),
      ['SUSPICIOUS_ADMIN_ACCESS_PATTERN', 'HIGH_API_USAGE'],
    ],
    ['nothing', [], []],
  ])('%s → %j', (_label, history, expected) => {
    expect(assessRequestActivity(history, now)).toEqual(expected);
  });

  it.each([
    ['/admin/security', true],
    ['/rest/v1/user_roles?select=role', true],
    ['/auth/v1/token', true],
    ['/rest/v1/user_ingredients', false],
  ])('%s is sensitive: %s', (path, expected) => {
    expect(isSensitiveRequest(path)).toBe(expected);
  });
});
