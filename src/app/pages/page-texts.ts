/** What each not-yet-built screen will be; shown until its issue lands. */
export interface PageInfo {
  title: string;
  summary: string;
}

export const PAGE_INFO = {
  admin: {
    title: 'Admin Panel',
    summary: 'Manage users, security, performance, analytics, settings and feedback. Coming soon.',
  },
  adminUsers: { title: 'Admin: Users', summary: 'User management is coming soon.' },
  adminSecurity: {
    title: 'Admin: Security',
    summary: 'Security events and alerts are coming soon.',
  },
  adminPerformance: {
    title: 'Admin: Performance',
    summary: 'Performance figures are coming soon.',
  },
  adminAnalytics: { title: 'Admin: Analytics', summary: 'Usage analytics are coming soon.' },
  adminSettings: { title: 'Admin: Settings', summary: 'Application settings are coming soon.' },
  adminFeedback: { title: 'Admin: Feedback', summary: 'User feedback is coming soon.' },
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
