/**
 * Request metrics kept in memory with a fixed size, whatever the traffic: per route group (auth,
 * rest, functions, storage) one slot per minute for the last hour and one per hour for the last
 * day, each a log-spaced latency histogram (no request is stored); per route one slot per 5 minutes
 * for the last hour and one per hour for the last day, for at most MAX_ROUTES routes (paths are
 * reduced to their shape: ids become :id). A route's slots are made on its first request, so the
 * memory is at most MAX_ROUTES × (12 + 24) histograms of 61 counters (about 2 MB), whatever the traffic.
 */

export const ROUTE_GROUPS = ['auth', 'rest', 'functions', 'storage'] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

/** Bucket upper bounds in ms: 0.1 ms × 1.25^i, 60 buckets (up to ~65 s), then overflow. */
const BUCKETS = 60;
const BOUNDS = Float64Array.from({ length: BUCKETS }, (_, i) => 0.1 * 1.25 ** i);
const MAX_ROUTES = 200;

function bucketOf(ms: number): number {
  if (!(ms > BOUNDS[0]!)) return 0;
  const i = Math.ceil(Math.log(ms / 0.1) / Math.log(1.25));
  return Math.min(i, BUCKETS);
}

class Histogram {
  readonly counts = new Uint32Array(BUCKETS + 1);
  count = 0;
  errors = 0;
  sumMs = 0;
  maxMs = 0;

  add(ms: number, error: boolean): void {
    this.counts[bucketOf(ms)]! += 1;
    this.count += 1;
    if (error) this.errors += 1;
    this.sumMs += ms;
    if (ms > this.maxMs) this.maxMs = ms;
  }

  merge(other: Histogram): void {
    for (let i = 0; i <= BUCKETS; i += 1) this.counts[i]! += other.counts[i]!;
    this.count += other.count;
    this.errors += other.errors;
    this.sumMs += other.sumMs;
    this.maxMs = Math.max(this.maxMs, other.maxMs);
  }

  reset(): void {
    this.counts.fill(0);
    this.count = 0;
    this.errors = 0;
    this.sumMs = 0;
    this.maxMs = 0;
  }

  /** The q-quantile's bucket upper bound in ms (an over-estimate by at most 25 %). */
  quantile(q: number): number | null {
    if (this.count === 0) return null;
    const rank = Math.ceil(q * this.count);
    let seen = 0;
    for (let i = 0; i <= BUCKETS; i += 1) {
      seen += this.counts[i]!;
      if (seen >= rank) return i < BUCKETS ? round(BOUNDS[i]!) : round(this.maxMs);
    }
    return round(this.maxMs);
  }
}

const round = (n: number) => Math.round(n * 100) / 100;

/** A ring of time slots: slot t holds the requests of period t (minute or hour), made on first use. */
class Ring {
  private readonly slots: (Histogram | undefined)[];
  private readonly stamps: Float64Array;

  constructor(
    readonly size: number,
    readonly periodMs: number,
  ) {
    this.slots = new Array<Histogram | undefined>(size);
    this.stamps = new Float64Array(size).fill(-1);
  }

  add(now: number, ms: number, error: boolean): void {
    const period = Math.floor(now / this.periodMs);
    const i = period % this.size;
    let slot = this.slots[i];
    if (!slot) slot = this.slots[i] = new Histogram();
    if (this.stamps[i] !== period) {
      slot.reset();
      this.stamps[i] = period;
    }
    slot.add(ms, error);
  }

  /** Everything of the last `size` periods, merged. */
  total(now: number): Histogram {
    const period = Math.floor(now / this.periodMs);
    const sum = new Histogram();
    for (let i = 0; i < this.size; i += 1) {
      const stamp = this.stamps[i]!;
      if (stamp >= 0 && period - stamp < this.size) sum.merge(this.slots[i]!);
    }
    return sum;
  }
}

export function routeGroup(path: string): RouteGroup | null {
  const match = /^\/(auth|rest|functions|storage)\/v1(\/|$)/.exec(path);
  return (match?.[1] as RouteGroup | undefined) ?? null;
}

/** The route's shape: ids, numbers and long tokens become :id; storage object paths are cut. */
export function routeKey(method: string, path: string): string {
  const parts = path.split('/').slice(0, 6);
  const shaped = parts.map((part) =>
    /^[0-9a-f]{8}-[0-9a-f-]{27}$/i.test(part) || /^\d+$/.test(part) || part.length > 40
      ? ':id'
      : part,
  );
  if (shaped[1] === 'storage' && shaped.length > 5) shaped.length = 5;
  return `${method} ${shaped.join('/')}`;
}

export interface GroupSummary {
  group: RouteGroup;
  requests: number;
  requests_per_minute: number;
  error_rate: number;
  p50_ms: number | null;
  p95_ms: number | null;
  p99_ms: number | null;
}

export interface MetricsSnapshot {
  started_at: string;
  uptime_seconds: number;
  memory: { rss_bytes: number; heap_used_bytes: number; heap_total_bytes: number };
  last_hour: GroupSummary[];
  last_day: GroupSummary[];
  /** The 10 routes with the highest p95 latency over the last hour (5-minute slots). */
  slowest_routes_last_hour: RouteSummary[];
  /** The same over the last day (hourly slots). */
  slowest_routes_last_day: RouteSummary[];
}

export interface RouteSummary {
  route: string;
  requests: number;
  p95_ms: number | null;
  max_ms: number;
  error_rate: number;
}

const SLOWEST = 10;

