import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Info } from 'lucide-react';
import { focusRing, secondaryButton } from '@/components/button-styles';
import { Spinner } from '@/components/spinner';
import { ADMIN_TEXTS as T } from './texts';

const LINKS: readonly [string, string, boolean][] = [
  ['/admin', T.sections.overview, false],
  ['/admin/users', T.sections.users, false],
  ['/admin/security', T.sections.security, true],
  ['/admin/performance', T.sections.performance, false],
  ['/admin/analytics', T.sections.analytics, false],
  ['/admin/settings', T.sections.settings, false],
  ['/admin/feedback', T.sections.feedback, true],
];

/** Every admin page: the section links, the page's h1 (its document title) and, for moderators, a note. */
export function AdminShell({
  title,
  readOnly = false,
  children,
}: {
  title: string;
  /** A moderator's view: only the pages they may read, with a note that they cannot change anything. */
  readOnly?: boolean;
  children: ReactNode;
}) {
  const isAdmin = !readOnly;
  const links = LINKS.filter(([, , forModerators]) => isAdmin || forModerators);
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
      <nav aria-label={T.nav} className="-mx-4 mb-6 overflow-x-auto px-4">
        <ul className="flex gap-1 whitespace-nowrap">
          {links.map(([to, label]) => (
            <li key={to}>
              <NavLink
                to={to}
                end
                className={({ isActive }) =>
                  `inline-block rounded-lg px-3 py-2 text-sm font-medium ${focusRing} ${
                    isActive
                      ? 'bg-green-700 text-white'
                      : 'text-stone-700 hover:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800'
                  }`
                }
              >
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 dark:text-stone-50">
        {title}
      </h1>
      {!isAdmin && (
        <p className="mt-3 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {T.moderatorNote}
        </p>
      )}
      <div className="mt-6">{children}</div>
    </main>
  );
}

/** Loading, error (with a retry) or the content. */
export function AdminState({
  loading,
  error,
  hasData,
  onRetry,
  children,
}: {
  loading: boolean;
  error: string | null;
  hasData: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (error) {
    return (
      <div
        role="alert"
        className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      >
        <p className="font-semibold">{T.loadFailed}</p>
        <p className="mt-1 text-sm">{error}</p>
        <button type="button" className={`${secondaryButton} mt-3`} onClick={onRetry}>
          {T.retry}
        </button>
      </div>
    );
  }
  if (loading && !hasData) return <Spinner label={T.loading} />;
  return <div aria-busy={loading}>{children}</div>;
}

/** Previous / next for a paged list. */
export function Pager({
  page,
  perPage,
  total,
  onPage,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <div className="mt-4 flex items-center justify-between gap-2 text-sm">
      <button
        type="button"
        className={secondaryButton}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {T.previous}
      </button>
      <span aria-live="polite">{T.pageOf(page, pages)}</span>
      <button
        type="button"
        className={secondaryButton}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {T.next}
      </button>
    </div>
  );
}

export const formatDate = (iso: string | null | undefined): string =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
