/**
 * A FIFO lock: run(fn) starts fn only after every earlier fn has settled. PGlite is a single
 * connection, so transactions (and statements outside them) must take turns.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.tail.then(fn, fn);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
