import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { DB_KINDS, startTestBackend, type TestBackend } from './helpers/rest-backend.ts';
import { USER_A, seedNotes } from './helpers/rest-seed.ts';

const titles = (data: { title: string }[] | null) => (data ?? []).map((r) => r.title);

describe.each(DB_KINDS)('REST reads through supabase-js on %s', (kind) => {
  let t: TestBackend;
  let anon: SupabaseClient;
  let userA: SupabaseClient;

  beforeAll(async () => {
    t = await startTestBackend(kind);
    anon = t.anon();
    userA = await t.as(USER_A);
  });
  afterAll(() => t?.stop());
  beforeEach(() => seedNotes(t));

  it('selects column lists, aliases, casts, JSON paths and *', async () => {
    const { data, error } = await anon
      .from('notes')
      .select('id, name:title, price::text, cuisine:data->>cuisine, time:data->time')
      .eq('id', 1)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      id: 1,
      name: 'Apple pie',
      price: '12.50',
      cuisine: 'american',
      time: 60,
    });
    const all = await anon.from('notes').select('*').eq('id', 3).single();
    expect(all.data).toMatchObject({
      title: 'Carrot soup',
      tags: ['soup', 'vegetable'],
      data: { cuisine: 'french' },
      done: false,
    });
    expect(typeof (all.data as { created_at: string }).created_at).toBe('string');
  });

  it('applies every comparison operator', async () => {
    const q = () => anon.from('notes').select('title').order('id');
    expect(titles((await q().eq('title', 'Dal')).data)).toEqual(['Dal']);
    expect(titles((await q().neq('title', 'Dal')).data)).toEqual([
      'Apple pie',
      'Banana bread',
      'Carrot soup',
    ]);
    expect(titles((await q().gt('rating', 4)).data)).toEqual(['Apple pie']);
    expect(titles((await q().gte('rating', 4)).data)).toEqual(['Apple pie', 'Banana bread']);
    expect(titles((await q().lt('price', 6.25)).data)).toEqual(['Dal']);
    expect(titles((await q().lte('price', 6.25)).data)).toEqual(['Carrot soup', 'Dal']);
    expect(titles((await q().like('title', '%a%')).data)).toEqual([
      'Banana bread',
      'Carrot soup',
      'Dal',
    ]);
    expect(titles((await q().like('title', 'B*')).data)).toEqual(['Banana bread']);
    expect(titles((await q().ilike('title', 'c%')).data)).toEqual(['Carrot soup']);
    expect(titles((await q().match({ done: true })).data)).toEqual(['Banana bread']);
    expect(titles((await q().filter('title', 'imatch', '^(apple|dal)')).data)).toEqual([
      'Apple pie',
      'Dal',
    ]);
  });

  it('filters with in, is, cs, cd, ov, full-text search and not', async () => {
    const q = () => anon.from('notes').select('title').order('id');
    expect(titles((await q().in('title', ['Dal', 'Apple pie', 'no such'])).data)).toEqual([
      'Apple pie',
      'Dal',
    ]);
    expect(titles((await q().in('body', ['warm, hearty', 'lentils (red)'])).data)).toEqual([
      'Carrot soup',
      'Dal',
    ]);
    expect(titles((await q().in('id', [])).data)).toEqual([]);
    expect(titles((await q().is('rating', null)).data)).toEqual(['Dal']);
    expect(titles((await q().not('rating', 'is', null)).data)).toHaveLength(3);
    expect(titles((await q().is('done', true)).data)).toEqual(['Banana bread']);
    expect(titles((await q().contains('tags', ['dessert'])).data)).toEqual([
      'Apple pie',
      'Banana bread',
    ]);
    expect(
      titles((await q().containedBy('tags', ['soup', 'vegetable', 'vegetarian'])).data),
    ).toEqual(['Carrot soup', 'Dal']);
    expect(titles((await q().overlaps('tags', ['fruit', 'soup'])).data)).toEqual([
      'Apple pie',
      'Carrot soup',
    ]);
    expect(titles((await q().contains('data', { cuisine: 'american' })).data)).toEqual([
      'Apple pie',
      'Banana bread',
    ]);
    expect(titles((await q().textSearch('title', 'soup')).data)).toEqual(['Carrot soup']);
    expect(
      titles((await q().textSearch('body', 'warm & hearty', { config: 'english' })).data),
    ).toEqual(['Carrot soup']);
    expect(titles((await q().textSearch('body', 'red lentils', { type: 'plain' })).data)).toEqual([
      'Dal',
    ]);
    expect(titles((await q().not('title', 'in', '("Dal","Apple pie")')).data)).toEqual([
      'Banana bread',
      'Carrot soup',
    ]);
    expect(titles((await q().not('tags', 'cs', '{dessert}')).data)).toEqual(['Carrot soup', 'Dal']);
    expect(titles((await q().filter('data->>cuisine', 'eq', 'french')).data)).toEqual([
      'Carrot soup',
    ]);
  });

  it('combines or=, and= and nested logic', async () => {
    const q = () => anon.from('notes').select('title').order('id');
    expect(titles((await q().or('rating.eq.5,title.eq.Dal')).data)).toEqual(['Apple pie', 'Dal']);
    expect(titles((await q().or('title.eq.Dal,and(rating.gte.3,done.is.true)')).data)).toEqual([
      'Banana bread',
      'Dal',
    ]);
    expect(
      titles((await q().or('body.eq."warm, hearty",title.in.(Dal,"Apple pie")')).data),
    ).toEqual(['Apple pie', 'Carrot soup', 'Dal']);
    expect(titles((await q().or('rating.gt.3').or('price.lt.10')).data)).toEqual(['Banana bread']);
    expect(titles((await q().or('rating.is.null')).data)).toEqual(['Dal']);
    // Dal: not (null and true) is null, so only the title could select it.
    expect(
      titles((await q().or('not.and(rating.gte.4,done.is.false),title.eq.Apple pie')).data),
    ).toEqual(['Apple pie', 'Banana bread', 'Carrot soup']);
    expect(titles((await q().or('tags.cs.{soup},data->>cuisine.eq.indian')).data)).toEqual([
      'Carrot soup',
      'Dal',
    ]);
  });

  it('orders, limits, offsets and counts', async () => {
    const byRating = await anon
      .from('notes')
      .select('title')
      .order('rating', { ascending: false, nullsFirst: true });
    expect(titles(byRating.data)).toEqual(['Dal', 'Apple pie', 'Banana bread', 'Carrot soup']);
    const nullsLast = await anon
      .from('notes')
      .select('title')
      .order('rating', { ascending: true, nullsFirst: false });
    expect(titles(nullsLast.data)).toEqual(['Carrot soup', 'Banana bread', 'Apple pie', 'Dal']);
    const multi = await anon
      .from('notes')
      .select('title')
      .order('done')
      .order('title', { ascending: false });
    expect(titles(multi.data)).toEqual(['Dal', 'Carrot soup', 'Apple pie', 'Banana bread']);
    const limited = await anon.from('notes').select('title').order('id').limit(2);
    expect(titles(limited.data)).toEqual(['Apple pie', 'Banana bread']);
    const page = await anon
      .from('notes')
      .select('title', { count: 'exact' })
      .order('id')
      .range(1, 2);
    expect(titles(page.data)).toEqual(['Banana bread', 'Carrot soup']);
    expect(page.count).toBe(4);
    expect(page.status).toBe(206);
    const whole = await anon.from('notes').select('title', { count: 'exact' });
    expect(whole.status).toBe(200);
    expect(whole.count).toBe(4);
    const head = await anon
      .from('notes')
      .select('*', { count: 'exact', head: true })
      .eq('done', false);
    expect(head.data).toBeNull();
    expect(head.count).toBe(3);
    const past = await anon.from('notes').select('title', { count: 'exact' }).range(10, 12);
    expect(past.status).toBe(416);
    expect(past.error?.code).toBe('PGRST103');
  });

  it('answers single() and maybeSingle() as PostgREST does', async () => {
    const one = await anon.from('notes').select('title').eq('title', 'Dal').single();
    expect(one.data).toEqual({ title: 'Dal' });
    const none = await anon.from('notes').select('title').eq('title', 'nothing').single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    const many = await anon.from('notes').select('title').single();
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 4 rows' });
    const maybe = await anon.from('notes').select('title').eq('title', 'nothing').maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });

  it('lets row-level security decide what each caller sees', async () => {
    expect((await anon.from('notes').select('id')).data).toHaveLength(4);
    const mine = await userA.from('notes').select('title').not('owner_id', 'is', null);
    expect(titles(mine.data)).toEqual(['Secret stew']);
    const theirs = await userA.from('notes').select('title').eq('title', 'Hidden hash').single();
    expect(theirs.error?.code).toBe('PGRST116');
    const service = await t.service().from('notes').select('id', { count: 'exact', head: true });
    expect(service.count).toBe(6);
    expect((await anon.from('public_note_titles').select('title').order('id')).data).toHaveLength(
      4,
    );
  });

  it('calls functions: scalar, defaults, GET, set, table, composite, arrays, json, void, errors', async () => {
    expect((await anon.rpc('add_numbers', { a: 1, b: 2 })).data).toBe(3);
    expect((await anon.rpc('add_numbers', { a: 1 })).data).toBe(11);
    expect((await anon.rpc('add_numbers', { a: 5 }, { get: true })).data).toBe(15);
    expect((await anon.rpc('whoami')).data).toBe('anon');
    expect((await userA.rpc('whoami')).data).toBe(USER_A);
    const tagged = await anon
      .rpc('notes_tagged', { tag: 'dessert' })
      .select('title')
      .gte('rating', 5);
    expect(tagged.data).toEqual([{ title: 'Apple pie' }]);
    const counted = await anon.rpc('notes_tagged', { tag: 'dessert' }, { count: 'exact' });
    expect(counted.count).toBe(2);
    expect((await anon.rpc('note_titles')).data).toEqual([
      { note_id: 1, note_title: 'Apple pie' },
      { note_id: 2, note_title: 'Banana bread' },
      { note_id: 3, note_title: 'Carrot soup' },
      { note_id: 4, note_title: 'Dal' },
    ]);
    expect((await anon.rpc('first_note')).data).toMatchObject({ id: 1, title: 'Apple pie' });
    expect((await anon.rpc('tag_list')).data).toEqual([
      'baking',
      'dessert',
      'fruit',
      'soup',
      'vegetable',
      'vegetarian',
    ]);
    expect((await anon.rpc('count_tags', { tags: ['x', 'y', 'z'] })).data).toBe(3);
    expect((await anon.rpc('count_tags', { tags: ['x', 'y'] }, { get: true })).data).toBe(2);
    expect(
      (await anon.rpc('echo_payload', { payload: { nested: [1, { a: null }] } })).data,
    ).toEqual({ nested: [1, { a: null }] });
    const voided = await t.service().rpc('mark_done', { note_id: 1 });
    expect(voided.status).toBe(204);
    expect(voided.data).toBeNull();
    expect(
      (await t.sql<{ done: boolean }>('select done from public.notes where id = 1'))[0]?.done,
    ).toBe(true);
    const failed = await anon.rpc('fail_with', { message: 'no thanks' });
    expect(failed.status).toBe(400);
    expect(failed.error).toEqual({
      code: 'P0001',
      message: 'no thanks',
      details: null,
      hint: 'raised on purpose',
    });
    const readOnly = await anon.rpc('mark_done', { note_id: 2 }, { get: true });
    expect(readOnly.status).toBe(405);
    expect(readOnly.error?.code).toBe('25006');
  });
});
