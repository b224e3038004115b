import { lazy, Suspense, type ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { FavoriteToggleProvider } from '@/components/favorite-slot';
import { LogItProvider } from '@/components/log-it-slot';
import { AuthSync } from '@/features/auth';
import { useTheme } from '@/features/theme';
import { AppFavoriteToggle } from './favorite-toggle-host';
import { AppLogIt } from './log-it-host';

const AppToaster = lazy(() => import('@/components/app-toaster'));

function ThemedToaster() {
  const { resolved } = useTheme();
  return (
    <Suspense fallback={null}>
      <AppToaster theme={resolved} />
    </Suspense>
  );
}

/** State, auth, theme, toasts, the favourites heart and "Log it" around the whole app. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider>
      <AuthSync />
      <ThemedToaster />
      <FavoriteToggleProvider toggle={AppFavoriteToggle}>
        <LogItProvider button={AppLogIt}>{children}</LogItProvider>
      </FavoriteToggleProvider>
    </JotaiProvider>
  );
}
