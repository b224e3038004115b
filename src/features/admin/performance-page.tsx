import { adminApi } from './admin-api';
import { AdminShell, AdminState, formatDate } from './admin-shell';
import { fetchServerJson } from './server-status';
import { useAdminData } from './use-admin-data';

interface GroupSummary {
  group: string;
  requests: number;
  requests_per_minute: number;
  error_rate: number;
  p50_ms: number | null;
  p95_ms: number | null;
  p99_ms: number | null;
}

interface ServerMetrics {
  started_at: string;
  uptime_seconds: number;
  memory: { rss_bytes: number; heap_used_bytes: number; heap_total_bytes: number };
  last_hour: GroupSummary[];
  last_day: GroupSummary[];
  slowest_routes_last_hour: RouteSummary[];
  slowest_routes_last_day: RouteSummary[];
}

interface RouteSummary {
  route: string;
  requests: number;
  p95_ms: number | null;
  max_ms: number;
  error_rate: number;
}

const ROUTE_HEAD = ['Route', 'Requests', 'p95', 'Slowest', 'Errors'];

/** The slowest routes by p95, or one row saying there were no requests in the period. */
function routeRows(routes: RouteSummary[]): (string | number)[][] {
  if (routes.length === 0) return [['No requests in this period', '—', '—', '—', '—']];
  return routes.map((r) => [
    r.route,
    r.requests,
    ms(r.p95_ms),
    ms(r.max_ms),
    `${(r.error_rate * 100).toFixed(1)} %`,
  ]);
}

interface ServerStatusFull {
  database: string;
  mail_mode: string;
  key_index: string;
  recipe_library: {
    mode: string;
    recipes: number;
    key_index: string;
    key_index_bytes: number | null;
    loaded_at: string;
  }[];
}

