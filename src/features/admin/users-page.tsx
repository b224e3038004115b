import { useId, useState, type FormEvent } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Search, X } from 'lucide-react';
import {
  dangerButton,
  ghostButton,
  primaryButton,
  secondaryButton,
  textInput,
} from '@/components/button-styles';
import { notify } from '@/components/notify';
import { adminApi, AdminError, type AdminUser, type Role } from './admin-api';
import { AdminShell, AdminState, formatDate, Pager } from './admin-shell';
import { useAdminData } from './use-admin-data';

const PER_PAGE = 25;
const BAN_OPTIONS: readonly [number, string][] = [
  [1, '1 hour'],
  [24, '24 hours'],
  [24 * 7, '7 days'],
  [24 * 30, '30 days'],
  [876000, 'Until unbanned'],
];

const failed = (error: unknown) =>
  notify.error('Error', {
    description: error instanceof Error ? error.message : 'Something went wrong. Please try again.',
  });

function Badge({
  children,
  tone = 'stone',
}: {
  children: string;
  tone?: 'stone' | 'red' | 'green' | 'amber';
}) {
  const tones = {
    stone: 'bg-stone-100 text-stone-800 dark:bg-stone-800 dark:text-stone-100',
    red: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
    green: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
    amber: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  };
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>
      {children}
    </span>
  );
}

