import { describe, expect, it } from 'vitest';
import { retargetingFetch } from './desktop-backend';

const configured = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'configured-key' };
const local = { supabaseUrl: 'http://127.0.0.1:61234', supabaseAnonKey: 'local-key' };

function recorder() {
  const seen: { url: string; apikey: string | null; authorization: string | null }[] = [];
  const base: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init?.headers);
    seen.push({ url, apikey: headers.get('apikey'), authorization: headers.get('authorization') });
    return new Response('{}');
  };
  return { base, seen };
}

describe('retargetingFetch (desktop backend reported by main)', () => {
  it('sends Supabase requests to the local backend with its key', async () => {
    const { base, seen } = recorder();
    const f = retargetingFetch(base, configured, Promise.resolve(local));
    await f('http://127.0.0.1:54321/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { apikey: 'configured-key', Authorization: 'Bearer configured-key' },
    });
    await f('http://127.0.0.1:54321/rest/v1/x', {
      headers: { apikey: 'configured-key', Authorization: 'Bearer user-jwt' },
    });
    expect(seen).toEqual([
      {
        url: 'http://127.0.0.1:61234/auth/v1/token?grant_type=password',
        apikey: 'local-key',
        authorization: 'Bearer local-key',
      },
      { url: 'http://127.0.0.1:61234/rest/v1/x', apikey: 'local-key', authorization: 'Bearer user-jwt' },
    ]);
  });

  it('leaves other URLs and the configured backend alone', async () => {
    const { base, seen } = recorder();
    await retargetingFetch(base, configured, Promise.resolve(local))('http://127.0.0.1:543210/x');
    await retargetingFetch(base, configured, Promise.resolve(configured))(
      'http://127.0.0.1:54321/rest/v1/x',
      { headers: { apikey: 'configured-key' } },
    );
    expect(seen.map((s) => s.url)).toEqual([
      'http://127.0.0.1:543210/x',
      'http://127.0.0.1:54321/rest/v1/x',
    ]);
    expect(seen[1]?.apikey).toBe('configured-key');
  });
});
