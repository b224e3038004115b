import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { DB_KINDS, startTestBackend, type TestBackend } from './helpers/rest-backend.ts';
import { USER_A, USER_B, fingerprint, seedNotes } from './helpers/rest-seed.ts';

describe.each(DB_KINDS)('REST writes through supabase-js on %s', (kind) => {
  let t: TestBackend;
  let anon: SupabaseClient;
  let userA: SupabaseClient;
  let userB: SupabaseClient;
  let service: SupabaseClient;

  beforeAll(async () => {
    t = await startTestBackend(kind);
    anon = t.anon();
    userA = await t.as(USER_A);
    userB = await t.as(USER_B);
    service = t.service();
  });
  afterAll(() => t?.stop());
  beforeEach(() => seedNotes(t));

  it('inserts one row (minimal by default) and many with select()', async () => {
    const minimal = await userA.from('notes').insert({ title: 'Quiet' });
    expect(minimal.status).toBe(201);
    expect(minimal.data).toBeNull();
    expect(minimal.error).toBeNull();
    const many = await userA
      .from('notes')
      .insert([
        { title: 'One', rating: 1, tags: [] },
        { title: 'Two', rating: null, tags: ['x'] },
      ])
      .select('title, rating, tags, owner_id');
    expect(many.status).toBe(201);
    expect(many.data).toEqual([
      { title: 'One', rating: 1, tags: [], owner_id: USER_A },
      { title: 'Two', rating: null, tags: ['x'], owner_id: USER_A },
    ]);
    const single = await userA.from('notes').insert({ title: 'Single' }).select('title').single();
    expect(single.data).toEqual({ title: 'Single' });
  });

  it('uses column defaults for missing keys only with missing=default', async () => {
    // columns=title,tags: the first row lacks tags → null without defaultToNull:false → not null violation.
    const nulls = await userA.from('notes').insert([{ title: 'A' }, { title: 'B', tags: ['t'] }]);
    expect(nulls.status).toBe(400);
    expect(nulls.error?.code).toBe('23502');
    const defaults = await userA
      .from('notes')
      .insert([{ title: 'A' }, { title: 'B', tags: ['t'] }], { defaultToNull: false })
      .select('title, tags');
    expect(defaults.error).toBeNull();
    expect(defaults.data).toEqual([
      { title: 'A', tags: [] },
      { title: 'B', tags: ['t'] },
    ]);
  });

  it('upserts with merge-duplicates, ignore-duplicates and on_conflict', async () => {
    await service.from('counters').insert({ name: 'visits', value: 1, label: 'kept' });
    const merged = await service
      .from('counters')
      .upsert([
        { name: 'visits', value: 2 },
        { name: 'likes', value: 7 },
      ])
      .select('name, value, label')
      .order('name');
    expect(merged.error).toBeNull();
    expect(merged.data).toEqual([
      { name: 'likes', value: 7, label: 'unlabelled' },
      { name: 'visits', value: 2, label: 'kept' },
    ]);
    const ignored = await service
      .from('counters')
      .upsert({ name: 'visits', value: 99 }, { ignoreDuplicates: true })
      .select();
    expect(ignored.data).toEqual([]);
    expect(
      (await t.sql<{ value: number }>("select value from public.counters where name = 'visits'"))[0]
        ?.value,
    ).toBe(2);

    const first = await userA
      .from('kitchens')
      .upsert({ user_id: USER_A, ingredients: ['egg'] }, { onConflict: 'user_id' })
      .select();
    expect(first.data?.[0]).toMatchObject({ user_id: USER_A, ingredients: ['egg'] });
    const second = await userA
      .from('kitchens')
      .upsert({ user_id: USER_A, ingredients: ['egg', 'flour'] }, { onConflict: 'user_id' })
      .select('ingredients')
      .single();
    expect(second.data).toEqual({ ingredients: ['egg', 'flour'] });
    expect(await t.sql('select 1 from public.kitchens')).toHaveLength(1);
  });

  it('updates and deletes only what the filters and policies allow', async () => {
    const updated = await userA
      .from('notes')
      .update({ rating: 9, tags: ['edited'] })
      .eq('title', 'Secret stew')
      .select('title, rating, tags');
    expect(updated.status).toBe(200);
    expect(updated.data).toEqual([{ title: 'Secret stew', rating: 9, tags: ['edited'] }]);
    const quiet = await userA.from('notes').update({ rating: 8 }).eq('title', 'Secret stew');
    expect(quiet.status).toBe(204);
    // B's row and the public rows are not A's: nothing changes, no error (RLS makes them invisible).
    const before = await fingerprint(t);
    const notMine = await userA
      .from('notes')
      .update({ title: 'taken' })
      .eq('title', 'Hidden hash')
      .select();
    expect(notMine.data).toEqual([]);
    const publicRows = await userA.from('notes').delete().is('owner_id', null).select();
    expect(publicRows.data).toEqual([]);
    expect(await fingerprint(t)).toBe(before);
    // Moving a row to someone else fails the policy's with check.
    const moved = await userA.from('notes').update({ owner_id: USER_B }).eq('title', 'Secret stew');
    expect(moved.status).toBe(403);
    expect(moved.error?.code).toBe('42501');
    const deleted = await userB.from('notes').delete().eq('title', 'Hidden hash').select('title');
    expect(deleted.data).toEqual([{ title: 'Hidden hash' }]);
    const gone = await userB.from('notes').delete().eq('title', 'Hidden hash');
    expect(gone.status).toBe(204);
    const counted = await service.from('notes').delete({ count: 'exact' }).eq('done', false);
    expect(counted.count).toBe(4);
  });

  it('refuses unfiltered updates and deletes like safeupdate', async () => {
    const before = await fingerprint(t);
    const del = await service.from('notes').delete();
    expect(del.status).toBe(400);
    expect(del.error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
    const upd = await service.from('notes').update({ title: 'all' });
    expect(upd.error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
    expect(await fingerprint(t)).toBe(before);
  });

  it('answers refusals with 401 for anon and 403 for users, and constraint errors as 409/400', async () => {
    const anonInsert = await anon.from('notes').insert({ title: 'from nowhere' });
    expect(anonInsert.status).toBe(401);
    expect(anonInsert.error?.code).toBe('42501');
    const forged = await userA.from('notes').insert({ title: 'forged', owner_id: USER_B });
    expect(forged.status).toBe(403);
    const duplicate = await service.from('counters').insert([{ name: 'x' }, { name: 'x' }]);
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');
    const tooLong = await userA.from('notes').insert({ title: '' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.error?.code).toBe('23514');
    const unknownColumn = await userA.from('notes').insert({ title: 'x', colour: 'red' });
    expect(unknownColumn.status).toBe(400);
    expect(unknownColumn.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'colour' column of 'notes' in the schema cache",
    });
  });

  it('rolls a write back when single() does not get exactly one row', async () => {
    const before = await fingerprint(t);
    const two = await service
      .from('notes')
      .update({ rating: 0 })
      .in('title', ['Dal', 'Apple pie'])
      .select()
      .single();
    expect(two.status).toBe(406);
    expect(two.error?.code).toBe('PGRST116');
    expect(await fingerprint(t)).toBe(before);
  });
});
