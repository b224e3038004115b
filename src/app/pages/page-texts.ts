/** What each not-yet-built screen will be; shown until its issue lands. */
export interface PageInfo {
  title: string;
  summary: string;
}

export const PAGE_INFO = {
  bar: {
    title: 'Home Bar Hero',
    summary: 'Keep track of your home bar and find drinks you can mix. Coming soon.',
  },
  drinkResults: {
    title: 'Drink recipe results',
    summary: 'Drinks you can mix with your bar will be listed here. Coming soon.',
  },
  barRecipe: {
    title: 'Bar recipe details',
    summary: 'The details of this drink will appear here. Coming soon.',
  },
  mealPrep: {
    title: 'Meal Prep Assistant',
    summary: 'Plan your meals for the week from what is in your kitchen. Coming soon.',
  },
  nutrition: {
    title: 'Nutrition',
    summary: 'Track what you eat against your nutrition goals. Coming soon.',
  },
  notFound: {
    title: 'Page not found',
    summary: "We couldn't find that page. It may have moved, or the link may be wrong.",
  },
} as const satisfies Record<string, PageInfo>;

export type PageKey = keyof typeof PAGE_INFO;

export const COMMON_TEXTS = {
  backToKitchen: 'Back to your kitchen',
  errorTitle: 'Something went wrong',
  errorSummary:
    'Larder hit an unexpected problem. Your kitchen is safe on this device; reload the page to carry on.',
  reload: 'Reload',
} as const;
