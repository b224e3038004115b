import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  foodEntryByGrams,
  emptyNutrients,
  productByCode,
  productEntryByGrams,
  quickEntry,
  type DiaryEntry,
} from '../../domain/index.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../domain/index.ts';

type Client = SupabaseClient<Database>;

/**
 * The app's own diary sync (src/features/nutrition/diary-remote.ts). Loaded by a specifier tsc
 * does not follow: src uses the app's path aliases, which tests/ is not compiled with; Vitest
 * resolves them. The shapes used here are written out.
 */
const remote = (await import('../../src/features/nutrition/diary-remote.ts' as string)) as {
  carryGuestDiary(
    client: Client,
    userId: string,
    local: readonly DiaryEntry[],
    clearDevice: () => Promise<void>,
  ): Promise<DiaryEntry[]>;
  loadAccountDiary(client: Client, userId: string): Promise<DiaryEntry[] | null>;
  pushDiaryChanges(
    client: Client,
    userId: string,
    base: readonly DiaryEntry[],
    next: readonly DiaryEntry[],
  ): Promise<DiaryEntry[]>;
};
const { carryGuestDiary, loadAccountDiary, pushDiaryChanges } = remote;
import { postgresAvailable, type DatabaseKind } from './helpers/schema-db.ts';
import { startHttpBackend, type HttpBackend } from './helpers/rls-http-server.ts';

/** Starting a backend (migrations, the seeds, sign-ins) can be slow on a busy machine. */
const SETUP_TIMEOUT_MS = 180_000;

/**
 * A guest's food diary carried into the account at the first sign-in, as the app does it
 * (supabase-js over HTTP with real sessions, the rows read back with owner rights): nothing lost,
 * nothing twice when it runs again, the device's copy cleared only after a full carry, and never
 * into an account that has had a diary (emptied elsewhere stays empty).
 */
const kinds: DatabaseKind[] = ['pglite', 'postgres'];
const postgresUp = await postgresAvailable();

const day = { date: '2026-11-20', meal: 'lunch' as const };
const at = '2026-11-20T12:00:00.000Z';
const banana = {
  ndb: '09040',
  name: 'Bananas, raw',
  per100g: { ...emptyNutrients(), kcal: 89, protein: 1.09 },
};
const butter = productByCode('427337000051');
if (!butter) throw new Error('the product table has no butter');

function guestDiary(): DiaryEntry[] {
  const quick = quickEntry(
    { ...day, meal: 'snack' },
    { name: 'Cake', kcal: '300', protein: '', fat: '', carbs: '' },
  );
  if (!quick.ok) throw new Error('quick entry');
  return [
    foodEntryByGrams(day, banana, 120, crypto.randomUUID(), at),
    productEntryByGrams({ ...day, meal: 'breakfast' }, butter!, 10, crypto.randomUUID(), at),
    quick.entry(crypto.randomUUID(), at),
  ];
}

describe.each(kinds)('a guest diary at the first sign-in on %s', (kind) => {
  const skip = kind === 'postgres' && !postgresUp;
  let backend: HttpBackend;

  const rowsOf = async (userId: string) =>
    (
      await backend.database.db.query<{
        id: string;
        entry_kind: string;
        product_code: string | null;
      }>(
        'select id, entry_kind, product_code from public.nutrition_logs where user_id = $1 order by id',
        [userId],
      )
    ).rows;

  beforeAll(async () => {
    if (skip) return;
    backend = await startHttpBackend(kind);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await backend?.close();
  });

  it.skipIf(skip)(
    'is carried whole into a new account, the device copy cleared, and a second run adds nothing twice',
    async () => {
      const { id, client } = await backend.signedInUser('carry-new@larder.test');
      const db = client;
      const local = guestDiary();
      expect(await loadAccountDiary(db, id)).toBeNull();
      let cleared = 0;
      const clear = async () => void (cleared += 1);

      const carried = await carryGuestDiary(db, id, local, clear);
      expect(carried.map((e) => e.id).sort()).toEqual(local.map((e) => e.id).sort());
      expect(carried.find((e) => e.kind === 'product')).toEqual({
        ...local[1],
        createdAt: expect.any(String),
      });
      expect(cleared).toBe(1);
      expect(await loadAccountDiary(db, id)).toHaveLength(3);

      // Two tabs, or a retry after a lost answer: the same entries again.
      await carryGuestDiary(db, id, local, clear);
      const rows = await rowsOf(id);
      expect(rows).toHaveLength(3);
      expect(rows.filter((r) => r.entry_kind === 'product')).toEqual([
        expect.objectContaining({ product_code: '427337000051' }),
      ]);
    },
  );

  it.skipIf(skip)(
    'is not carried into an account whose diary was emptied on another device',
    async () => {
      const { id, client } = await backend.signedInUser('carry-emptied@larder.test');
      const db = client;
      const laptop = guestDiary().slice(0, 1);
      await pushDiaryChanges(db, id, [], laptop);
      await pushDiaryChanges(db, id, laptop, []);
      expect(await rowsOf(id)).toEqual([]);
      // The account has had a diary: the phone's guest diary is not carried, and not cleared.
      expect(await loadAccountDiary(db, id)).toEqual([]);
    },
  );

  it.skipIf(skip)(
    'keeps the device copy when some entries could not be carried (ids another account holds)',
    async () => {
      const a = await backend.signedInUser('carry-a@larder.test');
      const b = await backend.signedInUser('carry-b@larder.test');
      const local = guestDiary();
      await carryGuestDiary(a.client, a.id, local, async () => {});
      let cleared = false;
      const inB = await carryGuestDiary(b.client, b.id, local, async () => void (cleared = true));
      expect(inB).toEqual([]);
      expect(cleared).toBe(false);
      expect(await rowsOf(a.id)).toHaveLength(3);
    },
  );

  it.skipIf(skip)('refuses a malformed product code with a clear error, not a 500', async () => {
    const { id, client } = await backend.signedInUser('carry-bad@larder.test');
    const [, product] = guestDiary();
    const { error, status } = await client.from('nutrition_logs').insert({
      id: crypto.randomUUID(),
      user_id: id,
      logged_on: product!.date,
      meal_slot: product!.meal,
      food_name: product!.name,
      entry_kind: 'product',
      product_code: '12ab',
    });
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(await rowsOf(id)).toEqual([]);
  });
});
