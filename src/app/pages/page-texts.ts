/** The info pages' texts (today only "Page not found") and the texts every page shares. */
export interface PageInfo {
  title: string;
  summary: string;
}

export const PAGE_INFO = {
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
