import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { WebSocket as UndiciWebSocket } from 'undici';
import { loadOrCreateSigningKeys, signJwt } from '../../server/auth/keys.ts';
import { REST_FIXTURES_DIR } from './helpers/rest-backend.ts';
import { USER_A } from './helpers/rest-seed.ts';
import { exited, startCli, type RunningCli } from './helpers/spawn-cli.ts';

vi.setConfig({ testTimeout: 300_000 });

const children: RunningCli[] = [];
let dataDir = '';

afterAll(async () => {
  for (const cli of children) {
    cli.child.kill('SIGKILL');
    await exited(cli.child);
  }
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

async function clientFor(cli: RunningCli) {
  const keys = await loadOrCreateSigningKeys(dataDir, `${cli.url}/auth/v1`);
  const token = await signJwt(
    keys,
    { sub: USER_A, role: 'authenticated', aud: 'authenticated' },
    3600,
  );
  return createClient(cli.url, cli.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
    realtime: { transport: UndiciWebSocket as unknown as typeof globalThis.WebSocket },
  });
}

describe('SIGKILL in the middle of writes (PGlite data folder)', () => {
  it('reopens the data folder and keeps every acknowledged write', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'larder-kill-'));
    const first = await startCli(['--data-dir', dataDir, '--migrations', REST_FIXTURES_DIR]);
    children.push(first);
    const client = await clientFor(first);

    const acknowledged: string[] = [];
    let killed = false;
    let stop = false;
    let enoughWritten!: () => void;
    const sixtyAcknowledged = new Promise<void>((resolve) => (enoughWritten = resolve));
    const writer = async (worker: number) => {
      for (let i = 0; !stop; i++) {
        const title = `w${worker}-${i}`;
        const single = i % 2 === 0;
        const result = single
          ? await client.from('notes').insert({ title })
          : await client
              .from('kitchens')
              .upsert({ user_id: USER_A, ingredients: [title] }, { onConflict: 'user_id' });
        if (result.error === null && (result.status === 201 || result.status === 200)) {
          if (single) acknowledged.push(title);
          if (acknowledged.length >= 60) enoughWritten();
        } else if (!killed) {
          // Any refused or dropped write while the server is alive fails the test.
          throw new Error(
            `write failed before the kill: ${result.status} ${JSON.stringify(result.error)}`,
          );
        }
      }
    };
    const writers = Promise.all([0, 1, 2, 3].map(writer));
    // Bounded by the test timeout; a writer that fails first ends the wait with its error.
    await Promise.race([
      sixtyAcknowledged,
      writers.then(() => {
        throw new Error('the writers stopped before 60 writes were acknowledged');
      }),
    ]);
    killed = true;
    first.child.kill('SIGKILL');
    await exited(first.child);
    stop = true;
    await writers;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);

    // The lock file of the killed process is stale: the restart takes it over and opens the folder.
    const second = await startCli(['--data-dir', dataDir, '--migrations', REST_FIXTURES_DIR]);
    children.push(second);
    const after = await clientFor(second);
    const { data, error } = await after.from('notes').select('title').like('title', 'w*');
    expect(error).toBeNull();
    const stored = new Set((data ?? []).map((r: { title: string }) => r.title));
    const lost = acknowledged.filter((title) => !stored.has(title));
    expect(lost).toEqual([]);
    const kitchen = await after.from('kitchens').select('ingredients').single();
    expect(kitchen.error).toBeNull();
    // The database accepts writes again after recovery.
    expect((await after.from('notes').insert({ title: 'after restart' })).status).toBe(201);

    second.child.kill('SIGTERM');
    await exited(second.child);
    expect(second.child.exitCode).toBe(0);
    expect(second.output()).toContain('SIGTERM: closing the database');
    await expect(fs.access(path.join(dataDir, 'larder.lock'))).rejects.toThrow();
  });
});
