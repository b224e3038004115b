import { lazy, Suspense, type ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { AuthSync } from '@/features/auth';
import { useTheme } from '@/features/theme';

const AppToaster = lazy(() => import('@/components/app-toaster'));

function ThemedToaster() {
  const { resolved } = useTheme();
  return (
    <Suspense fallback={null}>
      <AppToaster theme={resolved} />
    </Suspense>
  );
}

/** State, auth, theme and toasts around the whole app. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider>
      <AuthSync />
      <ThemedToaster />
      {children}
    </JotaiProvider>
  );
}
