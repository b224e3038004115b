import { useEffect, useLayoutEffect, useRef } from 'react';
import { useAtom, useAtomValue, useStore } from 'jotai';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { KitchenState } from '@domain';
import { notify } from '@/components/notify';
import { platform } from '@/platform';
import { kitchenAtom, kitchenStatusAtom } from './kitchen-state';
import { loadGuestKitchen, saveGuestKitchen } from './kitchen-storage';
import { kitchenOwnerAtom } from './kitchen-sync-owner';
import {
  createRemoteKitchen,
  hasChanges,
  KITCHEN_SYNC_TEXTS as T,
  loadRemoteKitchen,
  pushKitchenChanges,
  type RemoteKitchen,
} from './kitchen-sync';

/** How often a signed-in kitchen looks for changes made elsewhere, and retries failed saves. */
export const KITCHEN_REFRESH_MS = 10_000;

async function client(): Promise<SupabaseClient> {
  return (await import('@/lib/supabase')).supabase;
}

/**
 * Guest kitchen: loaded once from device storage, then written back after
 * every change. Signed-in kitchen (issue 4 item 7): loaded from
 * user_ingredients (created from the device's list when missing); changes are
 * sent as atomic additions/removals; refetched on focus and on an interval;
 * on errors the local state is kept and the save retried.
 */
export function useKitchenPersistence() {
  const owner = useAtomValue(kitchenOwnerAtom);
  const userId = owner ?? null;
  const store = useStore();
  const [kitchen, setKitchen] = useAtom(kitchenAtom);
  const [status, setStatus] = useAtom(kitchenStatusAtom);
  const loadedFor = useRef<string | null | undefined>(undefined);
  const appliedRef = useRef<KitchenState | null>(null);
  const baseRef = useRef<RemoteKitchen | null>(null);
  const syncing = useRef(false);
  const failed = useRef(false);

  // Load whenever whose kitchen it is changes (first load, sign-in, sign-out).
  useEffect(() => {
    if (owner === undefined || loadedFor.current === owner) return;
    loadedFor.current = owner;
    baseRef.current = null;
    setStatus('loading');
    let cancelled = false;
    void (async () => {
      const local = await loadGuestKitchen(platform.storage);
      let state = local;
      if (owner) {
        try {
          const c = await client();
          const remote =
            (await loadRemoteKitchen(c, owner)) ?? (await createRemoteKitchen(c, owner, local));
          baseRef.current = remote;
          state = { ...remote, recentIngredients: local.recentIngredients };
        } catch (error) {
          console.warn('Could not load the saved kitchen:', error);
          notify.error(T.loadFailedTitle, { description: T.loadFailed });
        }
      }
      if (cancelled) return;
      appliedRef.current = state;
      setKitchen(state);
      setStatus('ready');
    })();
    return () => {
      cancelled = true;
      if (loadedFor.current === owner) loadedFor.current = undefined;
    };
  }, [owner, setKitchen, setStatus]);

  const sync = useRef<(reason: 'change' | 'refresh') => Promise<void>>(async () => {});
  useLayoutEffect(() => {
    sync.current = async (reason) => {
    if (!userId || syncing.current || store.get(kitchenStatusAtom) !== 'ready') return;
    syncing.current = true;
    try {
      const c = await client();
      let base = baseRef.current ?? (await loadRemoteKitchen(c, userId)) ?? (await createRemoteKitchen(c, userId, store.get(kitchenAtom)));
      baseRef.current = base;
      for (let round = 0; round < 5; round += 1) {
        const target = store.get(kitchenAtom);
        const pending = hasChanges(base, target);
        if (!pending && reason === 'change') break;
        base = pending
          ? await pushKitchenChanges(c, userId, base, target)
          : ((await loadRemoteKitchen(c, userId)) ?? base);
        baseRef.current = base;
        const now = store.get(kitchenAtom);
        if (now === target) {
          // Nothing changed meanwhile: show the server's kitchen (other tabs' changes included).
          if (hasChanges(base, now)) {
            const next = { ...base, recentIngredients: now.recentIngredients };
            appliedRef.current = next;
            store.set(kitchenAtom, next);
          }
          break;
        }
        reason = 'change';
      }
      if (failed.current) notify.success(T.saved);
      failed.current = false;
    } catch (error) {
      console.warn('Kitchen sync failed; keeping local changes and retrying.', error);
      if (!failed.current && hasChanges(baseRef.current ?? { ingredients: [], templates: [] }, store.get(kitchenAtom)))
        notify.error(T.saveFailedTitle, { description: T.saveFailed });
      failed.current = true;
    } finally {
      syncing.current = false;
    }
  };
  });

  // Write back every local change: device storage for guests, the backend when signed in.
  useEffect(() => {
    if (status !== 'ready' || kitchen === appliedRef.current) return;
    appliedRef.current = kitchen;
    if (userId) void sync.current('change');
    else void saveGuestKitchen(platform.storage, kitchen);
  }, [kitchen, status, userId]);

  // Refetch on focus and on an interval (and retry failed saves).
  useEffect(() => {
    if (!userId || status !== 'ready') return;
    const refresh = () => void sync.current('refresh');
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(refresh, KITCHEN_REFRESH_MS);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, [userId, status]);

  return status;
}
