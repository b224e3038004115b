import { describe, expect, it } from 'vitest';
import { SyncEngine, type SyncAdapter, type SyncStatus } from './sync-engine';

/** A list with a device-only part, like the kitchen's recent ingredients. */
interface State {
  items: string[];
  recent: string[];
}

/** A fake backend holding one list per user; merges are atomic add/remove, as the kitchen's RPCs. */
class FakeServer {
  lists = new Map<string, string[]>();
  reads = 0;
  writes = 0;
  failing = false;
  /** When set, the next push waits for this promise before answering. */
  gate: Promise<void> | null = null;

  adapter(local: { value: State; saves: State[] }): SyncAdapter<State, string[]> {
    return {
      loadLocal: async () => local.value,
      saveLocal: async (state) => void local.saves.push(state),
      loadRemote: async (owner) => {
        this.check();
        this.reads += 1;
        return this.lists.get(owner) ?? null;
      },
      createRemote: async (owner, state) => {
        this.check();
        if (!this.lists.has(owner)) this.lists.set(owner, [...state.items]);
        return [...(this.lists.get(owner) ?? [])];
      },
      push: async (owner, base, next) => {
        if (this.gate) {
          const gate = this.gate;
          this.gate = null;
          await gate;
        }
        this.check();
        this.writes += 1;
        const added = next.items.filter((i) => !base.includes(i));
        const removed = base.filter((i) => !next.items.includes(i));
        const list = (this.lists.get(owner) ?? []).filter((i) => !removed.includes(i));
        for (const item of added) if (!list.includes(item)) list.push(item);
        this.lists.set(owner, list);
        return [...list];
      },
      hasChanges: (base, next) =>
        base.length !== next.items.length || base.some((i) => !next.items.includes(i)),
      fromRemote: (remote, current) => ({ items: [...remote], recent: current.recent }),
    };
  }

  private check() {
    if (this.failing) throw new Error('offline');
  }
}

function setUp(local: State = { items: [], recent: [] }) {
  const server = new FakeServer();
  const device = { value: local, saves: [] as State[] };
  let state: State = { items: [], recent: [] };
  let status: SyncStatus = 'loading';
  const notices: string[] = [];
  const engine = new SyncEngine(
    server.adapter(device),
    {
      get: () => state,
      set: (next) => void (state = next),
      getStatus: () => status,
      setStatus: (next) => void (status = next),
    },
    {
      loadFailed: () => notices.push('load failed'),
      saveFailed: () => notices.push('save failed'),
      saved: () => notices.push('saved'),
    },
  );
  /** What a user's edit does: a new state object in the target, then the change callback. */
  const edit = (change: (s: State) => State) => {
    state = change(state);
    return engine.localChanged();
  };
  return { server, device, engine, edit, notices, state: () => state, status: () => status };
}

const add = (item: string) => (s: State) => ({ ...s, items: [...s.items, item] });
const remove = (item: string) => (s: State) => ({ ...s, items: s.items.filter((i) => i !== item) });

describe('SyncEngine for a guest', () => {
  it('loads the device copy once, then saves every change to the device only', async () => {
    const t = setUp({ items: ['egg'], recent: ['milk'] });
    expect(t.status()).toBe('loading');
    await t.engine.setOwner(null);
    expect(t.status()).toBe('ready');
    expect(t.state()).toEqual({ items: ['egg'], recent: ['milk'] });
    await t.edit(add('flour'));
    expect(t.device.saves.at(-1)?.items).toEqual(['egg', 'flour']);
    expect(t.server.reads + t.server.writes).toBe(0);
  });

  it('waits while the session is unknown, and does not reload for the same owner', async () => {
    const t = setUp({ items: ['egg'], recent: [] });
    await t.engine.setOwner(undefined);
    expect(t.status()).toBe('loading');
    await t.engine.setOwner('a');
    const reads = t.server.reads;
    await t.engine.setOwner(undefined);
    await t.engine.setOwner('a');
    expect(t.server.reads).toBe(reads);
    expect(t.status()).toBe('ready');
  });
});

