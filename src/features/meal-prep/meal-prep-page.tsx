import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { CalendarDays, ChevronLeft, ChevronRight, Dices, Sparkles } from 'lucide-react';
import {
  isIsoDate,
  localIsoDate,
  mondayOf,
  addDays,
  plannableLibrary,
  planWeek,
  readKitchen,
  relaxMessage,
  replaceEntry,
  shortDayLabel,
  SLOT_LABELS,
  weekDays,
  type PlanEntry,
  type PlanSlot,
} from '@domain';
import { notify } from '@/components/notify';
import { focusRing, ghostButton, primaryButton, secondaryButton } from '@/components/button-styles';
import { Spinner } from '@/components/spinner';
import { useAtom } from 'jotai';
import { AddEntryDialog, type NewEntry } from './add-entry-dialog';
import { MoveDialog } from './move-dialog';
import { PlanWeekDialog, type DialogChoices } from './plan-week-dialog';
import { lastChoicesAtom } from './plan-state';
import { resolveEntry, type PlanGoals } from './plan-recipes';
import { ShoppingSync } from './shopping-sync-host';
import { useSavedCollection, useSavedPlanRecipes } from './use-saved-recipes';
import { newEntryId, useMealPlan } from './use-meal-plan';
import { WeekView } from './week-view';
import { MEAL_PREP_TEXTS as T } from './texts';

const ShoppingListView = lazy(() => import('./shopping-list-view'));
const PrepDayView = lazy(() => import('./prep-day-view'));

const TABS = ['plan', 'shopping', 'prep'] as const;
const DEFAULT_CHOICES: Omit<DialogChoices, 'days'> = {
  slots: ['breakfast', 'lunch', 'dinner'],
  household: 2,
  diet: [],
  maxWeekdayMinutes: 45,
  preferCuisines: [],
  avoidCuisines: [],
  leftovers: false,
  kcalTarget: null,
};

/** A new seed for each plan or re-roll (the same seed would give the same plan). */
function freshSeed(): number {
  return Date.now() % 2_147_483_647;
}

function weekLabel(days: readonly string[]): string {
  return `${shortDayLabel(days[0] ?? '')} – ${shortDayLabel(days[6] ?? '')}`;
}

export interface MealPrepPageProps {
  userId: string | null;
  authLoading: boolean;
  /** The kitchen's items as the user wrote them. */
  kitchenItems: readonly string[];
  /** Adds bought items through the kitchen's own action (so they count for Let's Cook at once). */
  addToKitchen: (names: readonly string[]) => boolean;
  /** The nutrition tracker's daily goals (null until known or when they cannot be read). */
  goals: PlanGoals | null;
}

