/**
 * health-check: is the project reachable from a function? Calls the REST and auth APIs of
 * SUPABASE_URL with the anon key and answers `{status, services, checked_at}` (200 when every
 * service answers, else 503). Web-standard Request → Response, so it runs under Deno (index.ts)
 * and inside the embedded server alike.
 */

type EnvReader = { env: { get(name: string): string | undefined } };

function env(name: string): string | undefined {
  const deno = (globalThis as { Deno?: EnvReader }).Deno;
  if (deno) return deno.env.get(name);
  return (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env[
    name
  ];
}

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
};

type ServiceState = 'up' | 'down';

async function probe(
  url: string,
  apikey: string,
): Promise<{ state: ServiceState; status: number | null }> {
  try {
    const res = await fetch(url, {
      headers: { apikey, Authorization: `Bearer ${apikey}` },
      signal: AbortSignal.timeout(5000),
    });
    await res.body?.cancel();
    return { state: res.ok ? 'up' : 'down', status: res.status };
  } catch {
    return { state: 'down', status: null };
  }
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
  if (req.method !== 'GET' && req.method !== 'POST') {
    return Response.json({ error: 'Method not allowed' }, { status: 405, headers: CORS_HEADERS });
  }
  const base = env('SUPABASE_URL')?.replace(/\/+$/, '');
  const anonKey = env('SUPABASE_ANON_KEY');
  if (!base || !anonKey) {
    return Response.json(
      { status: 'misconfigured', error: 'SUPABASE_URL and SUPABASE_ANON_KEY must be set' },
      { status: 500, headers: CORS_HEADERS },
    );
  }
  const [rest, auth] = await Promise.all([
    probe(`${base}/rest/v1/`, anonKey),
    probe(`${base}/auth/v1/settings`, anonKey),
  ]);
  const healthy = rest.state === 'up' && auth.state === 'up';
  return Response.json(
    {
      status: healthy ? 'ok' : 'degraded',
      services: { rest, auth },
      checked_at: new Date().toISOString(),
    },
    { status: healthy ? 200 : 503, headers: { ...CORS_HEADERS, 'Cache-Control': 'no-store' } },
  );
}
