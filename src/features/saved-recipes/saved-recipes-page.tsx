import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/spinner';
import { GuestInvitation, headingClass, pageClass } from './panel';
import { SAVED_TEXTS as T } from './texts';

// A guest's page is the invitation alone: the collection's code (cards, import and export, the
// database client) loads only for a signed-in user.
const SavedCollection = lazy(() => import('./saved-collection'));

export interface SavedPageProps {
  /** The signed-in user's id; null for guests. */
  userId: string | null;
  /** True until the first session check has finished. */
  authLoading: boolean;
}

/** /saved-recipes: the user's collection; guests are invited to sign in. */
export default function SavedRecipesPage({ userId, authLoading }: SavedPageProps) {
  return (
    <main id="main" className={pageClass}>
      <h1 className={headingClass}>{T.pageTitle}</h1>
      <p className="mt-1 text-stone-700 dark:text-stone-300">{T.intro}</p>
      {authLoading && <Spinner label={T.loading} />}
      {!authLoading && !userId && <GuestInvitation />}
      {!authLoading && userId && (
        <Suspense fallback={<Spinner label={T.loading} />}>
          <SavedCollection key={userId} userId={userId} />
        </Suspense>
      )}
    </main>
  );
}
