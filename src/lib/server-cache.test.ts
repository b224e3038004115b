// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { QueryCache } from './server-cache';

/** A server answering what `value` holds when each request is answered (by `answer`). */
function server<T>(value: T) {
  const waiting: (() => void)[] = [];
  const backend = {
    value,
    requests: 0,
    failNext: false,
    /** Pending requests answer only when answered (in order), so tests decide what overlaps. */
    manual: false,
    fetch: (): Promise<T> => {
      backend.requests += 1;
      const fail = backend.failNext;
      backend.failNext = false;
      const respond = (resolve: (v: T) => void, reject: (e: Error) => void) => () =>
        fail ? reject(new Error('network down')) : resolve(structuredClone(backend.value));
      return new Promise<T>((resolve, reject) => {
        if (backend.manual) waiting.push(respond(resolve, reject));
        else respond(resolve, reject)();
      });
    },
    /** Answers the oldest request still waiting. */
    answer: async () => {
      waiting.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
  return backend;
}

const KEY = ['saved-recipes', 'user-1'] as const;
let caches: QueryCache[] = [];
function cacheWith(options: ConstructorParameters<typeof QueryCache>[0] = {}) {
  const cache = new QueryCache(options);
  caches.push(cache);
  return cache;
}
afterEach(() => {
  caches.forEach((c) => c.dispose());
  caches = [];
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('QueryCache reads', () => {
  it('shares one request among everyone reading a key at the same time', async () => {
    const cache = cacheWith();
    const api = server(['Pumpkin Bread']);
    const answers = await Promise.all([
      cache.fetch(KEY, api.fetch),
      cache.fetch(KEY, api.fetch),
      cache.refetch(KEY, api.fetch),
    ]);
    expect(api.requests).toBe(1);
    expect(answers).toEqual([['Pumpkin Bread'], ['Pumpkin Bread'], ['Pumpkin Bread']]);
    expect(cache.peek(KEY)).toMatchObject({ status: 'ready', data: ['Pumpkin Bread'] });
  });

  it('answers fresh data without a request, and reads again once stale', async () => {
    let now = 1_000;
    const cache = cacheWith({ now: () => now });
    const api = server(1);
    await cache.fetch(KEY, api.fetch, { staleMs: 500 });
    now += 499;
    expect(await cache.fetch(KEY, api.fetch)).toBe(1);
    expect(api.requests).toBe(1);
    api.value = 2;
    now += 1;
    expect(await cache.fetch(KEY, api.fetch)).toBe(2);
    expect(api.requests).toBe(2);
  });

  it('does not remember a failure: the error shows, and the next read asks again', async () => {
    const cache = cacheWith();
    const api = server('row');
    api.failNext = true;
    await expect(cache.fetch(KEY, api.fetch, { staleMs: Infinity })).rejects.toThrow(
      'network down',
    );
    expect(cache.peek(KEY)).toMatchObject({ status: 'error', data: undefined });
    expect(await cache.fetch(KEY, api.fetch, { staleMs: Infinity })).toBe('row');
    expect(cache.peek(KEY).status).toBe('ready');
    expect(api.requests).toBe(2);
  });

  it('keeps the last data on screen through a failed read', async () => {
    const cache = cacheWith();
    const api = server(['a']);
    await cache.fetch(KEY, api.fetch);
    api.failNext = true;
    await expect(cache.refetch(KEY)).rejects.toThrow();
    expect(cache.peek(KEY)).toMatchObject({ status: 'error', data: ['a'], fetching: false });
  });

  it('forgets the least recently used keys nobody shows past its size', async () => {
    const cache = cacheWith({ maxEntries: 2 });
    const api = server('x');
    await cache.fetch(['recipe', 'a'], api.fetch, { staleMs: Infinity });
    await cache.fetch(['recipe', 'b'], api.fetch, { staleMs: Infinity });
    const stop = cache.observe(['recipe', 'a'], api.fetch, { staleMs: Infinity });
    await cache.fetch(['recipe', 'c'], api.fetch, { staleMs: Infinity });
    expect(cache.peek(['recipe', 'a']).status).toBe('ready');
    expect(cache.peek(['recipe', 'b']).status).toBe('idle');
    expect(cache.peek(['recipe', 'c']).status).toBe('ready');
    stop();
  });
});

describe('QueryCache invalidation', () => {
  it('reads shown keys under the prefix again at once, and the others when next asked', async () => {
    const cache = cacheWith();
    const list = server(['Pumpkin Bread']);
    const one = server({ title: 'Pumpkin Bread' });
    const other = server('not under the prefix');
    const stop = cache.observe(KEY, list.fetch, { staleMs: Infinity });
    await cache.fetch([...KEY, 'one', 'id-1'], one.fetch, { staleMs: Infinity });
    await cache.fetch(['favorites', 'user-1'], other.fetch, { staleMs: Infinity });
    await settle();
    expect(list.requests).toBe(1);

    list.value = ['Pumpkin Bread', 'Tomato Soup'];
    cache.invalidate(['saved-recipes']);
    await settle();
    expect(list.requests).toBe(2);
    expect(cache.peek(KEY).data).toEqual(['Pumpkin Bread', 'Tomato Soup']);
    expect(one.requests).toBe(1);
    await cache.fetch([...KEY, 'one', 'id-1'], one.fetch, { staleMs: Infinity });
    expect(one.requests).toBe(2);
    await cache.fetch(['favorites', 'user-1'], other.fetch, { staleMs: Infinity });
    expect(other.requests).toBe(1);
    stop();
  });

  it('does not show an answer that began before the invalidation', async () => {
    const cache = cacheWith();
    const api = server(['old']);
    api.manual = true;
    const first = cache.fetch(KEY, api.fetch);
    api.value = ['new'];
    cache.invalidate(KEY);
    await api.answer(); // the first request answers, with what the server held when it began
    expect(cache.peek(KEY).data).toBeUndefined();
    await api.answer();
    expect(await first).toEqual(['new']);
    expect(cache.peek(KEY)).toMatchObject({ status: 'ready', data: ['new'] });
  });

  it('remove forgets the data at once and drops an answer still on its way', async () => {
    const cache = cacheWith();
    const api = server(['mine']);
    await cache.fetch(KEY, api.fetch);
    api.manual = true;
    const late = cache.refetch(KEY);
    cache.remove(['saved-recipes']);
    expect(cache.peek(KEY)).toMatchObject({ status: 'idle', data: undefined });
    await api.answer();
    await late;
    expect(cache.peek(KEY)).toMatchObject({ status: 'idle', data: undefined });
  });
});

describe('QueryCache mutations', () => {
  it('shows a change at once, keeps it when the server accepts, and marks it pending meanwhile', async () => {
    const cache = cacheWith();
    const api = server(['Pumpkin Bread', 'Tomato Soup']);
    await cache.fetch(KEY, api.fetch);
    let accept: (id: string) => void = () => {};
    const deleting = cache.mutate<string[], string>(KEY, {
      tag: 'Tomato Soup',
      apply: (list = []) => list.filter((t) => t !== 'Tomato Soup'),
      run: () => new Promise((resolve) => (accept = resolve)),
    });
    expect(cache.peek(KEY)).toMatchObject({ data: ['Pumpkin Bread'] });
    expect(cache.peek(KEY).pending.has('Tomato Soup')).toBe(true);
    accept('ok');
    expect(await deleting).toBe('ok');
    expect(cache.peek(KEY).data).toEqual(['Pumpkin Bread']);
    expect(cache.peek(KEY).pending.size).toBe(0);
  });

  it('rolls a refused change back to the data as it was, and rethrows', async () => {
    const cache = cacheWith();
    const api = server(['Pumpkin Bread', 'Tomato Soup']);
    await cache.fetch(KEY, api.fetch);
    await expect(
      cache.mutate<string[], void>(KEY, {
        apply: (list = []) => list.filter((t) => t !== 'Tomato Soup'),
        run: () => Promise.reject(new Error('permission denied')),
      }),
    ).rejects.toThrow('permission denied');
    expect(cache.peek(KEY)).toMatchObject({
      status: 'ready',
      data: ['Pumpkin Bread', 'Tomato Soup'],
    });
    expect(cache.peek(KEY).pending.size).toBe(0);
  });

  it('a refused change undoes only itself when another change overlapped it', async () => {
    const cache = cacheWith();
    const api = server<string[]>([]);
    await cache.fetch(KEY, api.fetch);
    let refuse: (e: Error) => void = () => {};
    const first = cache.mutate<string[], void>(KEY, {
      tag: 'a',
      apply: (list = []) => [...list, 'a'],
      run: () => new Promise((_, reject) => (refuse = reject)),
      undo: (list = []) => list.filter((t) => t !== 'a'),
    });
    await cache.mutate<string[], void>(KEY, {
      tag: 'b',
      apply: (list = []) => [...list, 'b'],
      run: async () => undefined,
    });
    refuse(new Error('refused'));
    await expect(first).rejects.toThrow('refused');
    expect(cache.peek(KEY).data).toEqual(['b']);
  });

  it('an answer arriving while a change is on its way is not shown; the key is read after', async () => {
    const cache = cacheWith();
    const api = server(['Pumpkin Bread', 'Tomato Soup']);
    const stop = cache.observe(KEY, api.fetch);
    await settle();
    api.manual = true;
    const reading = cache.refetch(KEY); // began before the delete: still holds Tomato Soup
    let accept: () => void = () => {};
    const deleting = cache.mutate<string[], void>(KEY, {
      apply: (list = []) => list.filter((t) => t !== 'Tomato Soup'),
      run: () => new Promise<void>((resolve) => (accept = resolve)),
    });
    await api.answer();
    await reading;
    expect(cache.peek(KEY).data).toEqual(['Pumpkin Bread']);
    api.value = ['Pumpkin Bread'];
    accept();
    await deleting;
    const requestsBefore = api.requests;
    await api.answer();
    expect(api.requests).toBe(requestsBefore);
    expect(cache.peek(KEY)).toMatchObject({ status: 'ready', data: ['Pumpkin Bread'] });
    stop();
  });

  it('setData writes the data the server answered (an edit), shown to every listener', async () => {
    const cache = cacheWith();
    const api = server({ notes: '' });
    await cache.fetch(KEY, api.fetch);
    const seen: unknown[] = [];
    const stop = cache.subscribe(KEY, () => seen.push(cache.peek(KEY).data));
    cache.setData<{ notes: string }>(KEY, () => ({ notes: 'less salt' }));
    expect(seen).toEqual([{ notes: 'less salt' }]);
    stop();
  });
});

describe('QueryCache focus', () => {
  it('reads shown stale keys again on focus, on the tab showing again and back online', async () => {
    let now = 0;
    const cache = cacheWith({ now: () => now });
    const shown = server('shown');
    const fresh = server('fresh for long');
    const hidden = server('not shown');
    const stop = cache.observe(KEY, shown.fetch, { staleMs: 1_000 });
    const stopFresh = cache.observe(['recipe', 'x'], fresh.fetch, { staleMs: Infinity });
    await cache.fetch(['favorites', 'u'], hidden.fetch);
    await settle();
    expect([shown.requests, fresh.requests, hidden.requests]).toEqual([1, 1, 1]);

    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(shown.requests).toBe(1); // still fresh

    now += 1_000;
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(shown.requests).toBe(2);

    now += 1_000;
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(shown.requests).toBe(3);

    now += 1_000;
    expect(document.visibilityState).toBe('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(shown.requests).toBe(4);

    expect(fresh.requests).toBe(1);
    expect(hidden.requests).toBe(1);

    stop();
    stopFresh();
    now += 1_000;
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(shown.requests).toBe(4); // no longer shown
  });

  it('observing a key reads it when stale, not when fresh', async () => {
    const cache = cacheWith();
    const api = server('row');
    await cache.fetch(['recipe', 'x'], api.fetch, { staleMs: Infinity });
    const stop = cache.observe(['recipe', 'x'], api.fetch, { staleMs: Infinity });
    await settle();
    expect(api.requests).toBe(1);
    stop();
    const stop2 = cache.observe(KEY, api.fetch);
    await settle();
    expect(api.requests).toBe(2);
    stop2();
  });
});
