import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import {
  hashKey,
  IDLE,
  queryCache,
  type QueryCache,
  type QueryKey,
  type QueryOptions,
  type QueryState,
} from './server-cache';

const LOADING: QueryState<never> = { ...IDLE, status: 'loading' };

export interface ServerQuery<T> extends QueryState<T> {
  /** Reads the key again (a Retry button). */
  refetch: () => void;
}

/**
 * The data under `key`, read through the app's one cache (server-cache.ts) and kept current: read
 * on mount when stale, shared with every other component showing the same key, read again on
 * focus and after `invalidate`. A null key (a guest, nothing to read yet) reads nothing and stays
 * idle. `fetcher` may change between renders; the latest one is used.
 */
export function useServerQuery<T>(
  key: QueryKey | null,
  fetcher: () => Promise<T>,
  options: QueryOptions & { cache?: QueryCache } = {},
): ServerQuery<T> {
  const { cache = queryCache, staleMs, refetchOnFocus } = options;
  const hash = key === null ? null : hashKey(key);
  const latest = useRef(fetcher);
  useEffect(() => {
    latest.current = fetcher;
  });
  // `hash` stands for `key` in the dependencies below.
  /* eslint-disable react-hooks/exhaustive-deps */
  const subscribe = useCallback(
    (listener: () => void) => (key === null ? () => undefined : cache.subscribe(key, listener)),
    [cache, hash],
  );
  const getSnapshot = useCallback(() => (key === null ? IDLE : cache.peek<T>(key)), [cache, hash]);
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);

  useEffect(() => {
    if (key === null) return;
    return cache.observe(key, () => latest.current(), { staleMs, refetchOnFocus });
  }, [cache, hash, staleMs, refetchOnFocus]);

  const refetch = useCallback(() => {
    if (key !== null) void cache.refetch(key).catch(() => undefined);
  }, [cache, hash]);
  /* eslint-enable react-hooks/exhaustive-deps */

  // Before the first read starts (the effect above), a key with nothing yet is loading.
  const shown = key !== null && state.status === 'idle' ? (LOADING as QueryState<T>) : state;
  return { ...shown, refetch };
}
