import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { primaryButton, secondaryButton, textInput } from '@/components/button-styles';
import { adminApi, type SecurityFilters } from './admin-api';
import { AdminShell, AdminState, formatDate, Pager } from './admin-shell';
import { CsvExportButton, FilterField } from './admin-filters';
import { useAdminData } from './use-admin-data';

const PER_PAGE = 50;
const EMPTY: SecurityFilters = {
  event_type: '',
  severity: '',
  user_search: '',
  user_match: '',
  since: '',
  until: '',
};
const SECURITY_CSV_HEADER = [
  'created_at',
  'event_type',
  'severity',
  'user_email',
  'user_id',
  'ip_address',
  'user_agent',
  'details',
];
const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A date input's day as the start (00:00) or end (23:59:59.999) of that local day, in ISO. */
function dayBound(day: string, end: boolean): string {
  if (!day) return '';
  const date = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(date.getTime()) ? day : date.toISOString();
}

/** recentSince: the overview's "last 24 hours" (an exact instant), used while no From day is set. */
const asQuery = (f: SecurityFilters, recentSince: string): SecurityFilters => ({
  ...f,
  since: f.since ? dayBound(f.since, false) : recentSince,
  until: dayBound(f.until, true),
});

/** /admin/security: the security events, filtered, newest first; rate-limit blocks of the last day. */
export default function AdminSecurityPage({ readOnly = false }: { readOnly?: boolean }) {
  // Links may preset the filters (the overview's card: ?severity=high_critical&within=24h, the
  // same high and critical events of the last 24 hours that it counts).
  const [params] = useSearchParams();
  const [initial] = useState<SecurityFilters>(() => ({
    ...EMPTY,
    event_type: (params.get('type') ?? '').slice(0, 64),
    severity: (params.get('severity') ?? '').slice(0, 20),
  }));
  const [recentSince, setRecentSince] = useState(() =>
    params.get('within') === '24h' ? new Date(Date.now() - DAY_MS).toISOString() : '',
  );
  const [draft, setDraft] = useState<SecurityFilters>(initial);
  const [filters, setFilters] = useState<SecurityFilters>(initial);
  const [page, setPage] = useState(1);
  const events = useAdminData(
    () => adminApi.securityEvents(asQuery(filters, recentSince), page, PER_PAGE),
    `${JSON.stringify(filters)}|${recentSince}|${page}`,
  );
  const blocks = useAdminData(() => adminApi.rateLimitBlocks(), 'blocks');
  const id = useId();
  const types = events.data?.event_types ?? [];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, user_search: draft.user_search.trim().slice(0, 200) });
    setPage(1);
  };

  const exportRows = async () => {
    const all = await adminApi.securityEvents(asQuery(filters, recentSince), 1, 1000);
    return {
      total: all.total,
      rows: all.events.map((e) => [
        e.created_at,
        e.event_type,
        e.severity,
        e.email,
        e.user_id,
        e.ip_address,
        e.user_agent,
        e.details,
      ]),
    };
  };

  const field = (key: keyof SecurityFilters) => ({
    id: `${id}-${key}`,
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }),
    className: textInput,
  });

  return (
    <AdminShell title="Admin: Security" readOnly={readOnly}>
      <section aria-labelledby={`${id}-blocks`} className="mb-8">
        <h2 id={`${id}-blocks`} className="text-xl font-semibold">
          Rate-limit blocks in the last 24 hours
        </h2>
        <AdminState
          loading={blocks.loading}
          error={blocks.error}
          hasData={blocks.data !== null}
          onRetry={blocks.reload}
        >
          {blocks.data && blocks.data.length === 0 ? (
            <p className="mt-2 text-sm">No requests were blocked.</p>
          ) : (
            <ul className="mt-2 flex flex-wrap gap-2 text-sm">
              {blocks.data?.map((b) => (
                <li
                  key={b.action}
                  className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 dark:border-red-800 dark:bg-red-950"
                >
                  <strong>{b.action}</strong>: {b.blocks} block(s), last {formatDate(b.last_at)}
                </li>
              ))}
            </ul>
          )}
        </AdminState>
      </section>

      <h2 className="text-xl font-semibold">Security events</h2>
      <form
        onSubmit={apply}
        className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
        aria-label="Filter security events"
      >
        <FilterField id={`${id}-event_type`} label="Type">
          <select {...field('event_type')}>
            <option value="">All types</option>
            {types.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id={`${id}-severity`} label="Severity">
          <select {...field('severity')}>
            <option value="">All severities</option>
            {SEVERITIES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
            <option value="high_critical">high and critical</option>
          </select>
        </FilterField>
        <FilterField id={`${id}-user_search`} label="User (email or id)">
          <input type="search" maxLength={200} {...field('user_search')} />
        </FilterField>
        <FilterField id={`${id}-user_match`} label="The user">
          <select {...field('user_match')}>
            <option value="">triggered it or it is about them</option>
            <option value="actor">triggered it</option>
            <option value="target">is what it is about (admin actions)</option>
          </select>
        </FilterField>
        <FilterField id={`${id}-since`} label="From">
          <input type="date" {...field('since')} />
        </FilterField>
        <FilterField id={`${id}-until`} label="To">
          <input type="date" {...field('until')} />
        </FilterField>
        <div className="flex items-end gap-2">
          <button type="submit" className={primaryButton}>
            Filter
          </button>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              setDraft(EMPTY);
              setFilters(EMPTY);
              setRecentSince('');
              setPage(1);
            }}
          >
            Clear
          </button>
        </div>
      </form>
      {recentSince && !filters.since && (
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">
          Showing the last 24 hours (from the overview) until you pick a From day or clear the
          filters.
        </p>
      )}
      {draft.since && draft.until && draft.since > draft.until && (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-300">
          The start date is after the end date: nothing can match.
        </p>
      )}

      <div className="mt-4 flex items-center justify-between gap-2">
        <p className="text-sm text-stone-600 dark:text-stone-300" aria-live="polite">
          {events.data ? `${events.data.total.toLocaleString()} event(s), newest first` : ''}
        </p>
        <CsvExportButton
          name="security-events"
          header={SECURITY_CSV_HEADER}
          load={exportRows}
          disabled={!events.data?.total}
          cappedNotice={{
            title: 'Exported the newest 1000 events',
            description: 'Narrow the filters to export older ones.',
          }}
        />
      </div>
      <AdminState
        loading={events.loading}
        error={events.error}
        hasData={events.data !== null}
        onRetry={events.reload}
      >
        {events.data && events.data.events.length === 0 ? (
          <p className="mt-3 rounded-lg border border-dashed border-stone-300 p-6 text-center dark:border-stone-700">
            Nothing matches these filters.
          </p>
        ) : (
          <ul
            className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 dark:divide-stone-700 dark:border-stone-700"
            aria-label="Security events"
          >
            {events.data?.events.map((e) => {
              const high = e.severity === 'high' || e.severity === 'critical';
              return (
                <li key={e.id} className={high ? 'bg-red-50 dark:bg-red-950' : ''}>
                  <details className="group px-3 py-2">
                    <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
                      <span className="font-semibold">{e.event_type}</span>
                      <span
                        className={`rounded px-2 text-xs font-medium ${high ? 'bg-red-700 text-white' : 'bg-stone-200 text-stone-900 dark:bg-stone-700 dark:text-stone-50'}`}
                      >
                        {e.severity}
                      </span>
                      <span>{e.email ?? (e.user_id ? e.user_id : 'guest')}</span>
                      <time dateTime={e.created_at} className="text-stone-600 dark:text-stone-300">
                        {formatDate(e.created_at)}
                      </time>
                    </summary>
                    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-xs">
                      <dt className="font-medium">IP</dt>
                      <dd>{e.ip_address ?? '—'}</dd>
                      <dt className="font-medium">Browser</dt>
                      <dd className="break-all">{e.user_agent ?? '—'}</dd>
                      <dt className="font-medium">Details</dt>
                      <dd>
                        <pre className="overflow-x-auto whitespace-pre-wrap break-all">
                          {JSON.stringify(e.details, null, 2)}
                        </pre>
                      </dd>
                    </dl>
                  </details>
                </li>
              );
            })}
          </ul>
        )}
        {events.data && (
          <Pager
            page={events.data.page}
            perPage={PER_PAGE}
            total={events.data.total}
            onPage={setPage}
          />
        )}
      </AdminState>
    </AdminShell>
  );
}
