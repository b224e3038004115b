import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import handler from './handler.ts';

const ENV = ['SUPABASE_URL', 'SUPABASE_ANON_KEY'] as const;

describe('scrape-recipe handler without a backend', () => {
  const saved: Record<string, string | undefined> = {};
  beforeEach(() => {
    for (const name of ENV) saved[name] = process.env[name];
  });
  afterEach(() => {
    for (const name of ENV) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    vi.restoreAllMocks();
  });

  it('answers the CORS preflight itself, as hosted functions must', async () => {
    const res = await handler(new Request('http://edge/scrape-recipe', { method: 'OPTIONS' }));
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('refuses other methods than POST with 405', async () => {
    const res = await handler(new Request('http://edge/scrape-recipe'));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('refuses a call without a bearer token with the logged-in message', async () => {
    process.env.SUPABASE_URL = 'http://127.0.0.1:9';
    process.env.SUPABASE_ANON_KEY = 'anon';
    const res = await handler(
      new Request('http://edge/scrape-recipe', {
        method: 'POST',
        body: '{"url":"https://example.com"}',
      }),
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'You must be logged in to save recipes' });
  });

  it('answers 500 "Failed to save recipe" with a log line, not a stack, when unconfigured', async () => {
    delete process.env.SUPABASE_URL;
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await handler(
      new Request('http://edge/scrape-recipe', {
        method: 'POST',
        headers: { Authorization: 'Bearer x' },
      }),
    );
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Failed to save recipe' });
    expect(log).toHaveBeenCalled();
  });
});
