import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/spinner';
import { AuthNavigator, RecoveryHost, useAuth } from '@/features/auth';
import { BarSync } from '@/features/bar';
import { KitchenSync } from '@/features/kitchen';
import { MealPlanSync } from '@/features/meal-prep';
import { TourHost } from '@/features/tour';
import { AppHeader } from './app-header';
import { DocumentTitle } from './document-title';

/** Each route change scrolls to the top, or to the element a #hash names once it has rendered. */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    // Pages load lazily: look for the target on the next frames, for about a second at most.
    let frames = 0;
    let handle = 0;
    const seek = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ block: 'start' });
      else if (frames++ < 60) handle = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(handle);
  }, [pathname, hash]);
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
      <KitchenSync owner={loading ? undefined : userId} />
      <Suspense fallback={null}>
        <MealPlanSync owner={loading ? undefined : userId} />
      </Suspense>
      <Suspense fallback={null}>
        <BarSync owner={loading ? undefined : userId} />
      </Suspense>
      <RecoveryHost />
    </div>
  );
}
