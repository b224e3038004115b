import { useCallback, useEffect } from 'react';
import { atom, useAtomValue, useStore } from 'jotai';
import {
  DEFAULT_GOALS,
  EMPTY_DIARY,
  parseStoredDiary,
  parseStoredGoals,
  type DiaryEntry,
  type DiaryState,
  type NutritionGoals,
} from '@domain';
import type { LarderClient } from '@/lib/supabase';
import { notify } from '@/components/notify';
import { writeSanitizedJson } from '@/lib/sanitized-storage';
import { SyncEngine, type SyncAdapter, type SyncOwner, type SyncStatus } from '@/lib/sync-engine';
import { useSyncRefresh } from '@/lib/use-sync-host';
import { platform } from '@/platform';
import {
  carryGuestDiary,
  diaryHasChanges,
  loadAccountDiary,
  pushDiaryChanges,
} from './diary-remote';
import { createRemoteGoals, loadRemoteGoals, pushGoals, sameGoals } from './goals-remote';
import { NUTRITION_TEXTS as T } from './texts';

/** Device-storage keys (the encrypted store on desktop, as every `larder-<name>` key). */
/** For use-daily-goals.ts, which loads it with this module (not in the first load). */
export { isDefaultGoals } from '@domain';

export const GUEST_DIARY_KEY = 'larder-nutrition-diary';
export const GUEST_GOALS_KEY = 'larder-nutrition-goals';
/** How often a signed-in diary looks for other devices' changes while the tracker is open. */
export const NUTRITION_REFRESH_MS = 15_000;
/** How long an undo stays offered: long enough to reach "Undo" from the keyboard. */
export const UNDO_MS = 8000;

export const diaryAtom = atom<DiaryState>(EMPTY_DIARY);
export const diaryStatusAtom = atom<SyncStatus>('loading');
export const goalsAtom = atom<NutritionGoals>(DEFAULT_GOALS);
export const goalsStatusAtom = atom<SyncStatus>('loading');

async function client(): Promise<LarderClient> {
  return (await import('@/lib/supabase')).supabase;
}

async function readJson(key: string, what: string): Promise<unknown> {
  let raw: string | null;
  try {
    raw = await platform.storage.getItem(key);
  } catch (error) {
    console.warn(`Could not read the saved ${what}; starting empty.`, error);
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    console.warn(`Ignoring the saved ${what} in "${key}": it is not valid JSON.`);
    return undefined;
  }
}

async function writeJson(key: string, value: unknown, what: string): Promise<void> {
  try {
    await writeSanitizedJson(platform.storage, key, value);
  } catch (error) {
    console.warn(`Could not save the ${what} on this device.`, error);
  }
}

export async function loadGuestDiary(): Promise<DiaryState> {
  const json = await readJson(GUEST_DIARY_KEY, 'nutrition diary');
  if (json === undefined) return EMPTY_DIARY;
  const { state, warnings } = parseStoredDiary(json);
  for (const w of warnings) console.warn(`Saved nutrition diary: ${w}`);
  return state;
}

async function loadGuestGoals(): Promise<NutritionGoals> {
  const json = await readJson(GUEST_GOALS_KEY, 'nutrition goals');
  if (json === undefined) return DEFAULT_GOALS;
  const goals = parseStoredGoals(json);
  if (!goals) console.warn('Saved nutrition goals: unreadable; using the defaults.');
  return goals ?? DEFAULT_GOALS;
}

export const DIARY_ADAPTER: SyncAdapter<DiaryState, readonly DiaryEntry[]> = {
  loadLocal: loadGuestDiary,
  saveLocal: (state) => writeJson(GUEST_DIARY_KEY, state, 'nutrition diary'),
  loadRemote: async (owner) => loadAccountDiary(await client(), owner),
  // The first sign-in: the guest diary joins the account, then the device's copy is cleared.
  createRemote: async (owner, local) =>
    carryGuestDiary(await client(), owner, local.entries, () =>
      platform.storage.removeItem(GUEST_DIARY_KEY),
    ),
  push: async (owner, base, next) => pushDiaryChanges(await client(), owner, base, next.entries),
  hasChanges: (base, next) => diaryHasChanges(base, next.entries),
  fromRemote: (remote) => ({ entries: remote }),
};

const GOALS_ADAPTER: SyncAdapter<NutritionGoals, NutritionGoals> = {
  loadLocal: loadGuestGoals,
  saveLocal: (goals) => writeJson(GUEST_GOALS_KEY, goals, 'nutrition goals'),
  loadRemote: async (owner) => loadRemoteGoals(await client(), owner),
  createRemote: async (owner, local) => createRemoteGoals(await client(), owner, local),
  push: async (owner, _base, next) => pushGoals(await client(), owner, next),
  hasChanges: (base, next) => !sameGoals(base, next),
  fromRemote: (remote) => remote,
};

type Store = ReturnType<typeof useStore>;

interface NutritionEngines {
  diary: SyncEngine<DiaryState, readonly DiaryEntry[]>;
  goals: SyncEngine<NutritionGoals, NutritionGoals>;
  loads: Map<SyncOwner, Promise<void>>;
}

