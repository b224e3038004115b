import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/spinner';
import { AuthNavigator, RecoveryHost, useAuth } from '@/features/auth';
import { KitchenOwner } from '@/features/kitchen';
import { TourHost } from '@/features/tour';
import { AppHeader } from './app-header';
import { DocumentTitle } from './document-title';

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Every route: the header, then the page (loaded lazily behind a spinner). */
export function RootLayout() {
  const { loading, userId } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50 text-stone-900 dark:bg-stone-950 dark:text-stone-100">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:left-2 focus:top-2 dark:bg-stone-900"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <DocumentTitle />
      <AppHeader />
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
      <TourHost />
      <AuthNavigator />
      <KitchenOwner owner={loading ? undefined : userId} />
      <RecoveryHost />
    </div>
  );
}
