import { lazy } from 'react';

/** The admin area's pages (issue 18), each loaded lazily behind its guard. */
export const AdminOverviewPage = lazy(() => import('./overview-page'));
export const AdminUsersPage = lazy(() => import('./users-page'));
export const AdminSecurityPage = lazy(() => import('./security-page'));
export const AdminFeedbackPage = lazy(() => import('./feedback-page'));
export const AdminSettingsPage = lazy(() => import('./settings-page'));
export const AdminPerformancePage = lazy(() => import('./performance-page'));
export const AdminAnalyticsPage = lazy(() => import('./analytics-page'));
