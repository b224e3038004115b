/**
 * One way to keep a user's list-like data (the kitchen today; the bar shelf, the meal plan and the
 * nutrition diary next) on the device for guests and on the backend when signed in.
 *
 * - Guests: loaded once from device storage (the encrypted store on desktop), written back after
 *   every change.
 * - Signed in: loaded from the backend (created from the device's copy when missing); changes are
 *   sent as atomic merges computed from the last known server copy, so two devices' changes both
 *   survive; refreshed on demand (the host calls `refresh` on focus and on an interval); on errors
 *   the local state is kept and the save retried at the next change or refresh.
 *
 * Plain TypeScript over a small adapter, so every rule here is unit-tested without React.
 */

export type SyncStatus = 'loading' | 'ready';

/** Whose data it is: a user id, null for a guest, undefined while the session is unknown. */
export type SyncOwner = string | null | undefined;

export interface SyncAdapter<State, Remote> {
  loadLocal(): Promise<State>;
  saveLocal(state: State): Promise<void>;
  /** The user's copy, or null when there is none yet. Throws on errors. */
  loadRemote(owner: string): Promise<Remote | null>;
  /** Creates the user's copy from the device's (or returns one made meanwhile). Throws on errors. */
  createRemote(owner: string, local: State): Promise<Remote>;
  /** Sends what changed from `base` to `next` as atomic merges; returns the server's copy after. */
  push(owner: string, base: Remote, next: State): Promise<Remote>;
  hasChanges(base: Remote, next: State): boolean;
  /** The state to show for a server copy, keeping the device-only parts of `current`. */
  fromRemote(remote: Remote, current: State): State;
}

/** Where the state lives (a jotai atom in the app, a variable in tests). */
export interface SyncTarget<State> {
  get(): State;
  set(state: State): void;
  setStatus(status: SyncStatus): void;
  getStatus(): SyncStatus;
}

export interface SyncNotices {
  loadFailed(error: unknown): void;
  /** Local changes could not be saved; called once per failure streak. */
  saveFailed(error: unknown): void;
  /** They were saved after all. */
  saved(): void;
}

/** Rounds of push-then-compare in one sync before the rest waits for the next change or refresh. */
const MAX_ROUNDS = 5;

export class SyncEngine<State, Remote> {
  private owner: SyncOwner = undefined;
  /** Bumped on every owner change, so a load that finishes late is ignored. */
  private generation = 0;
  /** The last state this engine set or saw saved; anything else in the target is a local change. */
  private applied: State | null = null;
  private base: Remote | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  /** The user was told a save failed and has not yet been told it worked. */
  private failing = false;

  constructor(
    private readonly adapter: SyncAdapter<State, Remote>,
    private readonly target: SyncTarget<State>,
    private readonly notices: SyncNotices,
  ) {}

  /** Follows the session: loads the owner's data when it changes (first load, sign-in, sign-out). */
  async setOwner(owner: SyncOwner): Promise<void> {
    // While the session is being read again, the data shown stays the last owner's.
    if (owner === undefined || owner === this.owner) return;
    this.owner = owner;
    const generation = ++this.generation;
    this.base = null;
    this.failing = false;
    this.target.setStatus('loading');
    const local: State = await this.adapter.loadLocal();
    let state: State = local;
    if (owner) {
      try {
        const remote =
          (await this.adapter.loadRemote(owner)) ?? (await this.adapter.createRemote(owner, local));
        if (generation !== this.generation) return;
        this.base = remote;
        state = this.adapter.fromRemote(remote, local);
      } catch (error) {
        if (generation !== this.generation) return;
        this.notices.loadFailed(error);
      }
    }
    if (generation !== this.generation) return;
    this.applied = state;
    this.target.set(state);
    this.target.setStatus('ready');
  }

  /** Call after the target's state changed; writes it back when the change is the user's. */
  async localChanged(): Promise<void> {
    const state = this.target.get();
    if (this.target.getStatus() !== 'ready' || state === this.applied) return;
    this.applied = state;
    if (this.owner) await this.sync(false);
    else await this.adapter.saveLocal(state);
  }

  /** Looks for changes made elsewhere and retries a failed save (signed in only). */
  refresh(): Promise<void> {
    return this.sync(true);
  }

  /** Settles when no sync is running (for tests and orderly shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private sync(refresh: boolean): Promise<void> {
    if (!this.owner || this.target.getStatus() !== 'ready') return Promise.resolve();
    if (this.running) {
      // A change while a sync runs is sent right after it, not at the next refresh.
      this.again = true;
      return this.running;
    }
    const owner = this.owner;
    const generation = this.generation;
    this.running = this.run(owner, generation, refresh).finally(() => {
      this.running = null;
      if (this.again && generation === this.generation) {
        this.again = false;
        void this.sync(false);
      }
    });
    return this.running;
  }

  private async run(owner: string, generation: number, refresh: boolean): Promise<void> {
    const { adapter, target } = this;
    try {
      let base =
        this.base ??
        (await adapter.loadRemote(owner)) ??
        (await adapter.createRemote(owner, target.get()));
      for (let round = 0; round < MAX_ROUNDS; round += 1) {
        if (generation !== this.generation) return;
        this.base = base;
        const sent = target.get();
        const pending = adapter.hasChanges(base, sent);
        if (!pending && !refresh) break;
        base = pending
          ? await adapter.push(owner, base, sent)
          : ((await adapter.loadRemote(owner)) ?? base);
        if (generation !== this.generation) return;
        this.base = base;
        const now = target.get();
        if (now === sent) {
          // Nothing changed meanwhile: show the server's copy (other devices' changes included).
          if (adapter.hasChanges(base, now)) {
            const next = adapter.fromRemote(base, now);
            this.applied = next;
            target.set(next);
          }
          break;
        }
        refresh = false;
      }
      this.again = false;
      if (this.failing) this.notices.saved();
      this.failing = false;
    } catch (error) {
      if (generation !== this.generation) return;
      // A failed look for other devices' changes is retried quietly; unsaved changes are reported once.
      const unsaved = this.base === null || adapter.hasChanges(this.base, target.get());
      if (unsaved && !this.failing) {
        this.notices.saveFailed(error);
        this.failing = true;
      }
    }
  }
}
