import { lazy, Suspense, type ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { AddToPlanProvider } from '@/components/add-to-plan-slot';
import { FavoriteToggleProvider } from '@/components/favorite-slot';
import { AddToPlanButton } from '@/features/meal-prep';
import { AuthSync } from '@/features/auth';
import { useTheme } from '@/features/theme';
import { AppFavoriteToggle } from './favorite-toggle-host';

const AppToaster = lazy(() => import('@/components/app-toaster'));

function ThemedToaster() {
  const { resolved } = useTheme();
  return (
    <Suspense fallback={null}>
      <AppToaster theme={resolved} />
    </Suspense>
  );
}

/** State, auth, theme, toasts, the favourites heart and "Add to plan" around the whole app. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider>
      <AuthSync />
      <ThemedToaster />
      <FavoriteToggleProvider toggle={AppFavoriteToggle}>
        <AddToPlanProvider button={AddToPlanButton}>{children}</AddToPlanProvider>
      </FavoriteToggleProvider>
    </JotaiProvider>
  );
}
