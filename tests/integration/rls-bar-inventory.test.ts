import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../domain/index.ts';
import { postgresAvailable, type DatabaseKind } from './helpers/schema-db.ts';
import { TEST_PASSWORD, startHttpBackend, type HttpBackend } from './helpers/rls-http-server.ts';

/** Starting a backend (migrations, the seeds, sign-ins) can be slow on a busy machine. */
const SETUP_TIMEOUT_MS = 180_000;

/**
 * The home bar's shelf (bar_inventory, one row per bottle) as the app reaches it: supabase-js over
 * HTTP with real sessions, for a guest (anon), user A and user B × select, insert, update, delete,
 * plus the writes a shelf sync makes (insert on conflict of (user_id, name), delete by name). Every
 * verdict of a write is read back from the database with owner rights, not taken from the answer.
 */
const kinds: DatabaseKind[] = ['pglite', 'postgres'];
const postgresUp = await postgresAvailable();

type Client = SupabaseClient<Database>;

describe.each(kinds)('bar_inventory row-level security over HTTP on %s', (kind) => {
  const skip = kind === 'postgres' && !postgresUp;
  let backend: HttpBackend;
  let guest: Client;
  let a: { id: string; client: Client };
  let aSecondTab: Client;
  let b: { id: string; client: Client };
  let ginA = '';

  /** A's and B's bottles as the database holds them (owner rights). */
  const shelfOf = async (userId: string): Promise<{ name: string; quantity: string | null }[]> =>
    (
      await backend.database.db.query<{ name: string; quantity: string | null }>(
        'select name, quantity::text as quantity from public.bar_inventory where user_id = $1 order by name',
        [userId],
      )
    ).rows;

  beforeAll(async () => {
    if (skip) return;
    backend = await startHttpBackend(kind);
    guest = backend.client();
    a = await backend.signedInUser('bar-a@larder.test');
    b = await backend.signedInUser('bar-b@larder.test');
    aSecondTab = backend.client();
    const { error } = await aSecondTab.auth.signInWithPassword({
      email: 'bar-a@larder.test',
      password: TEST_PASSWORD,
    });
    if (error) throw error;
    const gin = await a.client
      .from('bar_inventory')
      .insert({ user_id: a.id, name: 'Gin', ingredient_key: 'gin', category: 'spirit' })
      .select('id')
      .single();
    if (gin.error) throw gin.error;
    ginA = gin.data.id;
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await backend?.close();
  });

  describe('a guest (anon)', () => {
    it.skipIf(skip)('cannot read anyone’s shelf', async () => {
      const { data, error } = await guest.from('bar_inventory').select('id, name');
      expect(data ?? []).toEqual([]);
      expect(error?.code).toBe('42501');
    });

    it.skipIf(skip)('cannot add, change or remove a bottle', async () => {
      const insert = await guest.from('bar_inventory').insert({ user_id: a.id, name: 'Rum' });
      expect(insert.error?.code).toBe('42501');
      const update = await guest.from('bar_inventory').update({ quantity: 9 }).eq('id', ginA);
      expect(update.error?.code).toBe('42501');
      const remove = await guest.from('bar_inventory').delete().eq('id', ginA);
      expect(remove.error?.code).toBe('42501');
      expect(await shelfOf(a.id)).toEqual([{ name: 'Gin', quantity: null }]);
    });
  });

  describe('the owner (user A)', () => {
    it.skipIf(skip)(
      'has their first bottle stamped in their own profile (bar_shelf_started_at), readable by them only',
      async () => {
        const marker = async (client: Client, id: string) =>
          (await client.from('profiles').select('bar_shelf_started_at').eq('id', id).maybeSingle())
            .data;
        expect((await marker(a.client, a.id))?.bar_shelf_started_at).toEqual(expect.any(String));
        expect(await marker(b.client, a.id)).toBeNull();
        expect(await marker(guest, a.id)).toBeNull();
        expect(await marker(b.client, b.id)).toEqual({ bar_shelf_started_at: null });
      },
    );

    it.skipIf(skip)('reads, adds, changes and removes their own bottles', async () => {
      const read = await a.client.from('bar_inventory').select('id, name');
      expect(read.error).toBeNull();
      expect(read.data).toEqual([{ id: ginA, name: 'Gin' }]);
      const insert = await a.client
        .from('bar_inventory')
        .insert({ user_id: a.id, name: 'Campari', category: 'liqueur' });
      expect(insert.error).toBeNull();
      const update = await a.client
        .from('bar_inventory')
        .update({ quantity: 700, unit: 'ml' })
        .eq('id', ginA);
      expect(update.error).toBeNull();
      const remove = await a.client.from('bar_inventory').delete().eq('name', 'Campari');
      expect(remove.error).toBeNull();
      expect(await shelfOf(a.id)).toEqual([{ name: 'Gin', quantity: '700' }]);
    });

    it.skipIf(skip)(
      'adds the same bottle twice without a duplicate (insert on conflict of the name)',
      async () => {
        for (let i = 0; i < 2; i++) {
          const { error } = await a.client
            .from('bar_inventory')
            .upsert(
              { user_id: a.id, name: 'Sweet vermouth', category: 'wine' },
              { onConflict: 'user_id,name', ignoreDuplicates: true },
            );
          expect(error).toBeNull();
        }
        expect((await shelfOf(a.id)).map((r) => r.name)).toEqual(['Gin', 'Sweet vermouth']);
      },
    );

    it.skipIf(skip)('keeps every bottle added at the same moment from two tabs', async () => {
      const bottles = Array.from({ length: 20 }, (_, i) => `Bottle ${String(i).padStart(2, '0')}`);
      const results = await Promise.all(
        bottles.map((name, i) =>
          (i % 2 === 0 ? a.client : aSecondTab)
            .from('bar_inventory')
            .upsert(
              { user_id: a.id, name },
              { onConflict: 'user_id,name', ignoreDuplicates: true },
            ),
        ),
      );
      expect(results.map((r) => r.error)).toEqual(results.map(() => null));
      const names = (await shelfOf(a.id)).map((r) => r.name);
      for (const name of bottles) expect(names).toContain(name);
      const cleared = await aSecondTab.from('bar_inventory').delete().in('name', bottles);
      expect(cleared.error).toBeNull();
      expect((await shelfOf(a.id)).map((r) => r.name)).toEqual(['Gin', 'Sweet vermouth']);
    });

    it.skipIf(skip)(
      'gets a clear 400 for a bottle the table refuses, and nothing is written',
      async () => {
        const long = await a.client
          .from('bar_inventory')
          .insert({ user_id: a.id, name: 'x'.repeat(1001) });
        expect(long.status).toBe(400);
        expect(long.error?.code).toBe('23514');
        const category = await a.client
          .from('bar_inventory')
          .insert({ user_id: a.id, name: 'Mystery', category: 'potion' });
        expect(category.status).toBe(400);
        expect((await shelfOf(a.id)).map((r) => r.name)).toEqual(['Gin', 'Sweet vermouth']);
      },
    );
  });

  describe('another user (user B)', () => {
    it.skipIf(skip)('cannot see A’s bottles', async () => {
      const { data, error } = await b.client.from('bar_inventory').select('id, name');
      expect(error).toBeNull();
      expect(data).toEqual([]);
      const byId = await b.client.from('bar_inventory').select('id').eq('id', ginA).maybeSingle();
      expect(byId.data).toBeNull();
    });

    it.skipIf(skip)('cannot add a bottle to A’s shelf', async () => {
      const { error } = await b.client.from('bar_inventory').insert({ user_id: a.id, name: 'Rum' });
      expect(error?.code).toBe('42501');
      expect((await shelfOf(a.id)).map((r) => r.name)).not.toContain('Rum');
    });

    it.skipIf(skip)('cannot change A’s bottle, nor hand their own bottle to A', async () => {
      const update = await b.client
        .from('bar_inventory')
        .update({ quantity: 1 })
        .eq('id', ginA)
        .select('id');
      expect(update.data ?? []).toEqual([]);
      expect((await shelfOf(a.id))[0]).toEqual({ name: 'Gin', quantity: '700' });
      const own = await b.client
        .from('bar_inventory')
        .insert({ user_id: b.id, name: 'Tequila' })
        .select('id')
        .single();
      expect(own.error).toBeNull();
      const handOver = await b.client
        .from('bar_inventory')
        .update({ user_id: a.id })
        .eq('id', own.data!.id);
      expect(handOver.error?.code).toBe('42501');
      expect((await shelfOf(b.id)).map((r) => r.name)).toEqual(['Tequila']);
    });

    it.skipIf(skip)('cannot remove A’s bottle, by id or by name', async () => {
      await b.client.from('bar_inventory').delete().eq('id', ginA);
      await b.client.from('bar_inventory').delete().eq('name', 'Gin');
      expect((await shelfOf(a.id)).map((r) => r.name)).toEqual(['Gin', 'Sweet vermouth']);
    });

    it.skipIf(skip)(
      'keeps a bottle of the same name on their own shelf, leaving A’s as it is',
      async () => {
        const { error } = await b.client
          .from('bar_inventory')
          .upsert({ user_id: b.id, name: 'Gin', quantity: 50 }, { onConflict: 'user_id,name' });
        expect(error).toBeNull();
        expect(await shelfOf(b.id)).toEqual([
          { name: 'Gin', quantity: '50' },
          { name: 'Tequila', quantity: null },
        ]);
        expect((await shelfOf(a.id))[0]).toEqual({ name: 'Gin', quantity: '700' });
      },
    );

    it.skipIf(skip)(
      'keeps the mark of having had a shelf after clearing it (a cleared shelf is not a new one)',
      async () => {
        const cleared = await b.client.from('bar_inventory').delete().eq('user_id', b.id);
        expect(cleared.error).toBeNull();
        expect(await shelfOf(b.id)).toEqual([]);
        const { data } = await b.client
          .from('profiles')
          .select('bar_shelf_started_at')
          .eq('id', b.id)
          .single();
        expect(data?.bar_shelf_started_at).toEqual(expect.any(String));
      },
    );
  });
});
