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
    const res = await handler(
      new Request('http://fn/suggest-recipes-web', {
        method: 'POST',
        body: '{"ingredients": "eggs"}',
      }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { message: '"ingredients" must be an array of strings' },
    });
  });

  it('refuses an unknown kind and a bad drink kitchen with 400 before touching the database', async () => {
    const post = (body: unknown) =>
      handler(
        new Request('http://fn/suggest-recipes-web', {
          method: 'POST',
          body: JSON.stringify(body),
        }),
      );
    const kind = await post({ ingredients: ['gin'], barcodes: [], kind: 'cocktail' });
    expect(kind.status).toBe(400);
    expect(await kind.json()).toEqual({ error: { message: '"kind" must be "meal" or "drink"' } });
    const kitchen = await post({
      ingredients: ['gin'],
      barcodes: [],
      kind: 'drink',
      kitchen: [{ name: 'lemon' }],
    });
    expect(kitchen.status).toBe(400);
    expect(await kitchen.json()).toEqual({
      error: { message: '"kitchen" must be an array of strings' },
    });
  });
});
