import { createClient, type SupabaseClient } from '@supabase/supabase-js';

/** One request the client sent. */
export interface SentRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
  readonly body: unknown;
}

export type Responder = (request: SentRequest) => Response | Promise<Response>;

export const TEST_PROJECT_URL = 'http://127.0.0.1:54321';

/** A JSON answer. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * A real supabase-js client whose HTTP goes to `respond` instead of a server, so tests see exactly
 * what the client sends and how it reads the answers (errors included). Realtime is never opened.
 */
export function recordingClient(respond: Responder): {
  client: SupabaseClient;
  sent: SentRequest[];
} {
  const sent: SentRequest[] = [];
  const fetchStub: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const text = request.method === 'GET' ? '' : await request.text();
    let body: unknown = text;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    const seen = { method: request.method, url: request.url, headers: request.headers, body };
    sent.push(seen);
    return respond(seen);
  };
  const client = createClient(TEST_PROJECT_URL, 'test-anon-key', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchStub },
    realtime: { transport: class {} as unknown as typeof WebSocket },
  });
  return { client, sent };
}
