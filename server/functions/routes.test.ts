import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerContext } from '../context.ts';
import { createFunctionRoutes } from './routes.ts';

const PUBLIC_URL = 'http://larder.test:54321';

/** A function that calls the project's REST API and another host through the fetch it is given. */
const HANDLER = `
export default async function handler(request, context) {
  const base = process.env.SUPABASE_URL;
  const own = await context.fetch(base + '/rest/v1/recipes?select=slug', { headers: { apikey: 'k' } });
  const other = await context.fetch('http://elsewhere.test/data');
  return Response.json({ own: await own.json(), other: await other.text() });
}
`;

describe("functions' calls to this server", () => {
  let dir: string;

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'larder-functions-'));
    await fs.mkdir(path.join(dir, 'functions', 'calls-home'), { recursive: true });
    await fs.writeFile(path.join(dir, 'functions', 'calls-home', 'handler.js'), HANDLER);
    await fs.writeFile(
      path.join(dir, 'config.toml'),
      '[functions.calls-home]\nverify_jwt = false\n',
    );
  });

  afterEach(async () => {
    vi.unstubAllGlobals();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('answers the REST API in-process and sends anything else to the network', async () => {
    const network = vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      return new Response(`network: ${url}`);
    });
    vi.stubGlobal('fetch', network);
    const served: Request[] = [];
    const ctx = {
      publicUrl: PUBLIC_URL,
      keys: { anonKey: 'anon', serviceRoleKey: 'service' },
    } as unknown as ServerContext;
    const routes = await createFunctionRoutes(
      ctx,
      async (request) => {
        served.push(request);
        return Response.json([{ slug: 'in-process' }]);
      },
      { functionsDir: path.join(dir, 'functions'), configFile: path.join(dir, 'config.toml') },
    );

    const res = await routes.request(`${PUBLIC_URL}/calls-home`, { method: 'POST', body: '{}' });

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      own: [{ slug: 'in-process' }],
      other: 'network: http://elsewhere.test/data',
    });
    expect(served.map((r) => r.url)).toEqual([`${PUBLIC_URL}/rest/v1/recipes?select=slug`]);
    expect(served[0]?.headers.get('apikey')).toBe('k');
    expect(network).toHaveBeenCalledTimes(1);
  });
});
