import { describe, expect, it } from 'vitest';
import type { LarderClient } from '@/lib/supabase';
import { SyncEngine, type SyncStatus } from '@/lib/sync-engine';
import type { BarShelf } from './shelf-model';
import {
  createAccountShelf,
  diffShelf,
  loadAccountShelf,
  loadRemoteShelf,
  pushShelfChanges,
  type RemoteShelf,
} from './shelf-sync';

const USER = 'user-1';

/**
 * bar_inventory in memory, behind the calls shelf-sync makes (unique user_id + name), with the
 * database's trigger that stamps profiles.bar_shelf_started_at at an account's first bottle.
 */
function fakeBackend() {
  const rows: { user_id: string; name: string; category: string; ingredient_key: string | null }[] =
    [];
  const started = new Map<string, string>();
  const calls: string[] = [];
  const client = {
    from(table: string) {
      if (table === 'profiles') {
        let id = '';
        const profile = {
          select: () => profile,
          eq(column: string, value: string) {
            expect(column).toBe('id');
            id = value;
            return profile;
          },
          maybeSingle: () =>
            Promise.resolve({
              data: started.has(id) ? { bar_shelf_started_at: started.get(id) } : null,
              error: null,
            }),
        };
        return profile;
      }
      expect(table).toBe('bar_inventory');
      const filters: [string, unknown][] = [];
      let op: 'select' | 'delete' = 'select';
      const builder = {
        select: () => builder,
        order: () => builder,
        limit: () => builder,
        eq(column: string, value: unknown) {
          filters.push([column, value]);
          return builder;
        },
        in(column: string, values: unknown[]) {
          filters.push([column, new Set(values)]);
          return builder;
        },
        delete() {
          op = 'delete';
          return builder;
        },
        upsert(inserted: typeof rows, options: { onConflict: string; ignoreDuplicates: boolean }) {
          calls.push(`upsert ${inserted.length} ${options.onConflict} ${options.ignoreDuplicates}`);
          for (const row of inserted)
            if (!rows.some((r) => r.user_id === row.user_id && r.name === row.name)) {
              rows.push(row);
              if (!started.has(row.user_id)) started.set(row.user_id, new Date().toISOString());
            }
          return Promise.resolve({ error: null });
        },
        then(resolve: (value: unknown) => void) {
          const hit = (r: (typeof rows)[number]) =>
            filters.every(([column, value]) =>
              value instanceof Set ? value.has(r[column as 'name']) : r[column as 'name'] === value,
            );
          if (op === 'delete') {
            calls.push('delete');
            for (let i = rows.length - 1; i >= 0; i -= 1) if (hit(rows[i]!)) rows.splice(i, 1);
            resolve({ error: null });
          } else {
            const data = rows.filter(hit).map((r) => ({ name: r.name }));
            resolve({ data: data.sort((a, b) => a.name.localeCompare(b.name)), error: null });
          }
        },
      };
      return builder;
    },
  };
  return { client: client as unknown as LarderClient, rows, calls, started };
}

describe('shelf sync', () => {
  it('two devices change the same shelf from the same copy: both changes survive', async () => {
    const { client, rows } = fakeBackend();
    await pushShelfChanges(client, USER, [], { bottles: ['Gin', 'Vermouth'] });
    const base = await loadRemoteShelf(client, USER);
    // Device A adds Campari; device B, not knowing, removes Gin.
    await pushShelfChanges(client, USER, base, { bottles: ['Campari', 'Gin', 'Vermouth'] });
    const after = await pushShelfChanges(client, USER, base, { bottles: ['Vermouth'] });
    expect(after).toEqual(['Campari', 'Vermouth']);
    expect(rows.find((r) => r.name === 'Campari')).toMatchObject({
      ingredient_key: 'campari',
      category: 'liqueur',
    });
  });

  it('sends a big paste in chunks, with insert-or-ignore, and custom bottles as "other"', async () => {
    const { client, rows, calls } = fakeBackend();
    const bottles = Array.from({ length: 1200 }, (_, i) => `Home bottle ${i}`);
    await pushShelfChanges(client, USER, [], { bottles });
    expect(calls).toEqual([
      'upsert 500 user_id,name true',
      'upsert 500 user_id,name true',
      'upsert 200 user_id,name true',
    ]);
    expect(rows.every((r) => r.category === 'other' && r.ingredient_key === null)).toBe(true);
  });

  it('diffs by name', () => {
    expect(diffShelf(['Gin', 'Rum'], { bottles: ['Rum', 'Vodka'] })).toEqual({
      added: ['Vodka'],
      removed: ['Gin'],
    });
  });
});

