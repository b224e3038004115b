/**
 * The one way the renderer holds data it reads from the server (favourites, saved recipes, recipe
 * rows, ...): a keyed cache shared by every page. Features read through `useServerQuery` (or
 * `fetch` outside React), change data through `mutate` (shown at once, rolled back when the server
 * refuses), and call `invalidate` after a change made elsewhere, so whatever shows that data reads
 * it again. What one user edits on this device and syncs both ways (kitchen, bar shelf, meal plan,
 * food diary) is not server data in this sense: it goes through `sync-engine.ts`.
 *
 * - Reads of one key at the same time share one request.
 * - An answer that began before a change made here (a mutation, `setData`, `invalidate`) is not
 *   shown: it may not contain the change. The key is read again once its changes have settled.
 * - A key that someone shows (`observe`) is read again when stale and the window regains focus,
 *   the tab shows again, or the connection comes back.
 * - Keys nobody shows are forgotten, least recently used first, past `maxEntries`.
 *
 * No Supabase here: the fetchers bring the client, so this module never pulls supabase-js into a
 * chunk. It is one module on purpose: one chunk, one name in the entry's preload map.
 */
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

/** A key names one piece of data: `['favorites', userId]`, `['recipe', 'slug', 'pancakes']`. */
export type QueryKey = readonly (string | number | boolean | null)[];

export type QueryStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface QueryState<T> {
  /** idle: never read; loading: first read on its way; ready: `data` read; error: last read failed. */
  status: QueryStatus;
  /** The last data read or written (kept through a failed read and while reading again). */
  data: T | undefined;
  error: unknown;
  /** A read is on its way. */
  fetching: boolean;
  /** Tags of the mutations on their way (e.g. the favourite being added). */
  pending: ReadonlySet<string>;
}

export interface QueryOptions {
  /** How long an answer counts as fresh: no mount or focus reads it again meanwhile. Default 0. */
  staleMs?: number;
  /** Read again on focus / tab shown / back online when stale and observed. Default true. */
  refetchOnFocus?: boolean;
}

export interface Mutation<T, R> {
  /** Shows the change at once. */
  apply?: (data: T | undefined) => T;
  /** Does the change on the server. */
  run: () => Promise<R>;
  /** The data once the server accepted (e.g. the real row id in place of the optimistic entry). */
  settle?: (data: T | undefined, result: R) => T;
  /**
   * Takes the change back when the server refused. Without it, the data is put back as it was
   * before `apply` when nothing else changed it since; otherwise the key is read again.
   */
  undo?: (data: T | undefined) => T;
  /** Marks the mutation as on its way in `pending` (one at a time per tag is the caller's rule). */
  tag?: string;
}

const NO_TAGS: ReadonlySet<string> = new Set();
export const IDLE: QueryState<never> = {
  status: 'idle',
  data: undefined,
  error: null,
  fetching: false,
  pending: NO_TAGS,
};

interface Entry {
  key: QueryKey;
  hash: string;
  state: QueryState<unknown>;
  fetcher: (() => Promise<unknown>) | null;
  staleMs: number;
  refetchOnFocus: boolean;
  /** When the data was last read or written; null = stale (never read, or invalidated). */
  updatedAt: number | null;
  /** Bumped by every change made here: a read begun before it is not shown. */
  version: number;
  reading: { version: number; promise: Promise<unknown> } | null;
  /** Mutations on their way. */
  writes: number;
  /** Bumped by `remove`: a mutation begun before it leaves the data alone. */
  epoch: number;
  lastUsed: number;
}

export const hashKey = (key: QueryKey): string => JSON.stringify(key);

const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.length <= key.length && prefix.every((part, i) => key[i] === part);

export interface QueryCacheOptions {
  /** Unobserved keys kept; past this the least recently used are forgotten. Default 100. */
  maxEntries?: number;
  /** The clock (tests pass their own). */
  now?: () => number;
}

