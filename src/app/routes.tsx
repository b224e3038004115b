import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RedirectIfSignedIn, RequireAdmin, RequireSession } from '@/features/auth';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './pages/route-error-page';
import type { PageKey } from './pages/page-texts';

const KitchenRoute = lazy(() => import('./pages/kitchen-route'));
const InfoPage = lazy(() => import('./pages/info-page'));
const RecipeResultsPage = lazy(() => import('./pages/recipe-results-page'));

const info = (page: PageKey) => <InfoPage page={page} />;

const ADMIN_SECTIONS: readonly [string, PageKey][] = [
  ['users', 'adminUsers'],
  ['security', 'adminSecurity'],
  ['performance', 'adminPerformance'],
  ['analytics', 'adminAnalytics'],
  ['settings', 'adminSettings'],
  ['feedback', 'adminFeedback'],
];

/** Every route of spec §2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <KitchenRoute /> },
      { path: '/kitchen', element: <KitchenRoute /> },
      { path: '/auth', element: <RedirectIfSignedIn>{info('auth')}</RedirectIfSignedIn> },
      { path: '/recipe-results', element: <RecipeResultsPage /> },
      { path: '/shopping-suggestions', element: info('shoppingSuggestions') },
      { path: '/bar', element: info('bar') },
      { path: '/drink-recipe-results', element: info('drinkResults') },
      { path: '/recipe/:recipeTitle', element: info('recipe') },
      { path: '/recipe-instructions/:recipeTitle', element: info('recipe') },
      { path: '/bar-recipe/:recipeTitle', element: info('barRecipe') },
      { path: '/logout-feedback', element: info('logoutFeedback') },
      { path: '/saved-recipes', element: info('savedRecipes') },
      { path: '/saved-recipe/:id', element: info('savedRecipe') },
      { path: '/profile', element: info('profile') },
      { path: '/meal-prep', element: info('mealPrep') },
      { path: '/nutrition', element: info('nutrition') },
      { path: '/favorites', element: <RequireSession>{info('favorites')}</RequireSession> },
      { path: '/admin', element: <RequireAdmin>{info('admin')}</RequireAdmin> },
      ...ADMIN_SECTIONS.map(([path, page]) => ({
        path: `/admin/${path}`,
        element: <RequireAdmin>{info(page)}</RequireAdmin>,
      })),
      { path: '*', element: info('notFound') },
    ],
  },
];
