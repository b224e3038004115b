import { useAtomValue } from 'jotai';
import type { LarderClient } from '@/lib/supabase';
import type { KitchenState } from '@domain';
import { notify } from '@/components/notify';
import type { SyncAdapter, SyncOwner } from '@/lib/sync-engine';
import { useSyncHost, type SyncHostConfig } from '@/lib/use-sync-host';
import { platform } from '@/platform';
import { kitchenAtom, kitchenStatusAtom } from './kitchen-state';
import { loadGuestKitchen, saveGuestKitchen } from './kitchen-storage';
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

async function client(): Promise<LarderClient> {
  return (await import('@/lib/supabase')).supabase;
}

/** The kitchen's storage: device storage for guests, user_ingredients and its atomic RPCs when signed in. */
export const KITCHEN_SYNC_ADAPTER: SyncAdapter<KitchenState, RemoteKitchen> = {
  loadLocal: () => loadGuestKitchen(platform.storage),
  saveLocal: (state) => saveGuestKitchen(platform.storage, state),
  loadRemote: async (owner) => loadRemoteKitchen(await client(), owner),
  createRemote: async (owner, local) => createRemoteKitchen(await client(), owner, local),
  push: async (owner, base, next) => pushKitchenChanges(await client(), owner, base, next),
  hasChanges,
  // Recent ingredients stay on the device.
  fromRemote: (remote, current) => ({ ...remote, recentIngredients: current.recentIngredients }),
};

const KITCHEN_SYNC: SyncHostConfig<KitchenState, RemoteKitchen> = {
  adapter: KITCHEN_SYNC_ADAPTER,
  state: kitchenAtom,
  status: kitchenStatusAtom,
  notices: {
    loadFailed: (error) => {
      console.warn('Could not load the saved kitchen:', error);
      notify.error(T.loadFailedTitle, { description: T.loadFailed });
    },
    saveFailed: (error) => {
      console.warn('Kitchen sync failed; keeping local changes and retrying.', error);
      notify.error(T.saveFailedTitle, { description: T.saveFailed });
    },
    saved: () => notify.success(T.saved),
  },
  refreshMs: KITCHEN_REFRESH_MS,
};

/**
 * Mounted once at the root (the app knows the session): loads the kitchen when its owner changes,
 * writes every change back, and refreshes a signed-in kitchen on focus and on an interval. Pages
 * only read the kitchen, so moving between routes never reloads it.
 */
export function KitchenSync({ owner }: { owner: SyncOwner }) {
  useSyncHost(owner, KITCHEN_SYNC);
  return null;
}

/** 'loading' until the kitchen of the current owner has been read. */
export function useKitchenStatus() {
  return useAtomValue(kitchenStatusAtom);
}
