import type { LarderClient } from '@/lib/supabase';
import { notify } from '@/components/notify';
import type { SyncAdapter, SyncOwner } from '@/lib/sync-engine';
import { useSyncHost, type SyncHostConfig } from '@/lib/use-sync-host';
import { platform } from '@/platform';
import {
  checksChanged,
  loadGuestChecks,
  loadRemoteChecks,
  pushChecks,
  saveGuestChecks,
  shoppingChecksAtom,
  shoppingStatusAtom,
  type ShoppingChecks,
} from './shopping-sync';

async function client(): Promise<LarderClient> {
  return (await import('@/lib/supabase')).supabase;
}

const ADAPTER: SyncAdapter<ShoppingChecks, ShoppingChecks> = {
  loadLocal: () => loadGuestChecks(platform.storage),
  saveLocal: (checks) => saveGuestChecks(platform.storage, checks),
  loadRemote: async (owner) => loadRemoteChecks(await client(), owner),
  createRemote: async (owner) => loadRemoteChecks(await client(), owner),
  push: async (owner, base, next) => pushChecks(await client(), owner, base, next),
  hasChanges: checksChanged,
  fromRemote: (remote) => remote,
};

const SHOPPING_SYNC: SyncHostConfig<ShoppingChecks, ShoppingChecks> = {
  adapter: ADAPTER,
  state: shoppingChecksAtom,
  status: shoppingStatusAtom,
  notices: {
    loadFailed: (error) => console.warn('Could not load the shopping list:', error),
    saveFailed: (error) => {
      console.warn('Shopping list sync failed; keeping local changes and retrying.', error);
      notify.error('Error', {
        description: "Your shopping list couldn't be saved. We'll keep trying.",
      });
    },
    saved: () => notify.success('Your shopping list is saved again.'),
  },
};

/** Keeps the ticked shopping items: on the device for guests, in shopping_list_checks when signed in. */
export function ShoppingSync({ owner }: { owner: SyncOwner }) {
  useSyncHost(owner, SHOPPING_SYNC);
  return null;
}
