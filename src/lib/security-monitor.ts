import {
  assessRequestActivity,
  SECURITY_MONITOR,
  type MonitoredRequest,
  type MonitorThresholds,
  type SecurityEventType,
} from '@domain';

type Fetch = typeof fetch;
export type Report = (type: SecurityEventType, details: Record<string, unknown>) => void;

/** The request's path, without the query (which may carry emails or tokens). */
function pathOf(input: Parameters<Fetch>[0]): string {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  try {
    return new URL(raw, 'http://localhost').pathname;
  } catch {
    return raw.split('?')[0] ?? raw;
  }
}

/**
 * Spec §9: counts the client's requests; more than 10 admin/role/auth-related
 * requests in 5 minutes logs SUSPICIOUS_ADMIN_ACCESS_PATTERN, more than 50
 * logs HIGH_API_USAGE (the limits admins set in /admin/settings, when given). Each event is logged at most once per window. The caller gives it its
 * reporter (the Supabase client's module does), so the monitor depends on nothing that uses it.
 */
export function createRequestMonitor(
  report: Report,
  now: () => number = Date.now,
  thresholds: () => MonitorThresholds = () => SECURITY_MONITOR,
) {
  let requests: MonitoredRequest[] = [];
  const lastLogged = new Map<SecurityEventType, number>();

  const record = (path: string) => {
    const at = now();
    const limits = thresholds();
    requests = requests.filter((r) => r.at > at - limits.windowMs);
    requests.push({ at, path });
    for (const type of assessRequestActivity(requests, at, limits)) {
      const last = lastLogged.get(type);
      if (last !== undefined && at - last < limits.windowMs) continue;
      lastLogged.set(type, at);
      report(type, {
        requests: requests.length,
        window_minutes: limits.windowMs / 60_000,
      });
    }
  };

  const wrap =
    (base: Fetch): Fetch =>
    (input, init) => {
      const path = pathOf(input);
      // The monitor's own reports are not counted.
      if (!path.endsWith('/rpc/log_security_event')) record(path);
      return base(input, init);
    };

  return { record, wrap };
}
