import { useEffect, useMemo } from 'react';
import { useStore } from 'jotai';
import type { LarderClient } from '@/lib/supabase';
import { notify } from '@/components/notify';
import { SyncEngine, type SyncAdapter, type SyncOwner } from '@/lib/sync-engine';
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

/** Keeps the ticked shopping items: on the device for guests, in shopping_list_checks when signed in. */
export function ShoppingSync({ owner }: { owner: SyncOwner }) {
  const store = useStore();
  const engine = useMemo(
    () =>
      new SyncEngine(
        ADAPTER,
        {
          get: () => store.get(shoppingChecksAtom),
          set: (v) => store.set(shoppingChecksAtom, v),
          getStatus: () => store.get(shoppingStatusAtom),
          setStatus: (s) => store.set(shoppingStatusAtom, s),
        },
        {
          loadFailed: (error) => console.warn('Could not load the shopping list:', error),
          saveFailed: (error) => {
            console.warn('Shopping list sync failed; keeping local changes and retrying.', error);
            notify.error('Error', {
              description: "Your shopping list couldn't be saved. We'll keep trying.",
            });
          },
          saved: () => notify.success('Your shopping list is saved again.'),
        },
      ),
    [store],
  );
  useEffect(() => store.sub(shoppingChecksAtom, () => void engine.localChanged()), [store, engine]);
  useEffect(() => {
    void engine.setOwner(owner);
  }, [engine, owner]);
  useEffect(() => {
    if (!owner) return;
    const refresh = () => void engine.refresh();
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [engine, owner]);
  return null;
}
