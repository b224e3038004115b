// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryCache, type QueryKey, useServerQuery } from './server-cache';

const cache = new QueryCache();
afterEach(() => cache.dispose());

function counter(answers: string[]) {
  const calls = { n: 0 };
  const fetcher = async () => answers[Math.min(calls.n++, answers.length - 1)]!;
  return { calls, fetcher };
}

describe('useServerQuery', () => {
  it('two components showing one key share one read, and both show its answer', async () => {
    const { calls, fetcher } = counter(['Pumpkin Bread']);
    const key = ['saved-recipes', 'u1'];
    const a = renderHook(() => useServerQuery(key, fetcher, { cache }));
    const b = renderHook(() => useServerQuery(key, fetcher, { cache }));
    expect(a.result.current.status).toBe('loading');
    await waitFor(() => expect(b.result.current.status).toBe('ready'));
    expect(a.result.current.data).toBe('Pumpkin Bread');
    expect(calls.n).toBe(1);
    a.unmount();
    b.unmount();
  });

  it('shows the new answer after an invalidation made elsewhere', async () => {
    const { calls, fetcher } = counter(['one recipe', 'two recipes']);
    const { result, unmount } = renderHook(() =>
      useServerQuery(['saved-recipes', 'u2'], fetcher, { cache }),
    );
    await waitFor(() => expect(result.current.data).toBe('one recipe'));
    act(() => cache.invalidate(['saved-recipes']));
    await waitFor(() => expect(result.current.data).toBe('two recipes'));
    expect(calls.n).toBe(2);
    unmount();
  });

  it('a null key (a guest) reads nothing and stays idle', async () => {
    const { calls, fetcher } = counter(['x']);
    const { result, rerender, unmount } = renderHook(
      ({ key }: { key: QueryKey | null }) => useServerQuery(key, fetcher, { cache }),
      { initialProps: { key: null as QueryKey | null } },
    );
    expect(result.current.status).toBe('idle');
    expect(calls.n).toBe(0);
    rerender({ key: ['saved-recipes', 'u3'] });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(calls.n).toBe(1);
    unmount();
  });

  it('refetch (a Retry) reads again after a failure', async () => {
    let fail = true;
    const fetcher = async () => {
      if (fail) throw new Error('offline');
      return 'row';
    };
    const { result, unmount } = renderHook(() =>
      useServerQuery(['recipe', 'slug', 'soup'], fetcher, { cache, staleMs: Infinity }),
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    fail = false;
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'row' }));
    unmount();
  });
});
