import { lazy, Suspense, type ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { AddToPlanProvider } from '@/components/add-to-plan-slot';
import { FavoriteToggleProvider } from '@/components/favorite-slot';
import { LogItProvider } from '@/components/log-it-slot';
import { PlanTodayProvider } from '@/components/plan-today-slot';
import { AddToPlanButton } from '@/features/meal-prep';
import { AuthSync } from '@/features/auth';
import { useTheme } from '@/features/theme';
import { AppFavoriteToggle } from './favorite-toggle-host';
import { AppLogIt } from './log-it-host';
import { AppPlanToday } from './plan-today-host';

const AppToaster = lazy(() => import('@/components/app-toaster'));

function ThemedToaster() {
  const { resolved } = useTheme();
  return (
    <Suspense fallback={null}>
      <AppToaster theme={resolved} />
    </Suspense>
  );
}

/**
 * State, auth, theme, toasts, the favourites heart, "Log it", "Add to plan" and the diary's "From
 * your plan today" around the whole app.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider>
      <AuthSync />
      <ThemedToaster />
      <FavoriteToggleProvider toggle={AppFavoriteToggle}>
        <LogItProvider button={AppLogIt}>
          <AddToPlanProvider button={AddToPlanButton}>
            <PlanTodayProvider panel={AppPlanToday}>{children}</PlanTodayProvider>
          </AddToPlanProvider>
        </LogItProvider>
      </FavoriteToggleProvider>
    </JotaiProvider>
  );
}
