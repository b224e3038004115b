import { useEffect, useSyncExternalStore } from 'react';
import type { FavoriteTarget } from '@/components/favorite-slot';
import { queryCache } from '@/lib/server-cache';
import { supabase } from '@/lib/supabase';
import { favoriteKey, supabaseFavoritesApi } from './favorites-api';
import { FavoritesStore, type FavoritesSnapshot } from './favorites-store';

/** One store for the whole app, on the app's one cache: every heart and /favorites share one read. */
export const favoritesStore = new FavoritesStore(supabaseFavoritesApi(supabase), queryCache);

/** The favourites of `userId` (undefined while auth loads, null for a guest), kept current. */
export function useFavorites(userId: string | null | undefined): FavoritesSnapshot {
  useEffect(() => {
    favoritesStore.setUser(userId);
    // While shown, the list is read again on focus (another tab or device may have changed it).
    return favoritesStore.observe();
  }, [userId]);
  const snapshot = useSyncExternalStore(favoritesStore.subscribe, favoritesStore.getSnapshot);
  // Until the effect has run, a change of user must not show the previous user's list.
  return snapshot.userId === userId
    ? snapshot
    : { userId, status: userId ? 'loading' : 'idle', entries: [], pending: new Set() };
}

/** Whether `target` is a favourite, and whether a change of it is on its way. */
export function useFavoriteState(userId: string | null | undefined, target: FavoriteTarget) {
  const snapshot = useFavorites(userId);
  const key = favoriteKey(target);
  return {
    on: snapshot.entries.some((e) => e.key === key),
    busy: snapshot.pending.has(key),
  };
}
