import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import {
  AuthPage,
  RedirectIfSignedIn,
  RequireAdmin,
  RequireSession,
  RequireStaff,
} from '@/features/auth';
import {
  AdminAnalyticsPage,
  AdminOverviewPage,
  AdminPerformancePage,
  AdminSettingsPage,
} from '@/features/admin';
import { AdminFeedbackRoute, AdminSecurityRoute, AdminUsersRoute } from './pages/admin-routes';
import { ProfilePage } from '@/features/profile';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './pages/route-error-page';
import type { PageKey } from './pages/page-texts';

const KitchenRoute = lazy(() => import('./pages/kitchen-route'));
const InfoPage = lazy(() => import('./pages/info-page'));
const LogoutFeedbackPage = lazy(() => import('./pages/logout-feedback-route'));
const RecipeResultsPage = lazy(() => import('./pages/recipe-routes'));
const RecipePage = lazy(() =>
  import('./pages/recipe-routes').then((m) => ({ default: m.RecipeRoute })),
);
const SavedRecipesRoute = lazy(() => import('./pages/saved-recipes-route'));
const SavedRecipeRoute = lazy(() =>
  import('./pages/saved-recipes-route').then((m) => ({ default: m.SavedRecipeRoute })),
);
const ShoppingPage = lazy(() =>
  import('./pages/recipe-routes').then((m) => ({ default: m.ShoppingSuggestionsRoute })),
);

const FavoritesRoute = lazy(() => import('./pages/favorites-route'));
const NutritionRoute = lazy(() => import('./pages/nutrition-route'));
const MealPrepRoute = lazy(() => import('./pages/meal-prep-route'));
const BarRoute = lazy(() => import('./pages/bar-routes'));
const DrinkResultsRoute = lazy(() =>
  import('./pages/bar-routes').then((m) => ({ default: m.DrinkResultsRoute })),
);
const DrinkRoute = lazy(() =>
  import('./pages/bar-routes').then((m) => ({ default: m.DrinkRoute })),
);

const info = (page: PageKey) => <InfoPage page={page} />;

const admin = (page: ReactNode) => <RequireAdmin>{page}</RequireAdmin>;
/** Moderators may read these two (the pages say they are read-only for them). */
const staff = (page: ReactNode) => <RequireStaff>{page}</RequireStaff>;

/** Every route of spec §2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <KitchenRoute /> },
      { path: '/kitchen', element: <KitchenRoute /> },
      {
        path: '/auth',
        element: (
          <RedirectIfSignedIn>
            <AuthPage />
          </RedirectIfSignedIn>
        ),
      },
      { path: '/recipe-results', element: <RecipeResultsPage /> },
      { path: '/shopping-suggestions', element: <ShoppingPage /> },
      { path: '/bar', element: <BarRoute /> },
      { path: '/drink-recipe-results', element: <DrinkResultsRoute /> },
      { path: '/recipe/:recipeTitle', element: <RecipePage /> },
      { path: '/recipe-instructions/:recipeTitle', element: <RecipePage /> },
      { path: '/bar-recipe/:recipeTitle', element: <DrinkRoute /> },
      { path: '/logout-feedback', element: <LogoutFeedbackPage /> },
      { path: '/saved-recipes', element: <SavedRecipesRoute /> },
      { path: '/saved-recipe/:id', element: <SavedRecipeRoute /> },
      { path: '/profile', element: <ProfilePage /> },
      { path: '/meal-prep', element: <MealPrepRoute /> },
      { path: '/nutrition', element: <NutritionRoute /> },
      {
        path: '/favorites',
        element: (
          <RequireSession>
            <FavoritesRoute />
          </RequireSession>
        ),
      },
      { path: '/admin', element: admin(<AdminOverviewPage />) },
      { path: '/admin/users', element: admin(<AdminUsersRoute />) },
      { path: '/admin/security', element: staff(<AdminSecurityRoute />) },
      { path: '/admin/performance', element: admin(<AdminPerformancePage />) },
      { path: '/admin/analytics', element: admin(<AdminAnalyticsPage />) },
      { path: '/admin/settings', element: admin(<AdminSettingsPage />) },
      { path: '/admin/feedback', element: staff(<AdminFeedbackRoute />) },
      { path: '*', element: info('notFound') },
    ],
  },
];