interface DatabaseStats {
  database_size_bytes: number;
  largest_tables: { table_name: string; total_bytes: number; estimated_rows: number }[];
  recipe_indexes: {
    index_name: string;
    valid: boolean;
    ready: boolean;
    bytes: number;
    scans: number;
  }[];
  slow_statements: { query: string; calls: number; mean_ms: number; total_ms: number }[] | null;
  slow_statements_note: string | null;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

const ms = (v: number | null) => (v === null ? '—' : `${v} ms`);
const duration = (seconds: number) => {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return [d ? `${d} d` : '', h ? `${h} h` : '', `${m} min`].filter(Boolean).join(' ');
};

function Table({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={caption}
      className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-green-600 rounded-lg border border-stone-200 dark:border-stone-700"
    >
      <table className="w-full text-left text-sm">
        <caption className="px-3 py-2 text-left font-semibold">{caption}</caption>
        <thead className="bg-stone-50 dark:bg-stone-800">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className="border-t border-stone-200 dark:border-stone-700">
              {row.map((cell, j) => (
                <td key={j} className="px-3 py-2 break-all">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const groupRows = (groups: GroupSummary[]) =>
  groups.map((g) => [
    g.group,
    g.requests,
    g.requests_per_minute,
    ms(g.p50_ms),
    ms(g.p95_ms),
    ms(g.p99_ms),
    `${(g.error_rate * 100).toFixed(1)} %`,
  ]);
const GROUP_HEAD = ['Group', 'Requests', 'Per minute', 'p50', 'p95', 'p99', 'Errors'];

/** /admin/performance: the server's own measurements when it keeps them, and what the database reports. */
export default function AdminPerformancePage() {
  const server = useAdminData(async () => {
    const [metrics, status] = await Promise.all([
      fetchServerJson<ServerMetrics>(''),
      fetchServerJson<ServerStatusFull>('/status'),
    ]);
    return { metrics, status };
  }, 'server');
  const db = useAdminData(() => adminApi.databaseStats() as Promise<DatabaseStats>, 'db');
  const m = server.data?.metrics ?? null;
  const status = server.data?.status ?? null;

  return (
    <AdminShell title="Admin: Performance">
      <section aria-labelledby="perf-server" className="space-y-4">
        <h2 id="perf-server" className="text-xl font-semibold">
          Server
        </h2>
        <AdminState
          loading={server.loading}
          error={server.error}
          hasData={server.data !== null}
          onRetry={server.reload}
        >
          {server.data && !m && (
            <p className="rounded-lg border border-stone-300 p-4 text-sm dark:border-stone-700">
              This backend does not report request metrics (hosted Supabase: see its own dashboard
              for API request rates and latency). Below is what the database itself can report.
            </p>
          )}
          {m && (
            <div className="space-y-4">
              <p className="text-sm">
                Up {duration(m.uptime_seconds)} (since {formatDate(m.started_at)}) · memory{' '}
                {formatBytes(m.memory.rss_bytes)} resident, {formatBytes(m.memory.heap_used_bytes)}{' '}
                heap used
                {status && ` · database ${status.database} · mail: ${status.mail_mode}`}
              </p>
              <Table
                caption="Requests in the last hour"
                head={GROUP_HEAD}
                rows={groupRows(m.last_hour)}
              />
              <Table
                caption="Requests in the last day"
                head={GROUP_HEAD}
                rows={groupRows(m.last_day)}
              />
              <Table
                caption="Slowest routes in the last hour"
                head={ROUTE_HEAD}
                rows={routeRows(m.slowest_routes_last_hour)}
              />
              <Table
                caption="Slowest routes in the last day"
                head={ROUTE_HEAD}
                rows={routeRows(m.slowest_routes_last_day)}
              />
              {status && (
                <Table
                  caption="Recipe library in memory"
                  head={['Mode', 'Recipes', 'Key index', 'Index memory', 'Read']}
                  rows={
                    status.recipe_library.length === 0
                      ? [['not read yet', '—', '—', '—', '—']]
                      : status.recipe_library.map((l) => [
                          l.mode,
                          l.recipes,
                          l.key_index,
                          l.key_index_bytes === null ? '—' : `≥ ${formatBytes(l.key_index_bytes)}`,
                          formatDate(l.loaded_at),
                        ])
                  }
                />
              )}
            </div>
          )}
        </AdminState>
      </section>

      <section aria-labelledby="perf-db" className="mt-8 space-y-4">
        <h2 id="perf-db" className="text-xl font-semibold">
          Database
        </h2>
        <AdminState
          loading={db.loading}
          error={db.error}
          hasData={db.data !== null}
          onRetry={db.reload}
        >
          {db.data && (
            <div className="space-y-4">
              <p className="text-sm">Database size: {formatBytes(db.data.database_size_bytes)}</p>
              <Table
                caption="Largest tables"
                head={['Table', 'Size', 'Rows (estimate)']}
                rows={db.data.largest_tables.map((t) => [
                  t.table_name,
                  formatBytes(t.total_bytes),
                  t.estimated_rows.toLocaleString(),
                ])}
              />
              <Table
                caption="Recipe library indexes"
                head={['Index', 'State', 'Size', 'Scans']}
                rows={db.data.recipe_indexes.map((i) => [
                  i.index_name,
                  i.valid && i.ready ? 'valid' : 'building or invalid',
                  formatBytes(i.bytes),
                  i.scans,
                ])}
              />
              {db.data.slow_statements ? (
                <Table
                  caption="Slowest statements (pg_stat_statements)"
                  head={['Statement', 'Calls', 'Mean', 'Total']}
                  rows={db.data.slow_statements.map((s) => [
                    s.query,
                    s.calls,
                    `${s.mean_ms} ms`,
                    `${s.total_ms} ms`,
                  ])}
                />
              ) : (
                <p className="text-sm">{db.data.slow_statements_note}</p>
              )}
            </div>
          )}
        </AdminState>
      </section>
    </AdminShell>
  );
}