const notices = (what: string) => ({
  loadFailed: (error: unknown) => {
    console.warn(`Could not load the saved ${what}:`, error);
    notify.error(T.loadFailedTitle, { description: T.loadFailed });
  },
  saveFailed: (error: unknown) => {
    console.warn(`Nutrition ${what} sync failed; keeping local changes and retrying.`, error);
    notify.error(T.saveFailedTitle, { description: T.saveFailed });
  },
  saved: () => notify.success(T.saved),
});

const enginesByStore = new WeakMap<Store, NutritionEngines>();

/** The diary's and goals' sync engines of a jotai store, made once (pages come and go). */
function enginesOf(store: Store): NutritionEngines {
  let engines = enginesByStore.get(store);
  if (engines) return engines;
  const diary = new SyncEngine(
    DIARY_ADAPTER,
    {
      get: () => store.get(diaryAtom),
      set: (s) => store.set(diaryAtom, s),
      getStatus: () => store.get(diaryStatusAtom),
      setStatus: (s) => store.set(diaryStatusAtom, s),
    },
    notices('diary'),
  );
  const goals = new SyncEngine(
    GOALS_ADAPTER,
    {
      get: () => store.get(goalsAtom),
      set: (s) => store.set(goalsAtom, s),
      getStatus: () => store.get(goalsStatusAtom),
      setStatus: (s) => store.set(goalsStatusAtom, s),
    },
    notices('goals'),
  );
  store.sub(diaryAtom, () => void diary.localChanged());
  store.sub(goalsAtom, () => void goals.localChanged());
  engines = { diary, goals, loads: new Map() };
  enginesByStore.set(store, engines);
  return engines;
}

/** Loads the owner's diary and goals (once per owner); settles when both are ready. */
export function loadNutrition(store: Store, owner: SyncOwner): Promise<void> {
  const engines = enginesOf(store);
  if (owner === undefined) return Promise.resolve();
  let load = engines.loads.get(owner);
  if (!load) {
    engines.loads.clear();
    load = Promise.all([engines.diary.setOwner(owner), engines.goals.setOwner(owner)]).then(
      () => undefined,
    );
    engines.loads.set(owner, load);
  }
  return load;
}

/**
 * Keeps the diary and goals of the current user loaded while mounted, and refreshes a signed-in
 * diary on focus, when the tab shows again and on an interval (changes made on another device
 * show up), by the shared rule of useSyncRefresh. The engines are not useSyncHost's: that host is
 * mounted at the root and loads at every start, while a whole diary is read only once the tracker
 * or a "Log it" needs it, and "Log it" must wait for that load (loadNutrition's promise).
 */
export function useNutritionSync(owner: SyncOwner): void {
  const store = useStore();
  useEffect(() => {
    void loadNutrition(store, owner);
  }, [store, owner]);
  const refresh = useCallback(() => {
    const { diary, goals } = enginesOf(store);
    void diary.refresh();
    void goals.refresh();
  }, [store]);
  useSyncRefresh(owner, refresh, NUTRITION_REFRESH_MS);
}

export function newEntryId(): string {
  return crypto.randomUUID();
}

/** Diary actions over the store (every change is written back by the sync engine). */
export function useDiaryActions() {
  const store = useStore();
  const change = useCallback(
    (fn: (entries: readonly DiaryEntry[]) => readonly DiaryEntry[]) => {
      const current = store.get(diaryAtom);
      store.set(diaryAtom, { entries: fn(current.entries) });
    },
    [store],
  );
  return {
    add: useCallback(
      (entries: readonly DiaryEntry[]) => change((all) => [...all, ...entries]),
      [change],
    ),
    update: useCallback(
      (entry: DiaryEntry) => change((all) => all.map((e) => (e.id === entry.id ? entry : e))),
      [change],
    ),
    remove: useCallback((id: string) => change((all) => all.filter((e) => e.id !== id)), [change]),
    setGoals: useCallback((goals: NutritionGoals) => store.set(goalsAtom, goals), [store]),
  };
}

export function useDiary() {
  return { diary: useAtomValue(diaryAtom), status: useAtomValue(diaryStatusAtom) };
}

/**
 * The daily goals of a user (null: the guest on this device): the saved goals, else the Daily
 * Values. Throws when the backend cannot be reached.
 */
export async function readDailyGoals(owner: string | null): Promise<NutritionGoals> {
  if (!owner) return loadGuestGoals();
  return (await loadRemoteGoals(await client(), owner)) ?? DEFAULT_GOALS;
}

/** Adds entries for the current owner once the diary is loaded (the "Log it" buttons). */
export async function addEntriesWhenReady(
  store: Store,
  owner: SyncOwner,
  entries: readonly DiaryEntry[],
) {
  await loadNutrition(store, owner);
  const current = store.get(diaryAtom);
  store.set(diaryAtom, { entries: [...current.entries, ...entries] });
}

/** Takes an entry off the loaded diary (the "Log it" buttons' undo). */
export function removeEntry(store: Store, id: string) {
  const current = store.get(diaryAtom);
  store.set(diaryAtom, { entries: current.entries.filter((e) => e.id !== id) });
}
