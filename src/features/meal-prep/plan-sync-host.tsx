import { useEffect, useMemo } from 'react';
import { useStore } from 'jotai';
import type { LarderClient } from '@/lib/supabase';
import type { MealPlan } from '@domain';
import { notify } from '@/components/notify';
import { SyncEngine, type SyncAdapter, type SyncOwner } from '@/lib/sync-engine';
import { platform } from '@/platform';
import { mealPlanAtom, mealPlanStatusAtom } from './plan-state';
import { loadGuestPlan, saveGuestPlan } from './plan-storage';
import {
  createRemotePlan,
  loadRemotePlan,
  planHasChanges,
  PLAN_SYNC_TEXTS as T,
  pushPlanChanges,
} from './plan-sync';

/** How often a signed-in plan looks for changes made elsewhere, and retries failed saves. */
export const PLAN_REFRESH_MS = 15_000;

async function client(): Promise<LarderClient> {
  return (await import('@/lib/supabase')).supabase;
}

/** Owners whose plan was read or created in this session. */
const seenOwners = new Set<string>();

/** The plan's storage: device storage for guests, one meal_plans row per entry when signed in. */
export const PLAN_SYNC_ADAPTER: SyncAdapter<MealPlan, MealPlan> = {
  loadLocal: () => loadGuestPlan(platform.storage),
  saveLocal: (plan) => saveGuestPlan(platform.storage, plan),
  loadRemote: async (owner) => {
    const plan = await loadRemotePlan(await client(), owner);
    // No rows at the first look: let the engine offer the device's plan to the account once.
    // Later, no rows means every entry was removed (perhaps on another device).
    if (plan.entries.length === 0 && !seenOwners.has(owner)) return null;
    seenOwners.add(owner);
    return plan;
  },
  createRemote: async (owner, local) => {
    seenOwners.add(owner);
    return createRemotePlan(await client(), owner, local);
  },
  push: async (owner, base, next) => pushPlanChanges(await client(), owner, base, next),
  hasChanges: planHasChanges,
  fromRemote: (remote) => remote,
};

/** Mounted once at the root: loads the plan for the session's owner, saves changes, refreshes on focus. */
export function MealPlanSync({ owner }: { owner: SyncOwner }) {
  const store = useStore();
  const engine = useMemo(
    () =>
      new SyncEngine(
        PLAN_SYNC_ADAPTER,
        {
          get: () => store.get(mealPlanAtom),
          set: (plan) => store.set(mealPlanAtom, plan),
          getStatus: () => store.get(mealPlanStatusAtom),
          setStatus: (status) => store.set(mealPlanStatusAtom, status),
        },
        {
          loadFailed: (error) => {
            console.warn('Could not load the saved meal plan:', error);
            notify.error(T.loadFailedTitle, { description: T.loadFailed });
          },
          saveFailed: (error) => {
            console.warn('Meal plan sync failed; keeping local changes and retrying.', error);
            notify.error(T.saveFailedTitle, { description: T.saveFailed });
          },
          saved: () => notify.success(T.saved),
        },
      ),
    [store],
  );

  useEffect(() => store.sub(mealPlanAtom, () => void engine.localChanged()), [store, engine]);

  useEffect(() => {
    void engine.setOwner(owner);
  }, [engine, owner]);

  useEffect(() => {
    if (!owner) return;
    const refresh = () => void engine.refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(refresh, PLAN_REFRESH_MS);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, [engine, owner]);

  return null;
}