/** /admin/users: find a user, then manage them in a dialog. */
export default function AdminUsersPage({ viewerId }: { viewerId: string | null }) {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<AdminUser | null>(null);
  const users = useAdminData(() => adminApi.listUsers(search, page, PER_PAGE), `${search}|${page}`);
  const searchId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim().slice(0, 200));
    setPage(1);
  };

  return (
    <AdminShell title="Admin: Users">
      <form role="search" onSubmit={submit} className="mb-4 flex gap-2">
        <label htmlFor={searchId} className="sr-only">
          Search users by email or id
        </label>
        <input
          id={searchId}
          type="search"
          className={textInput}
          placeholder="Search by email or id"
          value={draft}
          maxLength={200}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className={primaryButton}>
          <Search aria-hidden="true" className="size-4" />
          Search
        </button>
      </form>
      <AdminState
        loading={users.loading}
        error={users.error}
        hasData={users.data !== null}
        onRetry={users.reload}
      >
        {users.data && (
          <>
            <p className="mb-2 text-sm text-stone-600 dark:text-stone-300" aria-live="polite">
              {users.data.total === 1 ? '1 user' : `${users.data.total.toLocaleString()} users`}
              {search && ` matching “${search}”`}
            </p>
            {users.data.users.length === 0 ? (
              <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-stone-600 dark:border-stone-700 dark:text-stone-300">
                No users match this search.
              </p>
            ) : (
              <div
                tabIndex={0}
                role="region"
                aria-label="Users"
                className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-green-600 rounded-lg border border-stone-200 dark:border-stone-700"
              >
                <table className="w-full min-w-[56rem] text-left text-sm">
                  <thead className="bg-stone-50 dark:bg-stone-800">
                    <tr>
                      {[
                        'Email',
                        'Created',
                        'Last sign-in',
                        'Confirmed',
                        'Providers',
                        'MFA',
                        'Role',
                        'Status',
                        '',
                      ].map((h) => (
                        <th key={h} scope="col" className="px-3 py-2 font-semibold">
                          {h || <span className="sr-only">Actions</span>}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {users.data.users.map((user) => (
                      <tr key={user.id} className="border-t border-stone-200 dark:border-stone-700">
                        <td className="max-w-64 truncate px-3 py-2 font-medium">
                          {user.email ?? '—'}
                        </td>
                        <td className="px-3 py-2">{formatDate(user.created_at)}</td>
                        <td className="px-3 py-2">{formatDate(user.last_sign_in_at)}</td>
                        <td className="px-3 py-2">{user.confirmed ? 'Yes' : 'No'}</td>
                        <td className="px-3 py-2">{user.providers.join(', ') || '—'}</td>
                        <td className="px-3 py-2">
                          {user.mfa_factors > 0 ? `${user.mfa_factors} factor(s)` : 'Off'}
                        </td>
                        <td className="px-3 py-2">
                          <Badge
                            tone={
                              user.role === 'admin'
                                ? 'green'
                                : user.role === 'moderator'
                                  ? 'amber'
                                  : 'stone'
                            }
                          >
                            {user.role}
                          </Badge>
                        </td>
                        <td className="px-3 py-2">
                          {user.banned_until ? (
                            <Badge tone="red">Banned</Badge>
                          ) : (
                            <Badge>Active</Badge>
                          )}
                        </td>
                        <td className="px-3 py-2">
                          <button
                            type="button"
                            className={secondaryButton}
                            aria-label={`Manage ${user.email ?? user.id}`}
                            onClick={() => setSelected(user)}
                          >
                            Manage
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pager
              page={users.data.page}
              perPage={PER_PAGE}
              total={users.data.total}
              onPage={setPage}
            />
          </>
        )}
      </AdminState>
      {selected && (
        <ManageUserDialog
          user={selected}
          self={selected.id === viewerId}
          onClose={() => setSelected(null)}
          onChanged={(next) => {
            users.reload();
            if (next) setSelected(next);
            else setSelected(null);
          }}
        />
      )}
    </AdminShell>
  );
}

function ManageUserDialog({
  user,
  self,
  onClose,
  onChanged,
}: {
  user: AdminUser;
  self: boolean;
  onClose: () => void;
  onChanged: (next: AdminUser | null) => void;
}) {
  const [role, setRole] = useState<Role>(user.role);
  const [banHours, setBanHours] = useState(24);
  const [busy, setBusy] = useState(false);
  const [confirmSelf, setConfirmSelf] = useState(false);
  const [typed, setTyped] = useState('');
  const activity = useAdminData(() => adminApi.activity(user.id), user.id);
  const roleId = useId();
  const banId = useId();
  const deleteId = useId();
  const email = user.email ?? '';

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const saveRole = (confirmed = false) =>
    run(async () => {
      try {
        const result = await adminApi.setRole(user.id, role, confirmed);
        setConfirmSelf(false);
        notify.success('Role changed', {
          description: `${email} is now ${result.role === 'user' ? 'a user' : `a ${result.role}`}.`,
        });
        onChanged({ ...user, role: result.role });
      } catch (error) {
        if (error instanceof AdminError && error.hint === 'confirm_self_demotion') {
          setConfirmSelf(true);
          return;
        }
        throw error;
      }
    });

  return (
    <Dialog open onClose={busy ? () => undefined : onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <DialogPanel className="mx-auto w-full max-w-2xl rounded-xl bg-white p-6 shadow-xl dark:bg-stone-900">
          <div className="flex items-start justify-between gap-4">
            <DialogTitle className="text-lg font-semibold break-all text-stone-900 dark:text-stone-50">
              {email || user.id}
            </DialogTitle>
            <button type="button" className={ghostButton} onClick={onClose} aria-label="Close">
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">
            Joined {formatDate(user.created_at)} ·{' '}
            {user.banned_until ? `banned until ${formatDate(user.banned_until)}` : 'active'}
          </p>

          <section className="mt-6" aria-labelledby={`${roleId}-h`}>
            <h3 id={`${roleId}-h`} className="font-semibold">
              Role
            </h3>
            <div className="mt-2 flex flex-wrap items-end gap-2">
              <div>
                <label htmlFor={roleId} className="mb-1 block text-sm">
                  New role
                </label>
                <select
                  id={roleId}
                  className={textInput}
                  value={role}
                  onChange={(e) => setRole(e.target.value as Role)}
                >
                  <option value="user">User</option>
                  <option value="moderator">Moderator</option>
                  <option value="admin">Admin</option>
                </select>
              </div>
              <button
                type="button"
                className={primaryButton}
                disabled={busy || role === user.role}
                onClick={() => void saveRole()}
              >
                Change role
              </button>
            </div>
            {confirmSelf && (
              <div
                role="alert"
                className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
              >
                <p>
                  You are about to remove your own admin rights. You will lose access to the admin
                  area.
                </p>
                <div className="mt-2 flex gap-2">
                  <button
                    type="button"
                    className={dangerButton}
                    disabled={busy}
                    onClick={() => void saveRole(true)}
                  >
                    Remove my admin rights
                  </button>
                  <button
                    type="button"
                    className={secondaryButton}
                    onClick={() => setConfirmSelf(false)}
                  >
                    Cancel
                  </button>
                </div>
              </div>
            )}
          </section>

          <section className="mt-6" aria-labelledby={`${banId}-h`}>
            <h3 id={`${banId}-h`} className="font-semibold">
              Access
            </h3>
            <div className="mt-2 flex flex-wrap items-end gap-2">
              {user.banned_until ? (
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={busy}
                  onClick={() =>
                    void run(async () => {
                      await adminApi.unban(user.id);
                      notify.success('User unbanned', {
                        description: `${email} can sign in again.`,
                      });
                      onChanged({ ...user, banned_until: null });
                    })
                  }
                >
                  Unban
                </button>
              ) : (
                <>
                  <div>
                    <label htmlFor={banId} className="mb-1 block text-sm">
                      Ban for
                    </label>
                    <select
                      id={banId}
                      className={textInput}
                      value={banHours}
                      onChange={(e) => setBanHours(Number(e.target.value))}
                    >
                      {BAN_OPTIONS.map(([hours, label]) => (
                        <option key={hours} value={hours}>
                          {label}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button
                    type="button"
                    className={dangerButton}
                    disabled={busy || self}
                    onClick={() =>
                      void run(async () => {
                        const result = await adminApi.ban(user.id, banHours);
                        notify.success('User banned', {
                          description: `${email} is signed out everywhere and cannot sign in.`,
                        });
                        onChanged({ ...user, banned_until: result.banned_until });
                      })
                    }
                  >
                    Ban
                  </button>
                </>
              )}
              <button
                type="button"
                className={secondaryButton}
                disabled={busy || !email}
                onClick={() =>
                  void run(async () => {
                    await adminApi.userAction({
                      action: 'reset_password',
                      user_id: user.id,
                      redirect_to: `${window.location.origin}/`,
                    });
                    notify.success('Reset mail sent', {
                      description: `${email} will get a link to choose a new password.`,
                    });
                  })
                }
              >
                Send password reset
              </button>
              {user.mfa_factors > 0 && (
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={busy}
                  onClick={() =>
                    void run(async () => {
                      const result = await adminApi.removeMfa(user.id);
                      notify.success('MFA removed', {
                        description: `${result.factors_removed} factor(s) removed.`,
                      });
                      onChanged({ ...user, mfa_factors: 0 });
                    })
                  }
                >
                  Remove MFA factors
                </button>
              )}
            </div>
          </section>

          <section className="mt-6" aria-labelledby={`${deleteId}-h`}>
            <h3 id={`${deleteId}-h`} className="font-semibold text-red-800 dark:text-red-300">
              Delete user
            </h3>
            {self ? (
              <p className="mt-2 text-sm">Delete your own account from your profile page.</p>
            ) : (
              <form
                className="mt-2 flex flex-wrap items-end gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  void run(async () => {
                    await adminApi.userAction({
                      action: 'delete',
                      user_id: user.id,
                      confirm_email: typed,
                    });
                    notify.success('User deleted', {
                      description: `${email} and everything they saved are gone.`,
                    });
                    onChanged(null);
                  });
                }}
              >
                <div className="min-w-0 flex-1">
                  <label htmlFor={deleteId} className="mb-1 block text-sm">
                    Type <strong className="break-all">{email}</strong> to confirm. Their data goes
                    too and cannot be restored.
                  </label>
                  <input
                    id={deleteId}
                    className={textInput}
                    value={typed}
                    autoComplete="off"
                    onChange={(e) => setTyped(e.target.value)}
                  />
                </div>
                <button
                  type="submit"
                  className={dangerButton}
                  disabled={busy || typed.trim().toLowerCase() !== email.toLowerCase()}
                >
                  Delete user
                </button>
              </form>
            )}
          </section>

          <section className="mt-6">
            <h3 className="font-semibold">Activity</h3>
            <AdminState
              loading={activity.loading}
              error={activity.error}
              hasData={activity.data !== null}
              onRetry={activity.reload}
            >
              {activity.data && activity.data.length === 0 && (
                <p className="mt-2 text-sm">No security events for this user.</p>
              )}
              <ul className="mt-2 max-h-64 divide-y divide-stone-200 overflow-y-auto text-sm dark:divide-stone-700">
                {activity.data?.map((event) => (
                  <li key={event.id} className="py-2">
                    <span className="font-medium">{event.event_type}</span>{' '}
                    <span className="text-stone-600 dark:text-stone-300">
                      {formatDate(event.created_at)} · {event.severity}
                      {typeof event.details.action === 'string' && ` · ${event.details.action}`}
                    </span>
                  </li>
                ))}
              </ul>
            </AdminState>
          </section>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
