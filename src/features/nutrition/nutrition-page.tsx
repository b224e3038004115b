import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useAtomValue } from 'jotai';
import { ChevronLeft, ChevronRight, Copy, Target } from 'lucide-react';
import {
  MEAL_LABELS,
  MEAL_SLOTS,
  addDays,
  clampDiaryDate,
  copyEntries,
  diaryDateRange,
  entriesOfDay,
  isDiaryDate,
  localDay,
  type DiaryEntry,
  type EntryDraft,
  type MealSlot,
  type NutrientKey,
} from '@domain';
import { ghostButton, primaryButton, secondaryButton, textInput } from '@/components/button-styles';
import { notify } from '@/components/notify';
import { PlanTodaySlot } from '@/components/plan-today-slot';
import type { SyncOwner } from '@/lib/sync-engine';
import { Spinner } from '@/components/spinner';
import { DaySummary } from './day-summary';
import { ExportPanel } from './export-panel';
import { MealSection } from './meal-section';
import { Modal, fieldError, fieldLabel } from './modal';
import {
  UNDO_MS,
  goalsAtom,
  newEntryId,
  useDiary,
  useDiaryActions,
  useNutritionSync,
} from './nutrition-store';
import { TrendsPanel } from './trends-panel';
import { NUTRITION_TEXTS as T } from './texts';

const AddEntryDialog = lazy(() => import('./add-entry-dialog'));
const EditEntryDialog = lazy(() => import('./edit-entry-dialog'));
const GoalsDialog = lazy(() => import('./goals-dialog'));

const longDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayTitle = (day: string) => longDay.format(new Date(`${day}T12:00:00Z`));

function DayNav({ day, today, onDay }: { day: string; today: string; onDay: (d: string) => void }) {
  const { min, max } = diaryDateRange(today);
  return (
    <nav aria-label={T.pickDay} className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={`${ghostButton} px-2`}
        aria-label={T.previousDay}
        disabled={day <= min}
        onClick={() => onDay(addDays(day, -1))}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <label className="sr-only" htmlFor="diary-day">
        {T.pickDay}
      </label>
      <input
        id="diary-day"
        type="date"
        className={`${textInput} w-auto`}
        min={min}
        max={max}
        value={day}
        onChange={(e) => {
          if (isDiaryDate(e.target.value)) onDay(clampDiaryDate(e.target.value, today));
        }}
      />
      <button
        type="button"
        className={`${ghostButton} px-2`}
        aria-label={T.nextDay}
        disabled={day >= max}
        onClick={() => onDay(addDays(day, 1))}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        className={secondaryButton}
        disabled={day === today}
        onClick={() => onDay(today)}
      >
        {T.today}
      </button>
    </nav>
  );
}

interface CopyRequest {
  entries: readonly DiaryEntry[];
  label: string;
}