export class QueryCache {
  private readonly entries = new Map<string, Entry>();
  /** By key hash, apart from the entries so that they outlive a `remove`. */
  private readonly listeners = new Map<string, Set<() => void>>();
  /** How many hooks show each key (by hash). */
  private readonly observers = new Map<string, number>();
  private readonly maxEntries: number;
  private readonly now: () => number;
  private tick = 0;
  private unwatch: (() => void) | null = null;

  constructor(options: QueryCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 100;
    this.now = options.now ?? Date.now;
  }

  private entry(key: QueryKey): Entry {
    const hash = hashKey(key);
    let entry = this.entries.get(hash);
    if (!entry) {
      this.evict(this.maxEntries - 1);
      entry = {
        key,
        hash,
        state: IDLE,
        fetcher: null,
        staleMs: 0,
        refetchOnFocus: true,
        updatedAt: null,
        version: 0,
        reading: null,
        writes: 0,
        epoch: 0,
        lastUsed: 0,
      };
      this.entries.set(hash, entry);
    }
    entry.lastUsed = ++this.tick;
    return entry;
  }

  private observed(entry: Entry): boolean {
    return (this.observers.get(entry.hash) ?? 0) > 0;
  }

  /** Forgets the least recently used keys nobody shows or listens to, down to `keep`. */
  private evict(keep: number): void {
    if (this.entries.size <= keep) return;
    const idle = [...this.entries.values()]
      .filter(
        (e) =>
          !this.observed(e) && !this.listeners.get(e.hash)?.size && !e.reading && e.writes === 0,
      )
      .sort((a, b) => a.lastUsed - b.lastUsed);
    for (const e of idle.slice(0, this.entries.size - keep)) this.entries.delete(e.hash);
  }

  private set(entry: Entry, patch: Partial<QueryState<unknown>>): void {
    entry.state = { ...entry.state, ...patch };
    this.notify(entry.hash);
  }

  private notify(hash: string): void {
    for (const listener of [...(this.listeners.get(hash) ?? [])]) listener();
  }

  private configure(entry: Entry, fetcher: () => Promise<unknown>, options: QueryOptions): void {
    entry.fetcher = fetcher;
    if (options.staleMs !== undefined) entry.staleMs = options.staleMs;
    if (options.refetchOnFocus !== undefined) entry.refetchOnFocus = options.refetchOnFocus;
  }

  private fresh(entry: Entry): boolean {
    return (
      entry.state.status === 'ready' &&
      entry.updatedAt !== null &&
      this.now() - entry.updatedAt < entry.staleMs
    );
  }

  /** The key's state now (a stable object until it changes, for useSyncExternalStore). */
  peek<T>(key: QueryKey): QueryState<T> {
    return (this.entries.get(hashKey(key))?.state ?? IDLE) as QueryState<T>;
  }

