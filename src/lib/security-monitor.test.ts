import { describe, expect, it, vi } from 'vitest';
import { createRequestMonitor } from './security-monitor';

describe('createRequestMonitor', () => {
  it('logs SUSPICIOUS_ADMIN_ACCESS_PATTERN after 11 auth requests, once per window', () => {
    const events: string[] = [];
    let t = 1_000_000;
    const monitor = createRequestMonitor(
      (type) => events.push(type),
      () => t,
    );
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
    const monitor = createRequestMonitor(
      (type) => events.push(type),
      () => 5,
    );
    for (let i = 0; i < 50; i += 1) monitor.record('/rest/v1/recipes');
    expect(events).toEqual([]);
    monitor.record('/rest/v1/recipes');
    expect(events).toEqual(['HIGH_API_USAGE']);
  });

  it('wraps fetch: passes every request through unchanged and counts it by path', async () => {
    const events: string[] = [];
    const base = vi.fn(async () => new Response('ok'));
    const fetch = createRequestMonitor(
      (type) => events.push(type),
      () => 5,
    ).wrap(base);
    const init = { method: 'POST', body: '{}' };
    const response = await fetch(
      'http://127.0.0.1:54321/rest/v1/recipes?select=id&email=a@b.c',
      init,
    );
    expect(await response.text()).toBe('ok');
    expect(base).toHaveBeenCalledWith(
      'http://127.0.0.1:54321/rest/v1/recipes?select=id&email=a@b.c',
      init,
    );
    for (let i = 0; i < 49; i += 1) await fetch(new URL('http://127.0.0.1:54321/rest/v1/recipes'));
    expect(events).toEqual([]);
    await fetch(new Request('http://127.0.0.1:54321/rest/v1/favorites'));
    expect(events).toEqual(['HIGH_API_USAGE']);
    expect(base).toHaveBeenCalledTimes(51);
  });

  it("does not count the monitor's own reports, so reporting cannot feed itself", async () => {
    const events: string[] = [];
    const base = vi.fn(async () => new Response(null, { status: 204 }));
    const fetch = createRequestMonitor(
      (type) => events.push(type),
      () => 5,
    ).wrap(base);
    for (let i = 0; i < 200; i += 1)
      await fetch('http://127.0.0.1:54321/rest/v1/rpc/log_security_event', { method: 'POST' });
    expect(base).toHaveBeenCalledTimes(200);
    expect(events).toEqual([]);
    for (let i = 0; i < 11; i += 1) await fetch('http://127.0.0.1:54321/auth/v1/user');
    expect(events).toEqual(['SUSPICIOUS_ADMIN_ACCESS_PATTERN']);
  });
});
