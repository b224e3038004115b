import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBackend, type LocalBackend } from '../../server/index.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DENO = path.join(ROOT, 'node_modules/.bin/deno');

/** suggest-recipes-web's Deno entry (index.ts) under real Deno, against the running embedded server. */
describe('suggest-recipes-web under Deno', () => {
  let backend: LocalBackend;
  let dataDir: string;
  let child: ChildProcess | null = null;
  let fnUrl = '';

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'larder-suggest-deno-'));
    backend = await createLocalBackend({ dataDir, databaseUrl: undefined, port: 0, quiet: true });
    const deno = spawn(DENO, ['run', '--node-modules-dir=manual', '--allow-net', '--allow-env', '--allow-read', 'supabase/functions/suggest-recipes-web/index.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        DENO_NO_UPDATE_CHECK: '1',
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        SUPABASE_URL: backend.url,
        SUPABASE_ANON_KEY: backend.anonKey,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = deno;
    fnUrl = await new Promise<string>((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const found = /Listening on (http:\/\/[^\s/]+)\//.exec(output);
        if (found?.[1]) resolve(found[1]);
      };
      deno.stdout?.on('data', onData);
      deno.stderr?.on('data', onData);
      deno.once('exit', (code) => reject(new Error(`deno exited with ${code}: ${output}`)));
    });
  }, 180_000);

  afterAll(async () => {
    if (child?.pid !== undefined && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await backend?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('offers Classic Pancakes as can-make, reading recipes from the server over REST', async () => {
    const res = await fetch(fnUrl, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ingredients: ['eggs', 'flour', 'milk', 'butter', 'sugar'], barcodes: ['03600029145X'] }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { recipes: { slug: string; canMake: boolean }[]; invalidBarcodes: unknown[] };
    expect(body.recipes.find((r) => r.slug === 'classic-pancakes')?.canMake).toBe(true);
    expect(body.invalidBarcodes).toHaveLength(1);
  });

  it('refuses a bad body with 400', async () => {
    const res = await fetch(fnUrl, { method: 'POST', body: '{"ingredients": 5}' });
    expect(res.status).toBe(400);
  });
});
