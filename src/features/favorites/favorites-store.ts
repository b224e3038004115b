import type { FavoriteTarget } from '@/components/favorite-slot';
import { IDLE, QueryCache, type QueryState, SERVER_KEYS } from '@/lib/server-cache';
import {
  favoriteKey,
  FavoritesError,
  UNIQUE_VIOLATION,
  type FavoriteEntry,
  type FavoriteRef,
  type FavoritesApi,
} from './favorites-api';

export interface FavoritesSnapshot {
  /** Whose favourites these are: undefined while auth loads, null for a guest. */
  userId: string | null | undefined;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Newest first. */
  entries: readonly FavoriteEntry[];
  /** Keys with an add or a remove on its way. */
  pending: ReadonlySet<string>;
}

const NOTHING: readonly FavoriteEntry[] = [];

const favoritesKey = SERVER_KEYS.favorites;

/**
 * Hearts mounting within this of the last read share it; after it, focus reads the list again
 * (another tab or device may have changed it).
 */
export const FAVORITES_STALE_MS = 30_000;

/** Newest first; an entry coming back (undo) returns to its old place. */
function insertSorted(entries: readonly FavoriteEntry[], entry: FavoriteEntry): FavoriteEntry[] {
  const rest = entries.filter((e) => e.key !== entry.key);
  const at = rest.findIndex((e) => e.createdAt < entry.createdAt);
  return at === -1 ? [...rest, entry] : [...rest.slice(0, at), entry, ...rest.slice(at)];
}

/**
 * The signed-in user's favourites, held in the app's server-data cache (src/lib/server-cache.ts)
 * under `favoritesKey(userId)`: read once and shared by every heart on the page and by
 * /favorites. Adds and removes show at once and are rolled back when the backend refuses them
 * (the caller then shows the error). Changing the user forgets the old user's list and reads again.
 */
export class FavoritesStore {
  private userId: string | null | undefined = undefined;
  private readonly listeners = new Set<() => void>();
  private unsubscribe: () => void = () => undefined;
  /** favoriteKey → public.recipes id (built-in recipes and drinks), learnt from the list and look-ups. */
  private readonly recipeIds = new Map<string, string>();
  private last: { userId: string | null | undefined; state: unknown; snapshot: FavoritesSnapshot } =
    {
      userId: undefined,
      state: null,
      snapshot: { userId: undefined, status: 'idle', entries: NOTHING, pending: new Set() },
    };