function slowest(
  routes: Map<string, RouteRings>,
  pick: (r: RouteRings) => Histogram,
): RouteSummary[] {
  return [...routes.entries()]
    .map(([route, rings]) => {
      const h = pick(rings);
      return {
        route,
        requests: h.count,
        p95_ms: h.quantile(0.95),
        max_ms: round(h.maxMs),
        error_rate: h.count === 0 ? 0 : round(h.errors / h.count),
      };
    })
    .filter((r) => r.requests > 0)
    .sort((a, b) => (b.p95_ms ?? 0) - (a.p95_ms ?? 0) || b.max_ms - a.max_ms)
    .slice(0, SLOWEST);
}

interface RouteRings {
  hour: Ring;
  day: Ring;
  lastAt: number;
}

const DAY_MS = 86_400_000;

function summary(group: RouteGroup, h: Histogram, minutes: number): GroupSummary {
  return {
    group,
    requests: h.count,
    requests_per_minute: round(h.count / minutes),
    error_rate: h.count === 0 ? 0 : round(h.errors / h.count),
    p50_ms: h.quantile(0.5),
    p95_ms: h.quantile(0.95),
    p99_ms: h.quantile(0.99),
  };
}

export class RequestMetrics {
  private readonly startedAt = Date.now();
  private readonly minutes = new Map<RouteGroup, Ring>();
  private readonly hours = new Map<RouteGroup, Ring>();
  private readonly routes = new Map<string, RouteRings>();

  constructor(private readonly now: () => number = Date.now) {
    for (const group of ROUTE_GROUPS) {
      this.minutes.set(group, new Ring(60, 60_000));
      this.hours.set(group, new Ring(24, 3_600_000));
    }
  }

  /** One finished request; 5xx answers count as errors. Cost: a few array writes. */
  record(method: string, path: string, status: number, ms: number): void {
    const group = routeGroup(path);
    if (!group) return;
    const at = this.now();
    const error = status >= 500;
    this.minutes.get(group)!.add(at, ms, error);
    this.hours.get(group)!.add(at, ms, error);
    const key = routeKey(method, path);
    let route = this.routes.get(key);
    if (!route) {
      if (this.routes.size >= MAX_ROUTES && !this.forgetIdleRoute(at)) return;
      route = { hour: new Ring(12, 5 * 60_000), day: new Ring(24, 3_600_000), lastAt: at };
      this.routes.set(key, route);
    }
    route.lastAt = at;
    route.hour.add(at, ms, error);
    route.day.add(at, ms, error);
  }

  /** Makes room for a new route (only when the table is full): drops one idle for a day. */
  private forgetIdleRoute(at: number): boolean {
    for (const [key, route] of this.routes) {
      if (at - route.lastAt > DAY_MS) return this.routes.delete(key);
    }
    return false;
  }

  snapshot(): MetricsSnapshot {
    const at = this.now();
    const uptimeMinutes = Math.max(1, (at - this.startedAt) / 60_000);
    const memory = process.memoryUsage();
    return {
      started_at: new Date(this.startedAt).toISOString(),
      uptime_seconds: Math.round((at - this.startedAt) / 1000),
      memory: {
        rss_bytes: memory.rss,
        heap_used_bytes: memory.heapUsed,
        heap_total_bytes: memory.heapTotal,
      },
      last_hour: ROUTE_GROUPS.map((g) =>
        summary(g, this.minutes.get(g)!.total(at), Math.min(60, uptimeMinutes)),
      ),
      last_day: ROUTE_GROUPS.map((g) =>
        summary(g, this.hours.get(g)!.total(at), Math.min(1440, uptimeMinutes)),
      ),
      slowest_routes_last_hour: slowest(this.routes, (r) => r.hour.total(at)),
      slowest_routes_last_day: slowest(this.routes, (r) => r.day.total(at)),
    };
  }

  /** The Prometheus text exposition of the last hour per group, and process figures. */
  prometheus(): string {
    const s = this.snapshot();
    const lines = [
      '# HELP larder_requests_last_hour Requests answered in the last hour.',
      '# TYPE larder_requests_last_hour gauge',
      ...s.last_hour.map((g) => `larder_requests_last_hour{group="${g.group}"} ${g.requests}`),
      '# HELP larder_error_rate_last_hour Share of 5xx answers in the last hour.',
      '# TYPE larder_error_rate_last_hour gauge',
      ...s.last_hour.map((g) => `larder_error_rate_last_hour{group="${g.group}"} ${g.error_rate}`),
      '# HELP larder_latency_ms_last_hour Latency quantiles in milliseconds over the last hour.',
      '# TYPE larder_latency_ms_last_hour gauge',
      ...s.last_hour.flatMap((g) =>
        (
          [
            ['0.5', g.p50_ms],
            ['0.95', g.p95_ms],
            ['0.99', g.p99_ms],
          ] as const
        )
          .filter(([, v]) => v !== null)
          .map(([q, v]) => `larder_latency_ms_last_hour{group="${g.group}",quantile="${q}"} ${v}`),
      ),
      '# HELP larder_process_resident_memory_bytes Resident memory of the server process.',
      '# TYPE larder_process_resident_memory_bytes gauge',
      `larder_process_resident_memory_bytes ${s.memory.rss_bytes}`,
      '# HELP larder_process_uptime_seconds Seconds since the server started.',
      '# TYPE larder_process_uptime_seconds gauge',
      `larder_process_uptime_seconds ${s.uptime_seconds}`,
    ];
    return `${lines.join('\n')}\n`;
  }
}