/** /meal-prep: the week plan, its shopping list and the prep day. */
export default function MealPrepPage({
  userId,
  authLoading,
  kitchenItems,
  addToKitchen,
  goals,
}: MealPrepPageProps) {
  const [params, setParams] = useSearchParams();
  const today = localIsoDate(new Date());
  const weekParam = params.get('week');
  const monday = mondayOf(isIsoDate(weekParam) ? weekParam : today);
  const days = weekDays(monday);
  const tab = Math.max(0, TABS.indexOf((params.get('view') ?? 'plan') as (typeof TABS)[number]));
  const kitchenKeys = useMemo(() => readKitchen([...kitchenItems]).keys, [kitchenItems]);
  const { plan, status, setEntries, add, patch, remove, restore, move } = useMealPlan();
  const [lastChoices, setLastChoices] = useAtom(lastChoicesAtom);
  const [planOpen, setPlanOpen] = useState(false);
  const [adding, setAdding] = useState<{ date: string; slot: PlanSlot } | null>(null);
  const [moving, setMoving] = useState<PlanEntry | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const sunday = addDays(monday, 6);
  const inWeek = (e: PlanEntry) => e.date >= monday && e.date <= sunday;
  const weekEntries = plan.entries.filter(inWeek);
  const savedIds = weekEntries.flatMap((e) => (e.kind === 'saved' && e.ref ? [e.ref] : []));
  const { recipes: saved, loaded: savedLoaded } = useSavedPlanRecipes(userId, savedIds);
  const resolve = useCallback((entry: PlanEntry) => resolveEntry(entry, saved), [saved]);
  const savedCollection = useSavedCollection(userId);
  // The user's saved recipes join the library as candidates (they carry no diet tags, so a
  // diet choice never picks one whose ingredients we could not all read).
  const candidates = () => [...plannableLibrary(), ...savedCollection];
  const otherEntries = plan.entries.filter((e) => !inWeek(e));

  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: name === 'view' });
  };

  const runPlan = (choices: DialogChoices, seed: number) => {
    const result = planWeek({
      recipes: candidates(),
      kitchen: kitchenKeys,
      choices: { ...choices, seed },
      existing: weekEntries,
      makeId: () => newEntryId(),
    });
    setEntries([...otherEntries, ...result.entries]);
    const relax = relaxMessage(result.unfilled);
    setProblem(relax);
    const notes = result.notes.join(' ');
    if (relax) notify.error('Some meals could not be planned', { description: relax });
    else notify.success('Your week is planned.', notes ? { description: notes } : undefined);
    return result;
  };

  const onPlan = (choices: DialogChoices) => {
    const { days: _d, ...rest } = choices;
    setLastChoices(rest);
    setPlanOpen(false);
    runPlan(choices, freshSeed());
  };

  const onReroll = () => {
    const choices = { ...(lastChoices ?? DEFAULT_CHOICES), days };
    runPlan(choices, freshSeed());
  };

  const onReplace = (entry: PlanEntry) => {
    const choices = { ...(lastChoices ?? DEFAULT_CHOICES), days, seed: 0 };
    const next = replaceEntry(
      { recipes: candidates(), kitchen: kitchenKeys, choices, existing: weekEntries },
      entry.id,
    );
    if (!next) {
      notify.error(T.noReplacement);
      return;
    }
    setEntries([...otherEntries, ...next]);
    const replaced = next.find((e) => e.id === entry.id);
    if (replaced) notify.success(T.replaced(replaced.title));
  };

  const onRemove = (entry: PlanEntry) => {
    remove(entry.id);
    notify.success(T.removed(entry.title), {
      action: { label: T.undo, onClick: () => restore(entry) },
    });
  };

  const onAddEntry = (item: NewEntry) => {
    if (!adding) return;
    const household = lastChoices?.household ?? 2;
    add({
      date: adding.date,
      slot: adding.slot,
      kind: item.kind,
      ref: item.ref,
      title: item.title,
      servings: household,
    });
    notify.success(
      T.added(
        item.title,
        `${shortDayLabel(adding.date)} ${SLOT_LABELS[adding.slot].toLowerCase()}`,
      ),
    );
  };

  const hasEntries = weekEntries.length > 0;

  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
      <ShoppingSync owner={authLoading ? undefined : userId} />
      <div data-print-hide>
        <h1 className="text-2xl font-bold text-stone-900 dark:text-stone-50">{T.title}</h1>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{T.intro}</p>
      </div>
      <nav aria-label="Week" className="mt-4 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={ghostButton}
          onClick={() => setParam('week', addDays(monday, -7))}
          aria-label={T.previousWeek}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p
          className="min-w-44 text-center font-semibold"
          aria-live="polite"
          data-testid="week-label"
        >
          {weekLabel(days)}
        </p>
        <button
          type="button"
          className={ghostButton}
          onClick={() => setParam('week', addDays(monday, 7))}
          aria-label={T.nextWeek}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => setParam('week', null)}
          disabled={monday === mondayOf(today)}
        >
          <CalendarDays aria-hidden="true" className="size-4" />
          {T.thisWeek}
        </button>
        <div className="ml-auto flex flex-wrap gap-2">
          <button type="button" className={primaryButton} onClick={() => setPlanOpen(true)}>
            <Sparkles aria-hidden="true" className="size-4" />
            {T.planMyWeek}
          </button>
          {hasEntries && (
            <button type="button" className={secondaryButton} onClick={onReroll}>
              <Dices aria-hidden="true" className="size-4" />
              {T.reroll}
            </button>
          )}
        </div>
      </nav>
      {problem && (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {problem}
        </p>
      )}
      <TabGroup
        className="mt-4"
        selectedIndex={tab}
        onChange={(i) => setParam('view', i === 0 ? null : (TABS[i] ?? null))}
      >
        <TabList className="flex gap-1 border-b border-stone-200 dark:border-stone-700">
          {TABS.map((t) => (
            <Tab
              key={t}
              className={`rounded-t-lg px-3 py-2 text-sm font-medium text-stone-700 data-[selected]:border-b-2 data-[selected]:border-green-700 data-[selected]:text-green-800 dark:text-stone-300 dark:data-[selected]:text-green-300 ${focusRing}`}
            >
              {T.tabs[t]}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-4">
          <TabPanel>
            {status === 'loading' ? (
              <Spinner />
            ) : (
              <>
                {!hasEntries && (
                  <div
                    className="mb-4 rounded-xl border border-dashed border-stone-300 p-6 text-center dark:border-stone-600"
                    data-testid="plan-empty"
                  >
                    <p className="font-semibold">{T.emptyTitle}</p>
                    <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{T.emptyBody}</p>
                    <button
                      type="button"
                      className={`${primaryButton} mt-3`}
                      onClick={() => setPlanOpen(true)}
                    >
                      <Sparkles aria-hidden="true" className="size-4" />
                      {T.planMyWeek}
                    </button>
                  </div>
                )}
                <WeekView
                  key={monday}
                  days={days}
                  entries={weekEntries}
                  saved={saved}
                  savedLoaded={savedLoaded}
                  goals={goals?.daily ?? null}
                  today={today}
                  onAdd={(date, slot) => setAdding({ date, slot })}
                  onDrop={(id, date, slot) => move(id, date, slot)}
                  onServings={(id, servings) => patch(id, { servings })}
                  onToggleLock={(entry) => patch(entry.id, { locked: !entry.locked })}
                  onReplace={onReplace}
                  onMove={setMoving}
                  onRemove={onRemove}
                />
              </>
            )}
          </TabPanel>
          <TabPanel>
            <Suspense fallback={<Spinner />}>
              <ShoppingListView
                monday={monday}
                entries={weekEntries}
                resolve={resolve}
                kitchenKeys={kitchenKeys}
                addToKitchen={addToKitchen}
              />
            </Suspense>
          </TabPanel>
          <TabPanel>
            <Suspense fallback={<Spinner />}>
              <PrepDayView days={days} entries={weekEntries} resolve={resolve} />
            </Suspense>
          </TabPanel>
        </TabPanels>
      </TabGroup>
      {planOpen && (
        <PlanWeekDialog
          open
          days={days}
          initial={lastChoices}
          kcalGoal={goals?.chosen ? goals.daily.kcal : null}
          onClose={() => setPlanOpen(false)}
          onPlan={onPlan}
        />
      )}
      {adding && (
        <AddEntryDialog
          where={`${shortDayLabel(adding.date)} ${SLOT_LABELS[adding.slot].toLowerCase()}`}
          onClose={() => setAdding(null)}
          onAdd={onAddEntry}
        />
      )}
      {moving && (
        <MoveDialog
          entry={moving}
          days={days}
          onClose={() => setMoving(null)}
          onMove={(date, slot) => {
            move(moving.id, date, slot);
            setMoving(null);
            notify.success(T.moved(`${shortDayLabel(date)} ${SLOT_LABELS[slot].toLowerCase()}`));
          }}
        />
      )}
    </main>
  );
}
