import { lazy, Suspense } from 'react';
import { useTourState } from './tour-state';

const TourPopover = lazy(() => import('./tour-popover'));

/** Mount once in the layout; loads the tutorial's code only when it opens. */
export function TourHost() {
  const { open, step } = useTourState();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <TourPopover step={step} />
    </Suspense>
  );
}
