import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { describe, expect, it } from 'vitest';
import { limitBody } from './body-limit.ts';

const MAX = 64;

function app(limit: MiddlewareHandler): Hono {
  return new Hono()
    .use(limit)
    .all('/echo', async (c) => c.text(`${c.req.method} ${(await c.req.text()).length}`));
}

/** A body sent as a stream, without a length (chunked). */
function streamed(bytes: number): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (let sent = 0; sent < bytes; sent += 16)
        controller.enqueue(new Uint8Array(Math.min(16, bytes - sent)).fill(97));
      controller.close();
    },
  });
}

describe('limitBody', () => {
  const ours = app(limitBody((c) => c.json({ code: 'too_large' }, 413), MAX));
  const hono = app(bodyLimit({ maxSize: MAX, onError: (c) => c.json({ code: 'too_large' }, 413) }));

  it("lets through and refuses what hono's bodyLimit does, the body reaching the route whole", async () => {
    const cases: (() => RequestInit)[] = [
      () => ({ method: 'GET' }),
      () => ({ method: 'POST', body: 'a'.repeat(MAX) }),
      () => ({ method: 'POST', body: 'a'.repeat(MAX + 1) }),
      () => ({ method: 'POST', body: '' }),
      () => ({ method: 'POST' }),
      () => ({ method: 'PATCH', body: 'a'.repeat(10) }),
      () => ({ method: 'POST', body: 'a', headers: { 'Content-Length': String(MAX + 1) } }),
      () => ({ method: 'POST', body: streamed(MAX), duplex: 'half' }) as RequestInit,
      () => ({ method: 'POST', body: streamed(MAX + 1), duplex: 'half' }) as RequestInit,
    ];
    for (const init of cases) {
      const request = () => new Request('http://localhost/echo', init());
      const mine = await ours.fetch(request());
      const theirs = await hono.fetch(request());
      const label = `${init().method} ${String(init().body).slice(0, 20)}`;
      expect(mine.status, label).toBe(theirs.status);
      expect(await mine.text(), label).toBe(await theirs.text());
    }
  });
});