/** One device: the shelf sync of the app (the same functions BarSync uses) over a guest shelf. */
function device(client: LarderClient, guestShelf: readonly string[]) {
  let state: BarShelf = { bottles: [] };
  let status: SyncStatus = 'loading';
  const failures: unknown[] = [];
  const engine = new SyncEngine<BarShelf, RemoteShelf>(
    {
      loadLocal: async () => ({ bottles: [...guestShelf] }),
      saveLocal: async () => {},
      loadRemote: (owner) => loadAccountShelf(client, owner),
      createRemote: (owner, local) => createAccountShelf(client, owner, local),
      push: (owner, base, next) => pushShelfChanges(client, owner, base, next),
      hasChanges: (base, next) => {
        const { added, removed } = diffShelf(base, next);
        return added.length + removed.length > 0;
      },
      fromRemote: (remote) => ({ bottles: [...remote] }),
    },
    {
      get: () => state,
      set: (next) => (state = next),
      getStatus: () => status,
      setStatus: (next) => (status = next),
    },
    { loadFailed: (e) => failures.push(e), saveFailed: (e) => failures.push(e), saved: () => {} },
  );
  return {
    engine,
    failures,
    bottles: () => state.bottles,
    async change(bottles: string[]) {
      state = { bottles };
      await engine.localChanged();
      await engine.idle();
    },
  };
}

describe('a guest shelf at the first sign-in', () => {
  it('is carried into an account that has never had a shelf, and the account is marked', async () => {
    const { client, rows, started } = fakeBackend();
    expect(await loadAccountShelf(client, USER)).toBeNull();
    const phone = device(client, ['Gin', 'Lime juice', 'House bitters']);
    await phone.engine.setOwner(USER);
    expect(phone.bottles()).toEqual(['Gin', 'House bitters', 'Lime juice']);
    expect(rows.map((r) => r.name).sort()).toEqual(['Gin', 'House bitters', 'Lime juice']);
    expect(started.has(USER)).toBe(true);
    expect(phone.failures).toEqual([]);
  });

  it('is not carried into an account whose shelf was cleared on another device', async () => {
    const { client, rows } = fakeBackend();
    const laptop = device(client, []);
    await laptop.engine.setOwner(USER);
    await laptop.change(['Campari', 'Gin']);
    expect(rows).toHaveLength(2);
    await laptop.change([]);
    expect(rows).toEqual([]);
    expect(await loadAccountShelf(client, USER)).toEqual([]);

    const phone = device(client, ['Vodka']);
    await phone.engine.setOwner(USER);
    expect(phone.bottles()).toEqual([]);
    expect(rows).toEqual([]);
  });

  it('is not merged into an account that has a shelf: the account’s shelf is shown', async () => {
    const { client, rows } = fakeBackend();
    await pushShelfChanges(client, USER, [], { bottles: ['Mezcal'] });
    const phone = device(client, ['Vodka']);
    await phone.engine.setOwner(USER);
    expect(phone.bottles()).toEqual(['Mezcal']);
    expect(rows.map((r) => r.name)).toEqual(['Mezcal']);
  });

  it('an empty guest shelf leaves a new account without a shelf (a later device may still bring one)', async () => {
    const { client, started } = fakeBackend();
    const empty = device(client, []);
    await empty.engine.setOwner(USER);
    expect(empty.bottles()).toEqual([]);
    expect(started.has(USER)).toBe(false);
    expect(await createAccountShelf(client, USER, { bottles: [] })).toEqual([]);

    const phone = device(client, ['Rum']);
    await phone.engine.setOwner(USER);
    expect(phone.bottles()).toEqual(['Rum']);
  });

  it('keeps bottles another device added meanwhile (insert-or-ignore, never a delete)', async () => {
    const { client } = fakeBackend();
    await pushShelfChanges(client, 'other-user', [], { bottles: ['Port'] });
    expect(await loadAccountShelf(client, USER)).toBeNull();
    // Another device of the same account adds a bottle between the look and the upload.
    await pushShelfChanges(client, USER, [], { bottles: ['Gin'] });
    expect(await createAccountShelf(client, USER, { bottles: ['Rum', 'Gin'] })).toEqual([
      'Gin',
      'Rum',
    ]);
    expect(await loadRemoteShelf(client, 'other-user')).toEqual(['Port']);
  });
});
