import { describe, expect, it } from 'vitest';
import { RequestMetrics, routeGroup, routeKey } from './metrics.ts';

describe('RequestMetrics', () => {
  it('groups routes, keeps quantiles and error rates per group, and forgets what is older than an hour', () => {
    let now = Date.UTC(2026, 10, 24, 12, 0, 0);
    const metrics = new RequestMetrics(() => now);
    for (let i = 1; i <= 100; i += 1)
      metrics.record('GET', '/rest/v1/recipes', i === 100 ? 503 : 200, i);
    metrics.record('POST', '/auth/v1/token', 200, 5);
    metrics.record('GET', '/assets/app.js', 200, 1);
    const hour = metrics.snapshot().last_hour;
    const rest = hour.find((g) => g.group === 'rest')!;
    expect(rest.requests).toBe(100);
    expect(rest.error_rate).toBe(0.01);
    // Bucket bounds over-estimate by at most 25 %.
    expect(rest.p50_ms).toBeGreaterThanOrEqual(50);
    expect(rest.p50_ms).toBeLessThanOrEqual(62.5);
    expect(rest.p99_ms).toBeGreaterThanOrEqual(99);
    expect(hour.find((g) => g.group === 'auth')!.requests).toBe(1);
    expect(hour.reduce((n, g) => n + g.requests, 0)).toBe(101);

    now += 61 * 60_000;
    expect(metrics.snapshot().last_hour.find((g) => g.group === 'rest')!.requests).toBe(0);
    expect(metrics.snapshot().last_day.find((g) => g.group === 'rest')!.requests).toBe(100);
    expect(metrics.prometheus()).toMatch(/larder_requests_last_hour\{group="rest"\} 0/);
  });

  it('reduces paths to their shape and bounds the routes it keeps', () => {
    expect(routeGroup('/functions/v1/suggest-recipes-web')).toBe('functions');
    expect(routeGroup('/admin')).toBeNull();
    expect(
      routeKey('GET', '/storage/v1/object/avatars/1b2c3d4e-0000-4000-8000-000000000000/a.png'),
    ).toBe('GET /storage/v1/object/avatars');
    expect(routeKey('DELETE', '/auth/v1/admin/users/1b2c3d4e-0000-4000-8000-000000000000')).toBe(
      'DELETE /auth/v1/admin/users/:id',
    );
    let now = Date.UTC(2026, 10, 24, 12, 0, 0);
    const metrics = new RequestMetrics(() => now);
    for (let i = 0; i < 500; i += 1) metrics.record('GET', `/rest/v1/table_${i}`, 200, 1);
    expect(metrics.snapshot().slowest_routes_last_hour.length).toBe(10);
    // The table is full (200 routes): a new route waits until one has been idle for a day.
    metrics.record('GET', '/rest/v1/table_new', 200, 900);
    expect(metrics.snapshot().slowest_routes_last_hour[0]!.route).not.toBe(
      'GET /rest/v1/table_new',
    );
    now += 25 * 3_600_000;
    metrics.record('GET', '/rest/v1/table_new', 200, 900);
    expect(metrics.snapshot().slowest_routes_last_day).toEqual([
      expect.objectContaining({ route: 'GET /rest/v1/table_new', requests: 1 }),
    ]);
  });

  it('ranks the slowest routes over the last hour and over the last day', () => {
    let now = Date.UTC(2026, 10, 24, 12, 0, 0);
    const metrics = new RequestMetrics(() => now);
    for (let i = 0; i < 20; i += 1)
      metrics.record('POST', '/functions/v1/suggest-recipes-web', 200, 800);
    metrics.record('GET', '/rest/v1/pantry_items', 200, 20);
    now += 2 * 3_600_000;
    for (let i = 0; i < 20; i += 1) metrics.record('GET', '/rest/v1/pantry_items', 200, 30);
    metrics.record('GET', '/rest/v1/pantry_items', 503, 40);
    metrics.record('POST', '/auth/v1/token', 200, 100);

    const s = metrics.snapshot();
    // The slow suggestions were two hours ago: gone from the hour, first in the day.
    expect(s.slowest_routes_last_hour.map((r) => r.route)).toEqual([
      'POST /auth/v1/token',
      'GET /rest/v1/pantry_items',
    ]);
    expect(s.slowest_routes_last_hour[1]).toMatchObject({ requests: 21, max_ms: 40 });
    expect(s.slowest_routes_last_hour[1]!.error_rate).toBeCloseTo(1 / 21, 2);
    expect(s.slowest_routes_last_day.map((r) => r.route)).toEqual([
      'POST /functions/v1/suggest-recipes-web',
      'POST /auth/v1/token',
      'GET /rest/v1/pantry_items',
    ]);
    expect(s.slowest_routes_last_day[0]).toMatchObject({ requests: 20, max_ms: 800 });
    expect(s.slowest_routes_last_day[0]!.p95_ms).toBeGreaterThanOrEqual(800);
    expect(s.slowest_routes_last_day[2]!.requests).toBe(22);

    now += 25 * 3_600_000;
    expect(metrics.snapshot().slowest_routes_last_day).toEqual([]);
  });
});
