import { useAtomValue } from 'jotai';
import type { LarderClient } from '@/lib/supabase';
import { notify } from '@/components/notify';
import type { SyncAdapter, SyncOwner } from '@/lib/sync-engine';
import { useSyncHost, type SyncHostConfig } from '@/lib/use-sync-host';
import { platform } from '@/platform';
import type { BarShelf } from './shelf-model';
import { shelfAtom, shelfStatusAtom } from './shelf-state';
import { loadGuestShelf, saveGuestShelf } from './shelf-storage';
import type { RemoteShelf } from './shelf-sync';
import { BAR_SYNC_TEXTS as T } from './sync-texts';

/** How often a signed-in shelf looks for changes made elsewhere, and retries failed saves. */
export const BAR_REFRESH_MS = 10_000;

async function client(): Promise<LarderClient> {
  return (await import('@/lib/supabase')).supabase;
}

/** The backend half loads with the Supabase client, off the first-load path. */
const remote = () => import('./shelf-sync');

/** The same names, whatever the order. */
function hasShelfChanges(base: RemoteShelf, next: BarShelf): boolean {
  if (base.length !== next.bottles.length) return true;
  const set = new Set(base);
  return next.bottles.some((name) => !set.has(name));
}

/**
 * The shelf's storage: device storage for guests (`larder-bar`), bar_inventory rows when signed
 * in. A signed-in shelf is the server's; an account that has never had a shelf starts from the
 * device's (the guest shelf is carried in at the first sign-in, like the kitchen), while a shelf
 * emptied on any device stays empty.
 */
export const BAR_SYNC_ADAPTER: SyncAdapter<BarShelf, RemoteShelf> = {
  loadLocal: () => loadGuestShelf(platform.storage),
  saveLocal: (shelf) => saveGuestShelf(platform.storage, shelf),
  loadRemote: async (owner) => (await remote()).loadAccountShelf(await client(), owner),
  createRemote: async (owner, local) =>
    (await remote()).createAccountShelf(await client(), owner, local),
  push: async (owner, base, next) =>
    (await remote()).pushShelfChanges(await client(), owner, base, next),
  hasChanges: hasShelfChanges,
  fromRemote: (remote) => ({ bottles: [...remote] }),
};

const BAR_SYNC: SyncHostConfig<BarShelf, RemoteShelf> = {
  adapter: BAR_SYNC_ADAPTER,
  state: shelfAtom,
  status: shelfStatusAtom,
  notices: {
    loadFailed: (error) => {
      console.warn('Could not load the saved bar:', error);
      notify.error(T.syncLoadFailedTitle, { description: T.syncLoadFailed });
    },
    saveFailed: (error) => {
      console.warn('Bar sync failed; keeping local changes and retrying.', error);
      notify.error(T.syncSaveFailedTitle, { description: T.syncSaveFailed });
    },
    saved: () => notify.success(T.syncSaved),
  },
  refreshMs: BAR_REFRESH_MS,
};

/**
 * Mounted once at the root, like the kitchen's: loads the shelf when its owner changes, writes
 * every change back, and refreshes a signed-in shelf on focus and on an interval.
 */
export function BarSync({ owner }: { owner: SyncOwner }) {
  useSyncHost(owner, BAR_SYNC);
  return null;
}

/** 'loading' until the shelf of the current owner has been read. */
export function useShelfStatus() {
  return useAtomValue(shelfStatusAtom);
}
