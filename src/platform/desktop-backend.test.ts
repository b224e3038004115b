import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  NOT_YET_KNOWN_SOCKET_URL,
  retargetingFetch,
  retargetingWebSocket,
  retargetUrl,
} from './desktop-backend';

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
      {
        url: 'http://127.0.0.1:61234/rest/v1/x',
        apikey: 'local-key',
        authorization: 'Bearer user-jwt',
      },
    ]);
  });

  it('leaves other URLs and the configured backend alone', async () => {
    const { base, seen } = recorder();
    await retargetingFetch(base, configured, Promise.resolve(local))('http://127.0.0.1:543210/x');
    await retargetingFetch(
      base,
      configured,
      Promise.resolve(configured),
    )('http://127.0.0.1:54321/rest/v1/x', { headers: { apikey: 'configured-key' } });
    expect(seen.map((s) => s.url)).toEqual([
      'http://127.0.0.1:543210/x',
      'http://127.0.0.1:54321/rest/v1/x',
    ]);
    expect(seen[1]?.apikey).toBe('configured-key');
  });
});

/** Records the URL realtime-js opens; never connects. */
class RecordingSocket {
  static opened: string[] = [];
  readonly url: string;
  readyState = 0;
  binaryType = 'arraybuffer';
  protocol = '';
  onopen: unknown = null;
  onclose: unknown = null;
  onerror: unknown = null;
  onmessage: unknown = null;
  constructor(url: string | URL) {
    this.url = String(url);
    RecordingSocket.opened.push(this.url);
  }
  send() {}
  close() {}
  addEventListener() {}
  removeEventListener() {}
}

describe('every supabase-js endpoint on the desktop’s local backend', () => {
  it('moves http and realtime (ws) URLs, swapping the apikey parameter', () => {
    expect(
      retargetUrl(
        'ws://127.0.0.1:54321/realtime/v1/websocket?apikey=configured-key&vsn=1.0.0',
        configured,
        local,
      ),
    ).toBe('ws://127.0.0.1:61234/realtime/v1/websocket?apikey=local-key&vsn=1.0.0');
    const hosted = { supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'hosted-key' };
    expect(
      retargetUrl('wss://abc.supabase.co/realtime/v1/websocket?apikey=hosted-key', hosted, local),
    ).toBe('ws://127.0.0.1:61234/realtime/v1/websocket?apikey=local-key');
    expect(retargetUrl('https://abc.supabase.co/rest/v1/recipes?select=*', hosted, local)).toBe(
      'http://127.0.0.1:61234/rest/v1/recipes?select=*',
    );
    expect(retargetUrl('https://abc.supabase.co.evil.example/x', hosted, local)).toBe(
      'https://abc.supabase.co.evil.example/x',
    );
    expect(retargetUrl('https://abc.supabase.co/x', hosted, hosted)).toBe(
      'https://abc.supabase.co/x',
    );
  });

  it('sends auth, rest, functions and storage requests of a real client to the local backend', async () => {
    const hosted = { supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'hosted-key' };
    const { base, seen } = recorder();
    const client = createClient(hosted.supabaseUrl, hosted.supabaseAnonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: retargetingFetch(base, hosted, Promise.resolve(local)) },
      // Node 20 has no WebSocket of its own; no socket is opened here anyway.
      realtime: { transport: RecordingSocket as unknown as typeof WebSocket },
    });
    await client.auth.signInWithPassword({ email: 'a@example.com', password: 'secret-pass' });
    await client.from('recipes').select('*');
    await client.rpc('suggest', {});
    await client.functions.invoke('scrape-recipe', { body: {} });
    await client.storage.from('avatars').list();
    expect(seen.length).toBeGreaterThanOrEqual(5);
    for (const request of seen) {
      expect(request.url.startsWith('http://127.0.0.1:61234/')).toBe(true);
      expect(request.apikey).toBe('local-key');
    }
    expect(seen.map((r) => new URL(r.url).pathname.split('/')[1])).toEqual(
      expect.arrayContaining(['auth', 'rest', 'functions', 'storage']),
    );
  });

  it('opens the realtime socket of a real client on the local backend, never the configured host', async () => {
    const hosted = { supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'hosted-key' };
    RecordingSocket.opened = [];
    let tell: (target: typeof local) => void = () => undefined;
    const later = new Promise<typeof local>((resolve) => {
      tell = resolve;
    });
    const transport = retargetingWebSocket(
      RecordingSocket as unknown as typeof WebSocket,
      hosted,
      later,
    );
    const make = () =>
      createClient(hosted.supabaseUrl, hosted.supabaseAnonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport },
      });

    // Main has not said where the backend is yet: no socket to the configured host.
    const early = make();
    early.realtime.connect();
    early.realtime.disconnect();
    expect(RecordingSocket.opened).toEqual([NOT_YET_KNOWN_SOCKET_URL]);

    tell(local);
    await later;
    const client = make();
    client.realtime.connect();
    client.realtime.disconnect();
    const url = new URL(RecordingSocket.opened[1] ?? '');
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe(
      'ws://127.0.0.1:61234/realtime/v1/websocket',
    );
    expect(url.searchParams.get('apikey')).toBe('local-key');
    expect(RecordingSocket.opened.join(' ')).not.toContain('abc.supabase.co');
  });
});
