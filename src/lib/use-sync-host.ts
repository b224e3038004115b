import { useCallback, useEffect, useMemo } from 'react';
import { useStore, type PrimitiveAtom } from 'jotai';
import {
  SyncEngine,
  type SyncAdapter,
  type SyncNotices,
  type SyncOwner,
  type SyncStatus,
} from './sync-engine';

/** What one kind of synced data (kitchen, bar shelf, meal plan, shopping ticks) is made of. */
export interface SyncHostConfig<State, Remote> {
  adapter: SyncAdapter<State, Remote>;
  /** Where the app reads and changes the data. */
  state: PrimitiveAtom<State>;
  /** 'loading' until the current owner's data has been read. */
  status: PrimitiveAtom<SyncStatus>;
  notices: SyncNotices;
  /**
   * A signed-in owner's data is read again on focus, when the tab shows again and, with this set,
   * on an interval (which also retries failed saves).
   */
  refreshMs?: number;
}

/**
 * The one way a feature's host component runs its SyncEngine: mounted once at the root (the app
 * knows the session), it loads the owner's data when the owner changes, writes every change of
 * `state` back, and refreshes a signed-in owner's data. Pass a config defined at module level.
 */
export function useSyncHost<State, Remote>(
  owner: SyncOwner,
  config: SyncHostConfig<State, Remote>,
): void {
  const store = useStore();
  const engine = useMemo(
    () =>
      new SyncEngine(
        config.adapter,
        {
          get: () => store.get(config.state),
          set: (value) => store.set(config.state, value),
          getStatus: () => store.get(config.status),
          setStatus: (status) => store.set(config.status, status),
        },
        config.notices,
      ),
    [store, config],
  );

  useEffect(
    () => store.sub(config.state, () => void engine.localChanged()),
    [store, engine, config],
  );

  useEffect(() => {
    void engine.setOwner(owner);
  }, [engine, owner]);

  const refresh = useCallback(() => void engine.refresh(), [engine]);
  useSyncRefresh(owner, refresh, config.refreshMs);
}

/**
 * A signed-in owner's data is read again on focus, when the tab shows again and, with `refreshMs`,
 * on an interval. useSyncHost's rule, also used by hosts that load on demand (the food diary,
 * which is read only once the tracker or a "Log it" needs it). Pass a stable `refresh`.
 */
export function useSyncRefresh(owner: SyncOwner, refresh: () => void, refreshMs?: number): void {
  useEffect(() => {
    if (!owner) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisible);
    const timer = refreshMs === undefined ? undefined : window.setInterval(refresh, refreshMs);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisible);
      if (timer !== undefined) window.clearInterval(timer);
    };
  }, [owner, refresh, refreshMs]);
}
