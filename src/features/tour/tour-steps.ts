export type TourStepId =
  | 'welcome'
  | 'add-ingredient'
  | 'common-ingredients'
  | 'predefined-lists'
  | 'templates'
  | 'recent-ingredients'
  | 'lets-cook';

export interface TourStep {
  id: TourStepId;
  title: string;
  text: string;
  /** Value of the `data-tour` attribute of the element the step points at; none for a centred step. */
  target?: string;
}

/** Spec §2 "Guided tutorial": seven steps, in this order. */
export const TOUR_STEPS: readonly TourStep[] = [
  {
    id: 'welcome',
    title: 'Welcome to Larder!',
    text: "Larder helps you decide what's for dinner with what's already in your kitchen. Let's take a quick look around.",
  },
  {
    id: 'add-ingredient',
    title: 'Add Ingredients',
    text: 'Type ingredients here and press Add or Enter. Separate several with commas.',
    target: 'add-ingredient',
  },
  {
    id: 'common-ingredients',
    title: 'Browse Common Ingredients',
    text: 'Browse common ingredients by category and click one to add it to your kitchen.',
    target: 'common-ingredients',
  },
  {
    id: 'predefined-lists',
    title: 'Use Predefined Lists',
    text: 'Open a predefined list to add a single item or the whole list at once.',
    target: 'predefined-lists',
  },
  {
    id: 'templates',
    title: 'Create & Use Templates',
    text: 'Save your current ingredients as a template and apply it again later in one click.',
    target: 'templates',
  },
  {
    id: 'recent-ingredients',
    title: 'Quick Add from History',
    text: 'Ingredients you added recently appear here so you can add them again quickly.',
    target: 'recent-ingredients',
  },
  {
    id: 'lets-cook',
    title: "Let's Cook!",
    text: "Click Let's Cook! to find recipes with your ingredients.",
    target: 'lets-cook',
  },
];

export const TOUR_TEXTS = {
  skip: 'Skip',
  next: 'Next',
  finish: 'Finish',
  progress: (step: number, total: number) => `Step ${step} of ${total}`,
} as const;

/** The popover sits 10 px from its target (spec §9). */
export const TOUR_OFFSET_PX = 10;
export const TOUR_SEEN_KEY = 'larder-tour-seen';