function CopyDialog({
  request,
  day,
  today,
  onCopy,
  onClose,
}: {
  request: CopyRequest | null;
  day: string;
  today: string;
  onCopy: (entries: readonly DiaryEntry[], to: string) => void;
  onClose: () => void;
}) {
  const { min, max } = diaryDateRange(today);
  const [to, setTo] = useState(() => addDays(day, 1));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDiaryDate(to) || to < min || to > max)
      return setError(`Pick a day between ${min} and ${max}.`);
    if (request) onCopy(request.entries, to);
    onClose();
  };
  return (
    <Modal open={request !== null} title={request?.label ?? ''} onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-3">
        <div>
          <label className={fieldLabel} htmlFor="copy-to">
            {T.copyTo}
          </label>
          <input
            id="copy-to"
            type="date"
            className={`${textInput} mt-1`}
            min={min}
            max={max}
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
        {error && (
          <p role="alert" className={fieldError}>
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className={secondaryButton} onClick={onClose}>
            {T.cancel}
          </button>
          <button type="submit" className={primaryButton}>
            {T.copyTo}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** /nutrition: the food diary of one day, its totals against the goals, trends and export. */
export default function NutritionPage({ owner }: { owner: SyncOwner }) {
  useNutritionSync(owner);
  const { diary, status } = useDiary();
  const goals = useAtomValue(goalsAtom);
  const actions = useDiaryActions();
  const [params, setParams] = useSearchParams();
  const today = localDay(new Date());
  const day = clampDiaryDate(params.get('day') ?? today, today);
  const { min, max } = diaryDateRange(today);
  const [adding, setAdding] = useState<EntryDraft | null>(null);
  const [editing, setEditing] = useState<DiaryEntry | null>(null);
  const [copying, setCopying] = useState<CopyRequest | null>(null);
  const [goalsOpen, setGoalsOpen] = useState(false);
  const [trendNutrient, setTrendNutrient] = useState<NutrientKey>('kcal');
  const dayEntries = useMemo(() => entriesOfDay(diary.entries, day), [diary.entries, day]);

  const setDay = (next: string) =>
    setParams(next === today ? {} : { day: next }, { replace: false });

  const add = (entry: DiaryEntry) => {
    actions.add([entry]);
    setAdding(null);
    notify.success(T.logged(entry.name, MEAL_LABELS[entry.meal]));
  };

  const remove = (entry: DiaryEntry) => {
    actions.remove(entry.id);
    void import('sonner').then(({ toast }) => {
      toast.dismiss();
      toast.success(T.deleted(entry.name), {
        duration: UNDO_MS,
        action: {
          label: T.undo,
          onClick: () => {
            actions.add([entry]);
            notify.success(T.restored(entry.name));
          },
        },
      });
    });
  };

  const copy = (entries: readonly DiaryEntry[], to: string) => {
    if (entries.length === 0) return notify.info(T.copyNothing);
    actions.add(copyEntries(entries, to, newEntryId, new Date().toISOString()));
    notify.success(T.copyDone(entries.length, to));
  };

  const showTrend = (key: NutrientKey) => {
    setTrendNutrient(key);
    document.getElementById('trends')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-3 pb-16 pt-4 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-stone-900 dark:text-stone-50">{T.title}</h1>
          <p className="text-sm text-stone-600 dark:text-stone-400">{T.intro}</p>
        </div>
        <button type="button" className={secondaryButton} onClick={() => setGoalsOpen(true)}>
          <Target aria-hidden="true" className="size-4" />
          {T.editGoals}
        </button>
      </div>
      <div className="mt-4 space-y-1">
        <DayNav day={day} today={today} onDay={setDay} />
        <p
          className="text-base font-semibold text-stone-800 dark:text-stone-200"
          aria-live="polite"
          data-day-title=""
        >
          {dayTitle(day)}
        </p>
      </div>
      {status === 'loading' ? (
        <p className="mt-6 flex items-center gap-2 text-stone-600 dark:text-stone-400">
          <Spinner /> {T.loading}
        </p>
      ) : (
        <div className="mt-4 space-y-4">
          <DaySummary entries={dayEntries} goals={goals} onNutrient={showTrend} />
          {day === today && <PlanTodaySlot />}
          {dayEntries.length === 0 && (
            <p className="text-sm text-stone-600 dark:text-stone-400">{T.emptyDay}</p>
          )}
          {MEAL_SLOTS.map((meal: MealSlot) => {
            const entries = dayEntries.filter((e) => e.meal === meal);
            return (
              <MealSection
                key={meal}
                meal={meal}
                entries={entries}
                onAdd={() => setAdding({ date: day, meal })}
                onEdit={setEditing}
                onDelete={remove}
                onCopy={() => setCopying({ entries, label: T.copyMeal(MEAL_LABELS[meal]) })}
              />
            );
          })}
          {dayEntries.length > 0 && (
            <button
              type="button"
              className={secondaryButton}
              onClick={() => setCopying({ entries: dayEntries, label: T.copyDay })}
            >
              <Copy aria-hidden="true" className="size-4" />
              {T.copyDay}
            </button>
          )}
          <TrendsPanel
            entries={diary.entries}
            goals={goals}
            end={day}
            nutrient={trendNutrient}
            onNutrient={setTrendNutrient}
          />
          <ExportPanel entries={diary.entries} goals={goals} day={day} min={min} max={max} />
        </div>
      )}
      <Suspense fallback={null}>
        {adding && (
          <AddEntryDialog
            draft={adding}
            history={diary.entries}
            owner={owner}
            onAdd={add}
            onClose={() => setAdding(null)}
          />
        )}
        {editing && (
          <EditEntryDialog
            entry={editing}
            onSave={(e) => {
              actions.update(e);
              notify.success(T.updated(e.name));
            }}
            onClose={() => setEditing(null)}
          />
        )}
        {goalsOpen && (
          <GoalsDialog
            open
            goals={goals}
            onSave={(g) => {
              actions.setGoals(g);
              notify.success(T.goalsSaved);
            }}
            onClose={() => setGoalsOpen(false)}
          />
        )}
      </Suspense>
      {copying && (
        <CopyDialog
          request={copying}
          day={day}
          today={today}
          onCopy={copy}
          onClose={() => setCopying(null)}
        />
      )}
    </div>
  );
}
