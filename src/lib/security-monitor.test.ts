import { describe, expect, it } from 'vitest';
import { createRequestMonitor } from './security-monitor';

describe('createRequestMonitor', () => {
  it('logs SUSPICIOUS_ADMIN_ACCESS_PATTERN after 11 auth requests, once per window', () => {
    const events: string[] = [];
    let t = 1_000_000;
    const monitor = createRequestMonitor((type) => events.push(type), () => t);
    for (let i = 0; i < 10; i += 1) monitor.record('/auth/v1/user');
    expect(events).toEqual([]);
    monitor.record('/rest/v1/user_roles');
    expect(events).toEqual(['SUSPICIOUS_ADMIN_ACCESS_PATTERN']);
    monitor.record('/auth/v1/user');
    expect(events).toEqual(['SUSPICIOUS_ADMIN_ACCESS_PATTERN']);
    t += 6 * 60_000;
    for (let i = 0; i < 11; i += 1) monitor.record('/auth/v1/user');
    expect(events).toEqual(['SUSPICIOUS_ADMIN_ACCESS_PATTERN', 'SUSPICIOUS_ADMIN_ACCESS_PATTERN']);
  });

  it('logs HIGH_API_USAGE after 51 requests', () => {
    const events: string[] = [];
    const monitor = createRequestMonitor((type) => events.push(type), () => 5);
    for (let i = 0; i < 50; i += 1) monitor.record('/rest/v1/recipes');
    expect(events).toEqual([]);
    monitor.record('/rest/v1/recipes');
    expect(events).toEqual(['HIGH_API_USAGE']);
  });
});
