import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { WebSocket as UndiciWebSocket } from 'undici';
import { startTestBackend, type TestBackend } from './helpers/rest-backend.ts';
import { ROOT, exited } from './helpers/spawn-cli.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const DENO = fileURLToPath(new URL('../../node_modules/.bin/deno', import.meta.url));
const ENTRY = path.join(ROOT, 'supabase/functions/health-check/index.ts');

interface DenoFunction {
  child: ChildProcess;
  url: string;
}

/** `deno run index.ts` (its `Deno.serve(handler)`) on a free loopback port, as the edge runtime would. */
async function serveUnderDeno(env: Record<string, string>, denoDir: string): Promise<DenoFunction> {
  const child = spawn(DENO, ['run', '--allow-net', '--allow-env', '--no-prompt', ENTRY], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), DENO_DIR: denoDir, DENO_NO_UPDATE_CHECK: '1', DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0', NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`deno did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ child, url });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`deno exited (${code}):\n${output}`));
    });
  });
}

describe('the health-check edge function under real Deno', () => {
  let t: TestBackend;
  let denoDir: string;
  const running: DenoFunction[] = [];

  beforeAll(async () => {
    t = await startTestBackend('postgres');
    denoDir = await fs.mkdtemp(path.join(os.tmpdir(), 'larder-deno-'));
  });
  afterAll(async () => {
    for (const fn of running) {
      fn.child.kill('SIGTERM');
      await exited(fn.child);
    }
    await t?.stop();
    await fs.rm(denoDir, { recursive: true, force: true });
  });

  it('reaches the running server and reports its services', async () => {
    const fn = await serveUnderDeno({ SUPABASE_URL: t.url, SUPABASE_ANON_KEY: t.backend.anonKey }, denoDir);
    running.push(fn);
    // supabase-js pointed at the Deno server: it calls <url>/functions/v1/health-check; the handler
    // answers on any path, as the edge runtime routes by function name before it.
    const client = createClient(fn.url, t.backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: UndiciWebSocket as unknown as typeof globalThis.WebSocket },
    });
    const { data, error } = await client.functions.invoke('health-check', { method: 'GET' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'ok', services: { rest: { state: 'up', status: 200 }, auth: { state: 'up', status: 200 } } });
    const preflight = await fetch(`${fn.url}/health-check`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('reports degraded (503) when the project is unreachable', async () => {
    const fn = await serveUnderDeno({ SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'x' }, denoDir);
    running.push(fn);
    const res = await fetch(`${fn.url}/health-check`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'degraded', services: { rest: { state: 'down' }, auth: { state: 'down' } } });
  });
});
