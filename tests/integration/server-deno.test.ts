import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { WebSocket as UndiciWebSocket } from 'undici';
import { startTestBackend, type TestBackend } from './helpers/rest-backend.ts';
import { serveUnderDeno, type DenoFunction } from './helpers/deno-function.ts';
import { ROOT } from './helpers/spawn-cli.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const ENTRY = path.join(ROOT, 'supabase/functions/health-check/index.ts');

/** health-check imports nothing from npm; a DENO_DIR of its own keeps Deno's cache out of HOME. */
const serveHealthCheck = (env: Record<string, string>, denoDir: string) =>
  serveUnderDeno(ENTRY, ['--allow-net', '--allow-env', '--no-prompt'], {
    HOME: os.tmpdir(),
    DENO_DIR: denoDir,
    ...env,
  });

describe('the health-check edge function under real Deno', () => {
  let t: TestBackend;
  let denoDir: string;
  const running: DenoFunction[] = [];

  beforeAll(async () => {
    t = await startTestBackend('postgres');
    denoDir = await fs.mkdtemp(path.join(os.tmpdir(), 'larder-deno-'));
  });
  afterAll(async () => {
    for (const fn of running) await fn.stop();
    await t?.stop();
    await fs.rm(denoDir, { recursive: true, force: true });
  });

  it('reaches the running server and reports its services', async () => {
    const fn = await serveHealthCheck(
      { SUPABASE_URL: t.url, SUPABASE_ANON_KEY: t.backend.anonKey },
      denoDir,
    );
    running.push(fn);
    // supabase-js pointed at the Deno server: it calls <url>/functions/v1/health-check; the handler
    // answers on any path, as the edge runtime routes by function name before it.
    const client = createClient(fn.url, t.backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: UndiciWebSocket as unknown as typeof globalThis.WebSocket },
    });
    const { data, error } = await client.functions.invoke('health-check', { method: 'GET' });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      status: 'ok',
      services: { rest: { state: 'up', status: 200 }, auth: { state: 'up', status: 200 } },
    });
    const preflight = await fetch(`${fn.url}/health-check`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('reports degraded (503) when the project is unreachable', async () => {
    const fn = await serveHealthCheck(
      { SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'x' },
      denoDir,
    );
    running.push(fn);
    const res = await fetch(`${fn.url}/health-check`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      status: 'degraded',
      services: { rest: { state: 'down' }, auth: { state: 'down' } },
    });
  });
});