  constructor(
    private readonly api: FavoritesApi,
    private readonly cache: QueryCache = new QueryCache(),
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify(): void {
    this.listeners.forEach((listener) => listener());
  }

  private state(): QueryState<FavoriteEntry[]> {
    return this.userId ? this.cache.peek<FavoriteEntry[]>(favoritesKey(this.userId)) : IDLE;
  }

  getSnapshot = (): FavoritesSnapshot => {
    const state = this.state();
    const { userId } = this;
    if (this.last.userId === userId && this.last.state === state) return this.last.snapshot;
    const snapshot: FavoritesSnapshot = {
      userId,
      status: !userId ? 'idle' : state.status === 'idle' ? 'loading' : state.status,
      entries: state.data ?? NOTHING,
      pending: state.pending,
    };
    this.last = { userId, state, snapshot };
    return snapshot;
  };

  has(target: FavoriteTarget): boolean {
    const key = favoriteKey(target);
    return (this.state().data ?? NOTHING).some((e) => e.key === key);
  }

  private readonly fetcher = async (): Promise<FavoriteEntry[]> => {
    const entries = await this.api.list();
    for (const e of entries) {
      if (e.target.kind !== 'saved' && e.recipeId) this.recipeIds.set(e.key, e.recipeId);
    }
    return entries;
  };

  /** Follows the signed-in user; a new user (or sign-out) drops the old list. */
  setUser(userId: string | null | undefined): void {
    if (userId === this.userId) return;
    if (this.userId) this.cache.remove(favoritesKey(this.userId));
    this.unsubscribe();
    this.unsubscribe = userId
      ? this.cache.subscribe(favoritesKey(userId), () => this.notify())
      : () => undefined;
    this.userId = userId;
    this.notify();
    if (userId) void this.load();
  }

  /**
   * While something shows the hearts or the list: read again on focus when older than
   * FAVORITES_STALE_MS. Returns the function to call when it is gone.
   */
  observe(): () => void {
    if (!this.userId) return () => undefined;
    return this.cache.observe(favoritesKey(this.userId), this.fetcher, {
      staleMs: FAVORITES_STALE_MS,
    });
  }

  /** Reads the list again (keeps showing the current one meanwhile). */
  load(): Promise<void> {
    if (!this.userId) return Promise.resolve();
    return this.cache
      .refetch(favoritesKey(this.userId), this.fetcher, { staleMs: FAVORITES_STALE_MS })
      .then(
        () => undefined,
        (error: unknown) => console.error('Could not load favorites:', error),
      );
  }

  private async recipeIdOf(target: Exclude<FavoriteTarget, { kind: 'saved' }>): Promise<string> {
    const key = favoriteKey(target);
    const known = this.recipeIds.get(key);
    if (known) return known;
    const id =
      target.kind === 'recipe'
        ? await this.api.recipeIdForSlug(target.slug)
        : await this.api.drinkIdForTitle(target.title);
    if (!id) throw new FavoritesError(`No recipe "${key}" in the library`);
    this.recipeIds.set(key, id);
    return id;
  }

  /**
   * Adds a favourite (shown at once). `createdAt` puts an undone removal back in its place.
   * Throws when the backend refuses; the list is then as it was.
   */
  async add(target: FavoriteTarget, title: string, createdAt?: string): Promise<void> {
    const { userId } = this;
    if (!userId) throw new FavoritesError('Sign in to add favorites');
    const key = favoriteKey(target);
    if (this.state().pending.has(key) || this.has(target)) return;
    const entry: FavoriteEntry = {
      key,
      id: null,
      target,
      recipeId: target.kind === 'saved' ? null : (this.recipeIds.get(key) ?? null),
      title,
      createdAt: createdAt ?? new Date().toISOString(),
    };
    try {
      await this.cache.mutate(favoritesKey(userId), {
        tag: key,
        apply: (list: FavoriteEntry[] = []) => insertSorted(list, entry),
        run: async () => {
          const ref: FavoriteRef =
            target.kind === 'saved'
              ? { savedRecipeId: target.id }
              : { recipeId: await this.recipeIdOf(target) };
          return { ref, saved: await this.api.insert(userId, ref, createdAt) };
        },
        settle: (list = [], { ref, saved }) =>
          insertSorted(list, {
            ...entry,
            id: saved.id,
            recipeId: 'recipeId' in ref ? ref.recipeId : null,
            createdAt: saved.createdAt,
          }),
        undo: (list = []) => list.filter((e) => e.key !== key),
      });
    } catch (error) {
      if (userId !== this.userId) return;
      if (error instanceof FavoritesError && error.code === UNIQUE_VIOLATION) {
        // Already a favourite (another tab or device): read the real row, afresh.
        await this.load();
        return;
      }
      throw error;
    }
  }

  /**
   * Removes a favourite (gone at once) and returns it, for an undo; null when there was nothing
   * to remove. Throws when the backend refuses; the favourite is then back in its place.
   */
  async remove(target: FavoriteTarget): Promise<FavoriteEntry | null> {
    const { userId } = this;
    if (!userId) return null;
    const key = favoriteKey(target);
    const state = this.state();
    const entry = (state.data ?? NOTHING).find((e) => e.key === key);
    if (!entry || entry.id === null || state.pending.has(key)) return null;
    const { id } = entry;
    try {
      await this.cache.mutate(favoritesKey(userId), {
        tag: key,
        apply: (list: FavoriteEntry[] = []) => list.filter((e) => e.key !== key),
        run: () => this.api.remove(id),
        undo: (list = []) => insertSorted(list, entry),
      });
      return entry;
    } catch (error) {
      if (userId !== this.userId) return null;
      throw error;
    }
  }
}
