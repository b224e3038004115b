import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { describe, expect, it } from 'vitest';
import { ALLOWED_METHODS, EXPOSED_HEADERS, corsMiddleware } from './cors.ts';

const isAllowed = (origin: string) => origin === 'http://localhost:5173';

/** The routes every case is asked of: plain answers, the route's own CORS and Vary, an error. */
function withRoutes(app: Hono, made: Response[]): Hono {
  app.get('/json', (c) => c.json({ ok: true }, 201, { 'X-Own': 'yes' }));
  app.post('/own-cors', () => {
    const res = new Response('{"a":1}', {
      status: 200,
      headers: {
        'Content-Type': 'application/json',
        'Access-Control-Allow-Origin': '*',
        Vary: 'Accept-Encoding',
      },
    });
    made.push(res);
    return res;
  });
  // Headers that cannot be changed, as on a response passed through from fetch.
  app.get('/immutable', () => Response.redirect('http://localhost/elsewhere', 302));
  app.get('/fails', () => {
    throw new Error('boom');
  });
  app.onError((_error, c) => c.json({ message: 'Internal server error' }, 500));
  return app;
}

async function seen(res: Response) {
  return {
    status: res.status,
    headers: [...res.headers.entries()].sort(([a], [b]) => a.localeCompare(b)),
    body: await res.text(),
  };
}

describe('corsMiddleware', () => {
  const made: Response[] = [];
  const ours = withRoutes(new Hono().use(corsMiddleware(isAllowed)), made);
  const hono = withRoutes(
    new Hono().use(
      cors({
        origin: (origin) => (origin && isAllowed(origin) ? origin : null),
        allowMethods: ALLOWED_METHODS,
        exposeHeaders: EXPOSED_HEADERS,
        maxAge: 600,
      }),
    ),
    [],
  );

  it("gives every answer the headers hono's cors gives it", async () => {
    const cases: [string, RequestInit][] = [];
    for (const origin of [undefined, 'http://localhost:5173', 'https://evil.example'])
      for (const [path, method] of [
        ['/json', 'GET'],
        ['/own-cors', 'POST'],
        ['/immutable', 'GET'],
        ['/fails', 'GET'],
        ['/missing', 'GET'],
        ['/own-cors', 'OPTIONS'],
      ] as const) {
        const headers: Record<string, string> = origin ? { Origin: origin } : {};
        if (method === 'OPTIONS')
          headers['Access-Control-Request-Headers'] = 'apikey, x-client-info';
        cases.push([path, { method, headers }]);
      }
    for (const [path, init] of cases) {
      const label = `${init.method} ${path} ${JSON.stringify(init.headers)}`;
      expect(await seen(await ours.request(path, init)), label).toEqual(
        await seen(await hono.request(path, init)),
      );
    }
  });

  it("answers with the route's own response, not a copy of its body", async () => {
    made.length = 0;
    const res = await ours.request('/own-cors', {
      method: 'POST',
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(made).toHaveLength(1);
    expect(res).toBe(made[0]);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Origin');
  });
});
