/**
 * The searches recorded for the admin analytics (public.recipe_searches), sent in batches: the
 * first search of a batch waits at most `waitMs` for others (up to `maxBatch`), then all of them
 * go in one call of public.record_recipe_searches — one request, one token check and one
 * transaction for the batch instead of one for each search, on the server that is answering the
 * next searches meanwhile. Batches are kept per project (the URL and key the search was answered
 * with), so a process serving several projects records each search in its own.
 */

/** One search as record_recipe_searches takes it: the kitchen's keys and how many recipes it found. */
export interface RecordedSearch {
  readonly ingredient_keys: readonly string[];
  readonly result_count: number;
}

/** Where a batch is sent: the project's URL and the service key (and how to reach it). */
export interface SearchLogTarget {
  readonly baseUrl: string;
  readonly key: string;
  readonly fetch: typeof fetch;
}

export interface SearchLogOptions {
  /** A batch is sent when it holds this many searches (record_recipe_searches takes 1000 at most). */
  readonly maxBatch: number;
  /** …or this long after its first search. */
  readonly waitMs: number;
}

export const SEARCH_LOG_DEFAULTS: SearchLogOptions = { maxBatch: 100, waitMs: 200 };

interface Batch {
  readonly searches: RecordedSearch[];
  readonly sent: Promise<void>;
  readonly sendNow: () => void;
}

/**
 * A recorder: `record(target, search)` adds the search to its project's open batch and answers a
 * promise settled once that batch has been sent (hand it to EdgeRuntime.waitUntil so a worker is
 * not stopped first). `send` logs its own failures and never rejects.
 */
export function createSearchLog(
  send: (target: SearchLogTarget, searches: RecordedSearch[]) => Promise<void>,
  options: SearchLogOptions = SEARCH_LOG_DEFAULTS,
): (target: SearchLogTarget, search: RecordedSearch) => Promise<void> {
  const open = new Map<string, Batch>();
  const start = (id: string, target: SearchLogTarget): Batch => {
    const searches: RecordedSearch[] = [];
    let release = () => {};
    const due = new Promise<void>((resolve) => (release = resolve));
    const timer = setTimeout(release, options.waitMs);
    const batch: Batch = {
      searches,
      sendNow: () => {
        clearTimeout(timer);
        release();
      },
      sent: due.then(() => {
        if (open.get(id) === batch) open.delete(id);
        return send(target, searches);
      }),
    };
    open.set(id, batch);
    return batch;
  };
  return (target, search) => {
    const id = `${target.baseUrl}\n${target.key}`;
    const batch = open.get(id) ?? start(id, target);
    batch.searches.push(search);
    if (batch.searches.length >= options.maxBatch) {
      open.delete(id);
      batch.sendNow();
    }
    return batch.sent;
  };
}
