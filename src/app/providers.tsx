import { lazy, Suspense, type ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { FavoriteToggleProvider } from '@/components/favorite-slot';
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

/** State, auth, theme, toasts and the favourites heart around the whole app. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider>
      <AuthSync />
      <ThemedToaster />
      <FavoriteToggleProvider toggle={AppFavoriteToggle}>{children}</FavoriteToggleProvider>
    </JotaiProvider>
  );
}
