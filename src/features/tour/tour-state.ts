import { startTransition, useCallback, useEffect } from 'react';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { platform } from '@/platform';
import { TOUR_SEEN_KEY, TOUR_STEPS, type TourStepId } from './tour-steps';

export interface TourState {
  open: boolean;
  step: number;
}

export const tourAtom = atom<TourState>({ open: false, step: 0 });

export function useTourState() {
  return useAtomValue(tourAtom);
}

/** The step the tour is showing, or null when it is closed. */
export function useTourStepId(): TourStepId | null {
  const tour = useAtomValue(tourAtom);
  return tour.open ? (TOUR_STEPS[tour.step]?.id ?? null) : null;
}

export function useStartTour() {
  const setTour = useSetAtom(tourAtom);
  return useCallback(() => {
    platform.preferences.set(TOUR_SEEN_KEY, '1');
    setTour({ open: true, step: 0 });
  }, [setTour]);
}

export function useTourControls() {
  const setTour = useSetAtom(tourAtom);
  return {
    next: () =>
      setTour((prev) =>
        prev.step + 1 >= TOUR_STEPS.length
          ? { open: false, step: 0 }
          : { open: true, step: prev.step + 1 },
      ),
    skip: () => setTour({ open: false, step: 0 }),
  };
}

/**
 * Offers the tutorial once to a first-time visitor (remembered on the device). Nobody asked for it
 * this instant, so it renders as a transition: in slices between the browser's other work, where
 * a phone still busy with the page's first load would otherwise stall on it in one piece.
 */
export function useOfferTourOnce(enabled: boolean) {
  const start = useStartTour();
  useEffect(() => {
    if (!enabled || platform.preferences.get(TOUR_SEEN_KEY) !== null) return;
    const timer = window.setTimeout(() => startTransition(start), 400);
    return () => window.clearTimeout(timer);
  }, [enabled, start]);
}