describe('SyncEngine signed in', () => {
  it('creates the server copy from the device on first sign-in, keeping device-only parts', async () => {
    const t = setUp({ items: ['egg', 'rice'], recent: ['milk'] });
    await t.engine.setOwner('a');
    expect(t.server.lists.get('a')).toEqual(['egg', 'rice']);
    expect(t.state()).toEqual({ items: ['egg', 'rice'], recent: ['milk'] });
  });

  it('shows the server copy when there is one', async () => {
    const t = setUp({ items: ['egg'], recent: [] });
    t.server.lists.set('a', ['tofu']);
    await t.engine.setOwner('a');
    expect(t.state().items).toEqual(['tofu']);
  });

  it('sends changes as merges, so another device’s additions survive', async () => {
    const t = setUp();
    t.server.lists.set('a', ['egg']);
    await t.engine.setOwner('a');
    t.server.lists.set('a', ['egg', 'basil']); // another device, unseen here
    await t.edit(add('rice'));
    expect(t.server.lists.get('a')).toEqual(['egg', 'basil', 'rice']);
    expect(t.state().items).toEqual(['egg', 'basil', 'rice']);
    await t.edit(remove('egg'));
    expect(t.server.lists.get('a')).toEqual(['basil', 'rice']);
  });

  it('a change made while a save is under way is sent too (no lost update)', async () => {
    const t = setUp();
    await t.engine.setOwner('a');
    let open!: () => void;
    t.server.gate = new Promise<void>((resolve) => (open = resolve));
    const first = t.edit(add('rice'));
    void t.edit(add('beans'));
    open();
    await first;
    await t.engine.idle();
    expect(t.server.lists.get('a')).toEqual(['rice', 'beans']);
    expect(t.state().items).toEqual(['rice', 'beans']);
  });

  it('refresh shows changes made elsewhere', async () => {
    const t = setUp();
    await t.engine.setOwner('a');
    t.server.lists.set('a', ['lemon']);
    await t.engine.refresh();
    expect(t.state().items).toEqual(['lemon']);
  });

  it('keeps local changes when the server fails, tells the user once, and says so when saved', async () => {
    const t = setUp();
    await t.engine.setOwner('a');
    t.server.failing = true;
    await t.edit(add('rice'));
    await t.edit(add('beans'));
    expect(t.state().items).toEqual(['rice', 'beans']);
    expect(t.notices).toEqual(['save failed']);
    t.server.failing = false;
    await t.engine.refresh();
    expect(t.server.lists.get('a')).toEqual(['rice', 'beans']);
    expect(t.notices).toEqual(['save failed', 'saved']);
  });

  it('a failed refresh with nothing unsaved stays quiet', async () => {
    const t = setUp();
    await t.engine.setOwner('a');
    t.server.failing = true;
    await t.engine.refresh();
    t.server.failing = false;
    await t.engine.refresh();
    expect(t.notices).toEqual([]);
  });

  it('shows the device copy when the server copy cannot be loaded', async () => {
    const t = setUp({ items: ['egg'], recent: [] });
    t.server.failing = true;
    await t.engine.setOwner('a');
    expect(t.notices).toEqual(['load failed']);
    expect(t.state().items).toEqual(['egg']);
    expect(t.status()).toBe('ready');
  });

  it('ignores a load that finishes after the owner changed', async () => {
    const t = setUp();
    t.server.lists.set('a', ['from-a']);
    t.server.lists.set('b', ['from-b']);
    const slow = t.engine.setOwner('a');
    await t.engine.setOwner('b');
    await slow;
    expect(t.state().items).toEqual(['from-b']);
  });

  it('sign-out loads the device copy and stops talking to the server', async () => {
    const t = setUp({ items: ['device'], recent: [] });
    t.server.lists.set('a', ['server']);
    await t.engine.setOwner('a');
    await t.engine.setOwner(null);
    expect(t.state().items).toEqual(['device']);
    const { reads, writes } = t.server;
    await t.edit(add('x'));
    await t.engine.refresh();
    expect([t.server.reads, t.server.writes]).toEqual([reads, writes]);
    expect(t.server.lists.get('a')).toEqual(['server']);
  });
});
