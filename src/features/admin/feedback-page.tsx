import { useId, useState } from 'react';
import { secondaryButton, textInput } from '@/components/button-styles';
import { notify } from '@/components/notify';
import { adminApi, type FeedbackItem } from './admin-api';
import { AdminShell, AdminState, formatDate, Pager } from './admin-shell';
import { CsvExportButton, FilterField } from './admin-filters';
import { useAdminData } from './use-admin-data';

const PER_PAGE = 50;
const FEEDBACK_CSV_HEADER = [
  'created_at',
  'status',
  'rating',
  'category',
  'page',
  'email',
  'message',
  'admin_note',
];
const STATUS_LABEL = { new: 'New', read: 'Read', resolved: 'Resolved' } as const;

/** /admin/feedback: what people told us, to read, mark and annotate (admins) or read (moderators). */
export default function AdminFeedbackPage({ readOnly = false }: { readOnly?: boolean }) {
  const isAdmin = !readOnly;
  const [status, setStatus] = useState('');
  const [rating, setRating] = useState('');
  const [page, setPage] = useState(1);
  const ratingValue = rating === '' ? null : Number(rating);
  const list = useAdminData(
    () => adminApi.feedback(status, ratingValue, page, PER_PAGE),
    `${status}|${rating}|${page}`,
  );
  const id = useId();

  const exportRows = async () => {
    const all = await adminApi.feedback(status, ratingValue, 1, 1000);
    return {
      total: all.total,
      rows: all.items.map((f) => [
        f.created_at,
        f.status,
        f.rating,
        f.category,
        f.page,
        f.email,
        f.message,
        f.admin_note,
      ]),
    };
  };

  return (
    <AdminShell title="Admin: Feedback" readOnly={readOnly}>
      <div className="flex flex-wrap items-end gap-3">
        <FilterField id={`${id}-status`} label="Status">
          <select
            id={`${id}-status`}
            className={textInput}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
          >
            <option value="">All</option>
            <option value="open">Open (new or read)</option>
            <option value="new">New</option>
            <option value="read">Read</option>
            <option value="resolved">Resolved</option>
          </select>
        </FilterField>
        <FilterField id={`${id}-rating`} label="Rating">
          <select
            id={`${id}-rating`}
            className={textInput}
            value={rating}
            onChange={(e) => {
              setRating(e.target.value);
              setPage(1);
            }}
          >
            <option value="">Any rating</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {n} out of 5
              </option>
            ))}
          </select>
        </FilterField>
        <CsvExportButton
          name="feedback"
          header={FEEDBACK_CSV_HEADER}
          load={exportRows}
          disabled={!list.data?.total}
          className="ml-auto"
        />
      </div>
      <AdminState
        loading={list.loading}
        error={list.error}
        hasData={list.data !== null}
        onRetry={list.reload}
      >
        {list.data && list.data.items.length === 0 ? (
          <p className="mt-4 rounded-lg border border-dashed border-stone-300 p-6 text-center dark:border-stone-700">
            No feedback matches these filters.
          </p>
        ) : (
          <ul className="mt-4 space-y-3" aria-label="Feedback">
            {list.data?.items.map((item) => (
              <FeedbackCard key={item.id} item={item} canEdit={isAdmin} onChanged={list.reload} />
            ))}
          </ul>
        )}
        {list.data && (
          <Pager
            page={list.data.page}
            perPage={PER_PAGE}
            total={list.data.total}
            onPage={setPage}
          />
        )}
      </AdminState>
    </AdminShell>
  );
}

function FeedbackCard({
  item,
  canEdit,
  onChanged,
}: {
  item: FeedbackItem;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const [note, setNote] = useState(item.admin_note ?? '');
  const [busy, setBusy] = useState(false);
  const noteId = useId();

  const update = async (status: string | null, newNote: string | null, done: string) => {
    setBusy(true);
    try {
      await adminApi.updateFeedback(item.id, status, newNote);
      notify.success(done);
      onChanged();
    } catch (error) {
      notify.error('Error', {
        description: error instanceof Error ? error.message : 'Could not save',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li
      className="rounded-lg border border-stone-200 p-4 dark:border-stone-700"
      aria-label={`Feedback from ${formatDate(item.created_at)}`}
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <span className="rounded bg-stone-200 px-2 text-xs font-medium text-stone-900 dark:bg-stone-700 dark:text-stone-50">
          {STATUS_LABEL[item.status]}
        </span>
        <span>{item.rating ? `${item.rating} out of 5` : 'No rating'}</span>
        <span className="text-stone-600 dark:text-stone-300">
          {formatDate(item.created_at)} · {item.email ?? 'guest'} · {item.category}
        </span>
      </div>
      <p className="mt-2 whitespace-pre-wrap break-words">{item.message}</p>
      {canEdit ? (
        <div className="mt-3 space-y-2">
          <label htmlFor={noteId} className="block text-sm font-medium">
            Note for other admins
          </label>
          <textarea
            id={noteId}
            rows={2}
            maxLength={2000}
            className={textInput}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={secondaryButton}
              disabled={busy || note.trim() === (item.admin_note ?? '')}
              onClick={() => void update(null, note, 'Note saved')}
            >
              Save note
            </button>
            {item.status === 'new' && (
              <button
                type="button"
                className={secondaryButton}
                disabled={busy}
                onClick={() => void update('read', null, 'Marked as read')}
              >
                Mark read
              </button>
            )}
            {item.status !== 'resolved' ? (
              <button
                type="button"
                className={secondaryButton}
                disabled={busy}
                onClick={() => void update('resolved', null, 'Marked as resolved')}
              >
                Mark resolved
              </button>
            ) : (
              <button
                type="button"
                className={secondaryButton}
                disabled={busy}
                onClick={() => void update('read', null, 'Reopened')}
              >
                Reopen
              </button>
            )}
          </div>
        </div>
      ) : (
        item.admin_note && (
          <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">
            Admin note: {item.admin_note}
          </p>
        )
      )}
    </li>
  );
}
