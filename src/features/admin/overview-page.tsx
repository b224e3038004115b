import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { focusRing } from '@/components/button-styles';
import { adminApi } from './admin-api';
import { AdminShell, AdminState, formatDate } from './admin-shell';
import { useServerStatus } from './server-status';
import { useAdminData } from './use-admin-data';

const number = (n: number) => n.toLocaleString();

function Card({
  to,
  label,
  value,
  detail,
  alert = false,
}: {
  to: string;
  label: string;
  value: ReactNode;
  detail?: string;
  alert?: boolean;
}) {
  return (
    <li>
      <Link
        to={to}
        className={`block h-full rounded-xl border p-4 shadow-sm hover:border-green-600 ${focusRing} ${
          alert
            ? 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950'
            : 'border-stone-200 bg-white dark:border-stone-700 dark:bg-stone-900'
        }`}
      >
        <span className="block text-sm text-stone-600 dark:text-stone-300">{label}</span>
        <span className="mt-1 block text-3xl font-bold text-stone-900 dark:text-stone-50">
          {value}
        </span>
        {detail && (
          <span className="mt-1 block text-sm text-stone-600 dark:text-stone-300">{detail}</span>
        )}
      </Link>
    </li>
  );
}

/** /admin: the figures that matter today, each leading to its page. */
export default function AdminOverviewPage() {
  const overview = useAdminData(() => adminApi.overview(), 'overview');
  const status = useServerStatus();
  const o = overview.data;
  return (
    <AdminShell title="Admin Panel">
      <AdminState
        loading={overview.loading}
        error={overview.error}
        hasData={o !== null}
        onRetry={overview.reload}
      >
        {o && (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Card
              to="/admin/users"
              label="Users"
              value={number(o.users_total)}
              detail={`${number(o.users_new_week)} new this week`}
            />
            <Card
              to="/admin/analytics"
              label="Active users (7 days)"
              value={number(o.active_7_days)}
            />
            <Card
              to="/admin/analytics"
              label="Let's Cook searches today"
              value={number(o.searches_today)}
            />
            <Card to="/admin/feedback" label="Open feedback" value={number(o.open_feedback)} />
            <Card
              to="/admin/security?severity=high_critical&within=24h"
              label="High-severity security events (24 h)"
              value={number(o.high_severity_24h)}
              alert={o.high_severity_24h > 0}
            />
            <Card
              to="/admin/performance"
              label="Server health"
              value="Database reachable"
              detail={[
                `Checked ${formatDate(o.checked_at)}`,
                status.data
                  ? `Mail: ${status.data.mail_mode}`
                  : status.unavailable
                    ? 'Mail mode: not reported by this server'
                    : null,
                status.data?.key_index ? `Recipe key index: ${status.data.key_index}` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ul>
        )}
      </AdminState>
    </AdminShell>
  );
}
