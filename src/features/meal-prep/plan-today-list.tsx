import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import { localIsoDate, PLAN_SLOTS, SLOT_LABELS } from '@domain';
import { focusRing } from '@/components/button-styles';
import { LogItSlot } from '@/components/log-it-slot';
import { plannedLog } from './plan-recipes';
import { useMealPlan } from './use-meal-plan';
import { useSavedPlanRecipes } from './use-saved-recipes';
import { MEAL_PREP_TEXTS as T } from './texts';

/** The list of plan-today.tsx, loaded once today has planned meals (it reads the libraries). */
export default function PlanTodayList({ userId }: { userId: string | null }) {
  const { plan, status } = useMealPlan();
  const today = localIsoDate(new Date());
  const entries = plan.entries
    .filter((e) => e.date === today)
    .sort(
      (a, b) => PLAN_SLOTS.indexOf(a.slot) - PLAN_SLOTS.indexOf(b.slot) || a.position - b.position,
    );
  const savedIds = entries.flatMap((e) => (e.kind === 'saved' && e.ref ? [e.ref] : []));
  const { recipes: saved } = useSavedPlanRecipes(userId, savedIds);
  const logs = entries.flatMap((entry) => {
    const log = plannedLog(entry, plan.entries, saved);
    return log ? [{ entry, log }] : [];
  });
  if (status !== 'ready' || logs.length === 0) return null;
  return (
    <section
      aria-labelledby="plan-today-heading"
      className="rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900"
      data-testid="plan-today"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="plan-today-heading" className="text-lg font-semibold">
          {T.fromPlanToday}
        </h2>
        <Link
          to="/meal-prep"
          className={`inline-flex items-center gap-1 rounded text-sm font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300 ${focusRing}`}
        >
          <CalendarDays aria-hidden="true" className="size-4" />
          {T.openPlan}
        </Link>
      </div>
      <ul className="mt-2 divide-y divide-stone-200 dark:divide-stone-700">
        {logs.map(({ entry, log }) => (
          <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0">
              <span className="text-sm text-stone-600 dark:text-stone-400">
                {SLOT_LABELS[entry.slot]}:{' '}
              </span>
              <span className="font-medium">{entry.title}</span>
            </span>
            <LogItSlot {...log} />
          </li>
        ))}
      </ul>
    </section>
  );
}
