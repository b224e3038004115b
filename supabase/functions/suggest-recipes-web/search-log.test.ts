import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchLog, type RecordedSearch, type SearchLogTarget } from './search-log.ts';

const unused = () => Promise.reject(new Error('the tests send nothing'));
const A: SearchLogTarget = { baseUrl: 'http://a.test', key: 'service-a', fetch: unused };
const B: SearchLogTarget = { baseUrl: 'http://b.test', key: 'service-b', fetch: unused };
const search = (n: number): RecordedSearch => ({ ingredient_keys: [`key-${n}`], result_count: n });

describe('createSearchLog', () => {
  let sent: { target: SearchLogTarget; searches: RecordedSearch[] }[];
  const send = async (target: SearchLogTarget, searches: RecordedSearch[]) => {
    sent.push({ target, searches: [...searches] });
  };
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
  });
  afterEach(() => vi.useRealTimers());

  it('sends the searches of one window together, in order, once the window ends', async () => {
    const record = createSearchLog(send, { maxBatch: 10, waitMs: 200 });
    let settled = 0;
    for (const n of [1, 2, 3]) void record(A, search(n)).then(() => (settled += 1));
    await vi.advanceTimersByTimeAsync(199);
    expect(sent).toEqual([]);
    expect(settled).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ target: A, searches: [search(1), search(2), search(3)] }]);
    expect(settled).toBe(3);
    // The next search opens a new window.
    void record(A, search(4));
    await vi.advanceTimersByTimeAsync(200);
    expect(sent.map((s) => s.searches)).toEqual([[search(1), search(2), search(3)], [search(4)]]);
  });

  it('sends a full batch at once and starts another', async () => {
    const record = createSearchLog(send, { maxBatch: 2, waitMs: 200 });
    const first = record(A, search(1));
    void record(A, search(2));
    await first;
    expect(sent.map((s) => s.searches)).toEqual([[search(1), search(2)]]);
    void record(A, search(3));
    await vi.advanceTimersByTimeAsync(200);
    expect(sent.map((s) => s.searches)).toEqual([[search(1), search(2)], [search(3)]]);
  });

  it('keeps each project its own batch', async () => {
    const record = createSearchLog(send, { maxBatch: 10, waitMs: 50 });
    void record(A, search(1));
    void record(B, search(2));
    void record(A, search(3));
    await vi.advanceTimersByTimeAsync(50);
    expect(sent).toEqual([
      { target: A, searches: [search(1), search(3)] },
      { target: B, searches: [search(2)] },
    ]);
  });
});
