import { describe, expect, it } from 'vitest';
import handler from './handler.ts';

describe('suggest-recipes-web handler, without a backend', () => {
  it('answers a CORS preflight itself', async () => {
    const res = await handler(new Request('http://fn/suggest-recipes-web', { method: 'OPTIONS' }));
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/authorization/);
  });

  it('refuses other methods than POST', async () => {
    const res = await handler(new Request('http://fn/suggest-recipes-web', { method: 'GET' }));
    expect(res.status).toBe(405);
  });

  it('refuses a bad body with 400 before touching the database', async () => {
    const res = await handler(new Request('http://fn/suggest-recipes-web', { method: 'POST', body: '{"ingredients": "eggs"}' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { message: '"ingredients" must be an array of strings' } });
  });
});
