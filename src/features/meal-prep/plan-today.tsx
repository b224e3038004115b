import { lazy, Suspense } from 'react';
import { localIsoDate } from '@domain';
import { useMealPlan } from './use-meal-plan';

// Resolving planned recipes needs the recipe and drink libraries: they load only when today has
// planned meals, not with every visit to the diary.
const PlanTodayList = lazy(() => import('./plan-today-list'));

/**
 * "From your plan today" on the food diary: today's planned meals that can be logged, each with
 * the tracker's one-tap "Log it" (the same one the week view shows). Nothing when none are planned.
 */
export default function PlanToday({ userId }: { userId: string | null }) {
  const { plan, status } = useMealPlan();
  const today = localIsoDate(new Date());
  if (status !== 'ready' || !plan.entries.some((e) => e.date === today)) return null;
  return (
    <Suspense fallback={null}>
      <PlanTodayList userId={userId} />
    </Suspense>
  );
}
