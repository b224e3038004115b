import { useId } from 'react';
import { Search } from 'lucide-react';
import { textInput } from '@/components/button-styles';
import type { CollectionQuery, SavedSort } from './collection-view';
import { SAVED_TEXTS as T } from './texts';

interface CollectionToolbarProps {
  query: CollectionQuery;
  tags: readonly string[];
  onChange: (query: CollectionQuery) => void;
}

const SORT_LABELS: Record<SavedSort, string> = {
  newest: T.sortNewest,
  title: T.sortTitle,
  time: T.sortTime,
};

const selectClass = `${textInput} w-auto min-w-36`;
const labelClass = 'text-sm font-semibold text-stone-700 dark:text-stone-300';

/** Search, sort and tag filter of the collection. */
export function CollectionToolbar({ query, tags, onChange }: CollectionToolbarProps) {
  const id = useId();
  return (
    <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end" role="search">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={`${id}-search`} className={labelClass}>
          {T.searchLabel}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-2.5 top-2.5 size-4 text-stone-500"
          />
          <input
            id={`${id}-search`}
            type="search"
            value={query.search}
            maxLength={200}
            placeholder={T.searchPlaceholder}
            onChange={(e) => onChange({ ...query, search: e.target.value })}
            className={`${textInput} pl-8`}
          />
        </div>
      </div>
      <div className="flex gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-sort`} className={labelClass}>
            {T.sortLabel}
          </label>
          <select
            id={`${id}-sort`}
            value={query.sort}
            onChange={(e) => onChange({ ...query, sort: e.target.value as SavedSort })}
            className={selectClass}
          >
            {(Object.keys(SORT_LABELS) as SavedSort[]).map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-tag`} className={labelClass}>
            {T.tagLabel}
          </label>
          <select
            id={`${id}-tag`}
            value={query.tag ?? ''}
            onChange={(e) =>
              onChange({ ...query, tag: e.target.value === '' ? null : e.target.value })
            }
            className={selectClass}
            disabled={tags.length === 0}
          >
            <option value="">{T.allTags}</option>
            {tags.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
