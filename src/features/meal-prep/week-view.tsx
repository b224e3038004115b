import { useState } from 'react';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import {
  PLAN_SLOTS,
  SLOT_LABELS,
  shortDayLabel,
  slotEntries,
  type PlanEntry,
  type PlanRecipe,
  type PlanSlot,
} from '@domain';
import { focusRing, ghostButton } from '@/components/button-styles';
import { EntryCard } from './entry-card';
import { LogItSlot } from '@/components/log-it-slot';
import { dayTotals, isRemoved, plannedLog, type DailyGoals } from './plan-recipes';
import { MEAL_PREP_TEXTS as T } from './texts';

interface Props {
  days: readonly string[];
  entries: readonly PlanEntry[];
  saved: ReadonlyMap<string, PlanRecipe>;
  savedLoaded: boolean;
  goals: DailyGoals | null;
  today: string;
  onAdd: (date: string, slot: PlanSlot) => void;
  onDrop: (id: string, date: string, slot: PlanSlot) => void;
  onServings: (id: string, servings: number) => void;
  onToggleLock: (entry: PlanEntry) => void;
  onReplace: (entry: PlanEntry) => void;
  onMove: (entry: PlanEntry) => void;
  onRemove: (entry: PlanEntry) => void;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');

function Totals({
  entries,
  all,
  saved,
  goals,
}: {
  entries: readonly PlanEntry[];
  all: readonly PlanEntry[];
  saved: ReadonlyMap<string, PlanRecipe>;
  goals: DailyGoals | null;
}) {
  const t = dayTotals(entries, all, saved);
  const part = (value: number, goal: number | null | undefined, unit: string, name: string) =>
    goal ? `${name} ${fmt(value)} / ${fmt(goal)}${unit}` : `${name} ${fmt(value)}${unit}`;
  return (
    <p className="text-xs text-stone-600 dark:text-stone-400" data-testid="day-totals">
      <span className="sr-only">{T.dayTotals}: </span>
      {goals?.kcal ? `${fmt(t.kcal)} / ${fmt(goals.kcal)} kcal` : `${fmt(t.kcal)} kcal`} ·{' '}
      {part(t.protein, goals?.protein, ' g', 'protein')} ·{' '}
      {part(t.carbs, goals?.carbs, ' g', 'carbs')} · {part(t.fat, goals?.fat, ' g', 'fat')}
    </p>
  );
}

/** Monday–Sunday with four slots each; under 768 px one day at a time with arrows. */
export function WeekView(props: Props) {
  const { days, entries, today } = props;
  const [shown, setShown] = useState(() => Math.max(0, days.indexOf(today)));
  const index = Math.min(shown, days.length - 1);
  const [dropTarget, setDropTarget] = useState<string | null>(null);

  return (
    <div>
      <div className="mb-3 flex items-center justify-between md:hidden">
        <button
          type="button"
          className={ghostButton}
          onClick={() => setShown(Math.max(0, index - 1))}
          disabled={index === 0}
          aria-label={T.previousDay}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p className="font-semibold" aria-live="polite">
          {shortDayLabel(days[index] ?? today)}
        </p>
        <button
          type="button"
          className={ghostButton}
          onClick={() => setShown(Math.min(days.length - 1, index + 1))}
          disabled={index === days.length - 1}
          aria-label={T.nextDay}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="grid gap-3 md:grid-cols-7">
        {days.map((date, i) => {
          const dayEntries = entries.filter((e) => e.date === date);
          return (
            <section
              key={date}
              aria-labelledby={`day-${date}`}
              className={`${i === index ? 'block' : 'hidden'} min-w-0 rounded-xl border border-stone-200 bg-stone-100/60 p-2 md:block dark:border-stone-700 dark:bg-stone-900/60 ${date === today ? 'ring-2 ring-green-600/60' : ''}`}
              data-testid="plan-day"
            >
              <h2
                id={`day-${date}`}
                className="text-sm font-semibold text-stone-900 dark:text-stone-50"
              >
                {shortDayLabel(date)}
              </h2>
              <Totals entries={dayEntries} all={entries} saved={props.saved} goals={props.goals} />
              {PLAN_SLOTS.map((slot) => {
                const list = slotEntries(entries, date, slot);
                const key = `${date}:${slot}`;
                return (
                  <div
                    key={slot}
                    className={`mt-2 rounded-lg p-1 ${dropTarget === key ? 'bg-green-100 dark:bg-green-950' : ''}`}
                    onDragOver={(e) => {
                      if (!e.dataTransfer.types.includes('text/x-larder-entry')) return;
                      e.preventDefault();
                      setDropTarget(key);
                    }}
                    onDragLeave={() => setDropTarget((t) => (t === key ? null : t))}
                    onDrop={(e) => {
                      e.preventDefault();
                      setDropTarget(null);
                      const id = e.dataTransfer.getData('text/x-larder-entry');
                      if (id) props.onDrop(id, date, slot);
                    }}
                    data-testid={`slot-${slot}`}
                  >
                    <div className="flex items-center justify-between">
                      <h3 className="text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">
                        {SLOT_LABELS[slot]}
                      </h3>
                      <button
                        type="button"
                        className={`rounded p-1 text-stone-700 hover:bg-stone-200 dark:text-stone-300 dark:hover:bg-stone-800 ${focusRing}`}
                        aria-label={T.addTo(SLOT_LABELS[slot], shortDayLabel(date))}
                        onClick={() => props.onAdd(date, slot)}
                      >
                        <Plus aria-hidden="true" className="size-4" />
                      </button>
                    </div>
                    {list.length > 0 && (
                      <ul
                        className="mt-1 flex flex-col gap-1"
                        aria-label={`${shortDayLabel(date)} ${SLOT_LABELS[slot]}`}
                      >
                        {list.map((entry) => {
                          const removed = isRemoved(entry, props.saved, props.savedLoaded);
                          const log =
                            date === today && !removed
                              ? plannedLog(entry, entries, props.saved)
                              : null;
                          return (
                            <EntryCard
                              key={entry.id}
                              entry={entry}
                              removed={removed}
                              onServings={(s) => props.onServings(entry.id, s)}
                              onToggleLock={() => props.onToggleLock(entry)}
                              onReplace={() => props.onReplace(entry)}
                              onMove={() => props.onMove(entry)}
                              onRemove={() => props.onRemove(entry)}
                              logIt={log && <LogItSlot {...log} className="mt-1" />}
                            />
                          );
                        })}
                      </ul>
                    )}
                  </div>
                );
              })}
            </section>
          );
        })}
      </div>
      <p className="sr-only">
        Drag an entry to another slot, or use its Actions menu and choose Move to.
      </p>
    </div>
  );
}
