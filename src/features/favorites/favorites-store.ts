import type { FavoriteTarget } from '@/components/favorite-slot';
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

const EMPTY: FavoritesSnapshot = {
  userId: undefined,
  status: 'idle',
  entries: [],
  pending: new Set(),
};

/** Newest first; an entry coming back (undo) returns to its old place. */
function insertSorted(entries: readonly FavoriteEntry[], entry: FavoriteEntry): FavoriteEntry[] {
  const rest = entries.filter((e) => e.key !== entry.key);
  const at = rest.findIndex((e) => e.createdAt < entry.createdAt);
  return at === -1 ? [...rest, entry] : [...rest.slice(0, at), entry, ...rest.slice(at)];
}

/**
 * The signed-in user's favourites, read once and shared by every heart on the page and by
 * /favorites. Adds and removes show at once and are rolled back when the backend refuses them
 * (the caller then shows the error). Changing the user forgets everything and reads again.
 */
export class FavoritesStore {
  private snapshot: FavoritesSnapshot = EMPTY;
  private readonly listeners = new Set<() => void>();
  /** favoriteKey → public.recipes id (built-in recipes and drinks), learnt from the list and look-ups. */
  private readonly recipeIds = new Map<string, string>();
  /** Bumped on every change of user: answers for an older user are dropped. */
  private generation = 0;
  /** The read on its way, shared by callers that ask at the same time. */
  private reading: { generation: number; promise: Promise<void> } | null = null;

  constructor(private readonly api: FavoritesApi) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): FavoritesSnapshot => this.snapshot;

  private set(patch: Partial<FavoritesSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    this.listeners.forEach((listener) => listener());
  }

  private setPending(key: string, on: boolean): void {
    const pending = new Set(this.snapshot.pending);
    if (on) pending.add(key);
    else pending.delete(key);
    this.set({ pending });
  }

  has(target: FavoriteTarget): boolean {
    const key = favoriteKey(target);
    return this.snapshot.entries.some((e) => e.key === key);
  }

  /** Follows the signed-in user; a new user (or sign-out) drops the old list. */
  setUser(userId: string | null | undefined): void {
    if (userId === this.snapshot.userId) return;
    this.generation += 1;
    this.snapshot = { ...EMPTY, userId, status: userId ? 'loading' : 'idle' };
    this.listeners.forEach((listener) => listener());
    if (userId) void this.load();
  }

  /** Reads the list again (keeps showing the current one meanwhile). */
  load(): Promise<void> {
    if (!this.snapshot.userId) return Promise.resolve();
    if (this.reading?.generation === this.generation) return this.reading.promise;
    const generation = this.generation;
    const promise = this.read(generation).finally(() => {
      if (this.reading?.promise === promise) this.reading = null;
    });
    this.reading = { generation, promise };
    return promise;
  }

  private async read(generation: number): Promise<void> {
    if (this.snapshot.status !== 'ready') this.set({ status: 'loading' });
    try {
      const entries = await this.api.list();
      if (generation !== this.generation) return;
      for (const e of entries) {
        if (e.target.kind !== 'saved' && e.recipeId) this.recipeIds.set(e.key, e.recipeId);
      }
      // Writes still on their way keep their optimistic state (added: shown; removed: not).
      const { pending } = this.snapshot;
      const adding = this.snapshot.entries.filter((e) => pending.has(e.key));
      const merged = adding.reduce(
        (list, e) => insertSorted(list, e),
        entries.filter((e) => !pending.has(e.key)),
      );
      this.set({ entries: merged, status: 'ready' });
    } catch (error) {
      if (generation !== this.generation) return;
      console.error('Could not load favorites:', error);
      this.set({ status: 'error' });
    }
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
    const { userId } = this.snapshot;
    if (!userId) throw new FavoritesError('Sign in to add favorites');
    const key = favoriteKey(target);
    if (this.snapshot.pending.has(key) || this.has(target)) return;
    const generation = this.generation;
    const entry: FavoriteEntry = {
      key,
      id: null,
      target,
      recipeId: target.kind === 'saved' ? null : (this.recipeIds.get(key) ?? null),
      title,
      createdAt: createdAt ?? new Date().toISOString(),
    };
    this.set({ entries: insertSorted(this.snapshot.entries, entry) });
    this.setPending(key, true);
    try {
      const ref: FavoriteRef =
        target.kind === 'saved'
          ? { savedRecipeId: target.id }
          : { recipeId: await this.recipeIdOf(target) };
      const saved = await this.api.insert(userId, ref, createdAt);
      if (generation !== this.generation) return;
      const done: FavoriteEntry = {
        ...entry,
        id: saved.id,
        recipeId: 'recipeId' in ref ? ref.recipeId : null,
        createdAt: saved.createdAt,
      };
      this.set({ entries: insertSorted(this.snapshot.entries, done) });
      this.setPending(key, false);
    } catch (error) {
      if (generation !== this.generation) return;
      this.setPending(key, false);
      if (error instanceof FavoritesError && error.code === UNIQUE_VIOLATION) {
        // Already a favourite (another tab or device): read the real row, afresh.
        this.reading = null;
        await this.load();
        return;
      }
      this.set({ entries: this.snapshot.entries.filter((e) => e.key !== key) });
      throw error;
    }
  }

  /**
   * Removes a favourite (gone at once) and returns it, for an undo; null when there was nothing
   * to remove. Throws when the backend refuses; the favourite is then back in its place.
   */
  async remove(target: FavoriteTarget): Promise<FavoriteEntry | null> {
    const key = favoriteKey(target);
    const entry = this.snapshot.entries.find((e) => e.key === key);
    if (!entry || entry.id === null || this.snapshot.pending.has(key)) return null;
    const generation = this.generation;
    this.set({ entries: this.snapshot.entries.filter((e) => e.key !== key) });
    this.setPending(key, true);
    try {
      await this.api.remove(entry.id);
      if (generation === this.generation) this.setPending(key, false);
      return entry;
    } catch (error) {
      if (generation !== this.generation) return null;
      this.setPending(key, false);
      this.set({ entries: insertSorted(this.snapshot.entries, entry) });
      throw error;
    }
  }
}
