export { TourHost } from './tour-host';
export { useStartTour, useOfferTourOnce, useTourStepId } from './tour-state';
export { TOUR_STEPS, TOUR_TEXTS, TOUR_SEEN_KEY, type TourStepId } from './tour-steps';
