import { describe, expect, it } from 'vitest';
import type { LarderClient } from '@/lib/supabase';
import { diffShelf, loadRemoteShelf, pushShelfChanges } from './shelf-sync';

const USER = 'user-1';

/** bar_inventory in memory, behind the calls shelf-sync makes (unique user_id + name). */
function fakeBackend() {
  const rows: { user_id: string; name: string; category: string; ingredient_key: string | null }[] =
    [];
  const calls: string[] = [];
  const client = {
    from(table: string) {
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
            if (!rows.some((r) => r.user_id === row.user_id && r.name === row.name)) rows.push(row);
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
  return { client: client as unknown as LarderClient, rows, calls };
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
