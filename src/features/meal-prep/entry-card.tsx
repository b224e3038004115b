import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Lock, LockOpen, MoreVertical } from 'lucide-react';
import { validateServings, type PlanEntry } from '@domain';
import { focusRing } from '@/components/button-styles';
import { MEAL_PREP_TEXTS as T } from './texts';

interface Props {
  entry: PlanEntry;
  removed: boolean;
  onServings: (servings: number) => void;
  onToggleLock: () => void;
  onReplace: () => void;
  onMove: () => void;
  onRemove: () => void;
  /** Today's entries: the nutrition tracker's one-tap "Log it" (given by the week view). */
  logIt?: ReactNode;
}

const menuItem =
  'block w-full rounded-md px-3 py-2 text-left text-sm text-stone-800 data-[focus]:bg-stone-100 dark:text-stone-100 dark:data-[focus]:bg-stone-800';

/** One planned entry: title (linked), the planner's reason, servings, lock and a menu. */
export function EntryCard({
  entry,
  removed,
  onServings,
  onToggleLock,
  onReplace,
  onMove,
  onRemove,
  logIt,
}: Props) {
  const id = useId();
  const [servings, setServings] = useState(String(entry.servings));
  const [error, setError] = useState<string | null>(null);
  const [lastServings, setLastServings] = useState(entry.servings);
  if (lastServings !== entry.servings) {
    setLastServings(entry.servings);
    setServings(String(entry.servings));
  }

  const commit = () => {
    const check = validateServings(servings);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    setError(null);
    if (check.value !== entry.servings) onServings(check.value);
  };

  const title = removed ? T.recipeRemoved : entry.title;
  const link =
    !removed && entry.kind === 'recipe'
      ? `/recipe/${encodeURIComponent(entry.title)}`
      : !removed && entry.kind === 'saved' && entry.ref
        ? `/saved-recipe/${entry.ref}`
        : !removed && entry.kind === 'drink'
          ? `/bar-recipe/${encodeURIComponent(entry.title)}`
          : null;

  return (
    <li
      className="rounded-lg border border-stone-200 bg-white p-2 text-sm shadow-sm dark:border-stone-700 dark:bg-stone-900"
      draggable
      onDragStart={(e) => {
        e.dataTransfer.setData('text/x-larder-entry', entry.id);
        e.dataTransfer.effectAllowed = 'move';
      }}
      data-testid="plan-entry"
      data-locked={entry.locked ? 'true' : 'false'}
    >
      <div className="flex items-start gap-1">
        <p className="min-w-0 flex-1 font-medium leading-snug text-stone-900 dark:text-stone-50">
          {link ? (
            <Link to={link} className={`rounded hover:underline ${focusRing}`}>
              {title}
            </Link>
          ) : (
            <span className={removed ? 'italic text-stone-600 dark:text-stone-400' : ''}>
              {title}
            </span>
          )}
        </p>
        <button
          type="button"
          className={`rounded p-1 text-stone-600 hover:bg-stone-100 dark:text-stone-300 dark:hover:bg-stone-800 ${focusRing}`}
          aria-pressed={entry.locked}
          aria-label={`${entry.locked ? T.unlock : T.lock} ${title}`}
          title={entry.locked ? T.unlock : T.lock}
          onClick={onToggleLock}
        >
          {entry.locked ? (
            <Lock aria-hidden="true" className="size-4" />
          ) : (
            <LockOpen aria-hidden="true" className="size-4" />
          )}
        </button>
        <Menu>
          <MenuButton
            className={`rounded p-1 text-stone-600 hover:bg-stone-100 dark:text-stone-300 dark:hover:bg-stone-800 ${focusRing}`}
            aria-label={`Actions for ${title}`}
          >
            <MoreVertical aria-hidden="true" className="size-4" />
          </MenuButton>
          <MenuItems
            anchor="bottom end"
            className="z-40 w-56 rounded-lg border border-stone-200 bg-white p-1 shadow-lg focus:outline-none dark:border-stone-700 dark:bg-stone-900"
          >
            {(entry.kind === 'recipe' || entry.kind === 'saved') && (
              <MenuItem>
                <button type="button" className={menuItem} onClick={onReplace}>
                  {T.replace}
                </button>
              </MenuItem>
            )}
            <MenuItem>
              <button type="button" className={menuItem} onClick={onMove}>
                {T.moveTo}
              </button>
            </MenuItem>
            <MenuItem>
              <button type="button" className={menuItem} onClick={onRemove}>
                {T.remove}
              </button>
            </MenuItem>
          </MenuItems>
        </Menu>
      </div>
      {entry.reason && (
        <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">{entry.reason}</p>
      )}
      {entry.kind !== 'note' && (
        <div className="mt-1">
          <label
            className="inline-flex items-center gap-2 text-xs text-stone-700 dark:text-stone-300"
            htmlFor={`${id}-s`}
          >
            {T.servings}
            <input
              id={`${id}-s`}
              className="w-14 rounded border border-stone-300 bg-white px-1 py-0.5 text-xs text-stone-900 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100"
              inputMode="numeric"
              value={servings}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-e` : undefined}
              onChange={(e) => setServings(e.target.value)}
              onBlur={commit}
              onKeyDown={(e) => {
                if (e.key === 'Enter') commit();
              }}
            />
          </label>
          {error && (
            <p
              id={`${id}-e`}
              role="alert"
              className="mt-1 text-xs font-medium text-red-700 dark:text-red-400"
            >
              {error}
            </p>
          )}
        </div>
      )}
      {logIt}
    </li>
  );
}
