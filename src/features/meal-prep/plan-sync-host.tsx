import type { LarderClient } from '@/lib/supabase';
import type { MealPlan } from '@domain';
import { notify } from '@/components/notify';
import type { SyncAdapter, SyncOwner } from '@/lib/sync-engine';
import { useSyncHost, type SyncHostConfig } from '@/lib/use-sync-host';
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

const PLAN_SYNC: SyncHostConfig<MealPlan, MealPlan> = {
  adapter: PLAN_SYNC_ADAPTER,
  state: mealPlanAtom,
  status: mealPlanStatusAtom,
  notices: {
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
  refreshMs: PLAN_REFRESH_MS,
};

/** Mounted once at the root: loads the plan for the session's owner, saves changes, refreshes on focus. */
export function MealPlanSync({ owner }: { owner: SyncOwner }) {
  useSyncHost(owner, PLAN_SYNC);
  return null;
}
