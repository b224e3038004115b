import { Suspense } from 'react';
import type { FavoriteToggleProps } from '@/components/favorite-slot';
import { useAuth } from '@/features/auth';
import { FavoriteToggle } from '@/features/favorites';

/** What `<FavoriteSlot/>` renders: the favorites feature's heart (loaded on demand) for the signed-in user. */
export function AppFavoriteToggle(props: FavoriteToggleProps) {
  const { loading, userId } = useAuth();
  return (
    <Suspense
      fallback={
        <span
          aria-hidden="true"
          className={`inline-block size-10 shrink-0 ${props.className ?? ''}`}
        />
      }
    >
      <FavoriteToggle {...props} userId={loading ? undefined : userId} />
    </Suspense>
  );
}
