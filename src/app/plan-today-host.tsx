import { useAuth } from '@/features/auth';
import { PlanTodayPanel } from '@/features/meal-prep';

/** The meal planner's "From your plan today" for the diary, for whoever is signed in (or the guest). */
export function AppPlanToday() {
  const { loading, userId } = useAuth();
  return loading ? null : <PlanTodayPanel userId={userId} />;
}