  subscribe(key: QueryKey, listener: () => void): () => void {
    const hash = hashKey(key);
    const set = this.listeners.get(hash) ?? new Set();
    set.add(listener);
    this.listeners.set(hash, set);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(hash) === set) this.listeners.delete(hash);
    };
  }

  /** The key's data: fresh data at once, else a read (shared with any read already on its way). */
  fetch<T>(key: QueryKey, fetcher: () => Promise<T>, options: QueryOptions = {}): Promise<T> {
    const entry = this.entry(key);
    this.configure(entry, fetcher, options);
    if (this.fresh(entry)) return Promise.resolve(entry.state.data as T);
    return this.read(entry) as Promise<T>;
  }

  /** Reads the key again even when fresh (a Retry, a page asking for the current list). */
  refetch<T>(key: QueryKey, fetcher?: () => Promise<T>, options: QueryOptions = {}): Promise<T> {
    const entry = this.entry(key);
    if (fetcher) this.configure(entry, fetcher, options);
    return this.read(entry) as Promise<T>;
  }

  private read(entry: Entry): Promise<unknown> {
    if (entry.reading?.version === entry.version) return entry.reading.promise;
    const { fetcher, version } = entry;
    if (!fetcher) return Promise.resolve(entry.state.data);
    const promise = this.run(entry, fetcher, version);
    entry.reading = { version, promise };
    this.set(entry, {
      fetching: true,
      status: entry.state.data === undefined ? 'loading' : entry.state.status,
    });
    return promise;
  }

  private async run(
    entry: Entry,
    fetcher: () => Promise<unknown>,
    version: number,
  ): Promise<unknown> {
    let data: unknown;
    let failure: { error: unknown } | null = null;
    try {
      data = await fetcher();
    } catch (error) {
      failure = { error };
    }
    const mine = entry.reading?.version === version;
    if (mine) entry.reading = null;
    if (entry.version !== version || entry.writes > 0) {
      // Begun before a change made here: it may not hold the change, so it is not shown.
      if (entry.writes > 0) {
        entry.updatedAt = null;
        if (mine) this.set(entry, { fetching: false });
        return entry.state.data;
      }
      // Forgotten meanwhile (sign-out) and shown by nobody: the answer belongs to nobody.
      if (entry.state.status === 'idle' && !this.observed(entry)) {
        if (mine) this.set(entry, { fetching: false });
        return undefined;
      }
      return this.read(entry);
    }
    if (failure) {
      this.set(entry, { status: 'error', error: failure.error, fetching: false });
      throw failure.error;
    }
    entry.updatedAt = this.now();
    this.set(entry, { status: 'ready', data, error: null, fetching: false });
    return data;
  }

  /** Writes the key's data (a row the server just answered, e.g. after an edit). */
  setData<T>(key: QueryKey, update: (data: T | undefined) => T): void {
    const entry = this.entry(key);
    entry.version += 1;
    entry.updatedAt = this.now();
    this.set(entry, {
      status: 'ready',
      data: update(entry.state.data as T | undefined),
      error: null,
    });
  }

  /**
   * A change to the key's data: shown at once (`apply`), sent (`run`), then kept (`settle`) or
   * taken back (`undo`) and the error rethrown. Reads answering meanwhile are not shown; the key
   * is read again afterwards when someone shows it and a read was missed.
   */
  async mutate<T, R>(key: QueryKey, mutation: Mutation<T, R>): Promise<R> {
    const entry = this.entry(key);
    const before = entry.state;
    entry.writes += 1;
    entry.version += 1;
    const tags = new Set(entry.state.pending);
    if (mutation.tag !== undefined) tags.add(mutation.tag);
    const applied = mutation.apply?.(entry.state.data as T | undefined);
    this.set(entry, { ...(mutation.apply ? { data: applied } : {}), pending: tags });
    const afterApply = entry.version;
    const { epoch } = entry;
    const done = (patch: Partial<QueryState<unknown>>) => {
      entry.writes -= 1;
      entry.version += 1;
      const pending = new Set(entry.state.pending);
      if (mutation.tag !== undefined) pending.delete(mutation.tag);
      this.set(entry, epoch === entry.epoch ? { ...patch, pending } : { pending });
      if (entry.writes === 0 && entry.updatedAt === null && this.observed(entry)) {
        void this.read(entry).catch(() => undefined);
      }
    };
    let result: R;
    try {
      result = await mutation.run();
    } catch (error) {
      if (mutation.undo) {
        done({ data: mutation.undo(entry.state.data as T | undefined) });
      } else if (!mutation.apply) {
        done({});
      } else if (entry.version === afterApply) {
        done({ data: before.data });
      } else {
        // Changed again meanwhile: putting the old data back could undo that change too.
        entry.updatedAt = null;
        done({});
      }
      throw error;
    }
    done(
      mutation.settle ? { data: mutation.settle(entry.state.data as T | undefined, result) } : {},
    );
    return result;
  }

  /**
   * The data under `prefix` changed elsewhere (another page saved, restored or imported): keys
   * someone shows are read again now, the others when next shown.
   */
  invalidate(prefix: QueryKey): void {
    for (const entry of [...this.entries.values()]) {
      if (!startsWith(entry.key, prefix)) continue;
      entry.version += 1;
      entry.updatedAt = null;
      if (this.observed(entry) && entry.writes === 0) void this.read(entry).catch(() => undefined);
    }
  }

  /**
   * Forgets the keys under `prefix` (sign-out): their data is dropped at once, and answers still
   * on their way are not shown.
   */
  remove(prefix: QueryKey): void {
    for (const entry of [...this.entries.values()]) {
      if (!startsWith(entry.key, prefix)) continue;
      entry.version += 1;
      entry.epoch += 1;
      entry.updatedAt = null;
      entry.reading = null;
      this.set(entry, { ...IDLE, pending: entry.state.pending });
      this.evict(this.maxEntries);
    }
  }

  /**
   * Someone shows the key: it is read now when stale, and again on focus while shown. Returns the
   * function to call when it is no longer shown.
   */
  observe(key: QueryKey, fetcher: () => Promise<unknown>, options: QueryOptions = {}): () => void {
    const entry = this.entry(key);
    this.configure(entry, fetcher, options);
    this.observers.set(entry.hash, (this.observers.get(entry.hash) ?? 0) + 1);
    this.watch();
    if (!this.fresh(entry) && entry.writes === 0) void this.read(entry).catch(() => undefined);
    let observing = true;
    return () => {
      if (!observing) return;
      observing = false;
      const left = (this.observers.get(entry.hash) ?? 1) - 1;
      if (left > 0) this.observers.set(entry.hash, left);
      else this.observers.delete(entry.hash);
      this.evict(this.maxEntries);
    };
  }

  /** Reads again every shown key that is stale (focus, tab shown, back online). */
  refetchObserved(): void {
    for (const entry of this.entries.values()) {
      if (!this.observed(entry) || !entry.refetchOnFocus || entry.writes > 0) continue;
      if (!this.fresh(entry)) void this.read(entry).catch(() => undefined);
    }
  }

  /** Listens for focus, the tab showing again and the connection coming back (once, lazily). */
  private watch(): void {
    if (this.unwatch || typeof window === 'undefined') return;
    const refetch = () => this.refetchObserved();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    window.addEventListener('focus', refetch);
    window.addEventListener('online', refetch);
    document.addEventListener('visibilitychange', onVisible);
    this.unwatch = () => {
      window.removeEventListener('focus', refetch);
      window.removeEventListener('online', refetch);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }

  /** Stops listening for focus (tests). */
  dispose(): void {
    this.unwatch?.();
    this.unwatch = null;
  }
}

/** The app's one cache. */
export const queryCache = new QueryCache();

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

/**
 * The keys of the server data the app holds in its one cache (server-cache.ts), in one place so a
 * feature can say "this changed" about data another feature shows without importing it.
 */
export const SERVER_KEYS = {
  /** The user's favourites list (favorites feature). */
  favorites: (userId: string): QueryKey => ['favorites', userId],
  /** Everything read from `saved_recipes`: the list, one recipe, the meal plan's look-ups. */
  savedRecipes: (userId: string): QueryKey => ['saved-recipes', userId],
  /** One row of the public `recipes` table, by slug or title. */
  recipe: (column: 'slug' | 'title', value: string): QueryKey => ['recipe', column, value],
} as const;

/**
 * The saved-recipes collection changed (a recipe saved from the header dialog or pasted, restored
 * by Undo, imported): whatever shows it reads it again, whichever page made the change.
 */
export function savedRecipesChanged(): void {
  queryCache.invalidate(['saved-recipes']);
}

/** Favourites changed elsewhere (a saved recipe deleted or restored takes its favourites along). */
export function favoritesChanged(): void {
  queryCache.invalidate(['favorites']);
}
