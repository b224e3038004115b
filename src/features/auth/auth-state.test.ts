import { describe, expect, it } from 'vitest';
import { highestRole } from './auth-state';

describe('highestRole', () => {
  it.each([
    [[{ role: 'user' }, { role: 'admin' }, { role: 'moderator' }], 'admin'],
    [[{ role: 'user' }, { role: 'moderator' }], 'moderator'],
    [[{ role: 'user' }], 'user'],
    [[], 'user'],
    [null, 'user'],
    [[{ role: 'superuser' }], 'user'],
  ] as const)('%j gives %s', (rows, role) => {
    expect(highestRole(rows)).toBe(role);
  });
});
