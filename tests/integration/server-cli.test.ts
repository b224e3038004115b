import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { WebSocket as UndiciWebSocket } from 'undici';
import { createLocalBackend } from '../../server/index.ts';
import { exited, runCli, startCli } from './helpers/spawn-cli.ts';

vi.setConfig({ testTimeout: 600_000 }); // each command starts Node, tsx and PGlite

const temps: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'larder-cli-'));
  temps.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of temps) await fs.rm(dir, { recursive: true, force: true });
});

describe('npm run larder -- <command>', () => {
  it('explains its usage and exits 2 on a wrong command line', async () => {
    const help = await runCli(['--help']);
    expect(help.code).toBe(0);
    expect(help.output).toContain('create-user <email> <password>');
    expect((await runCli([])).code).toBe(2);
    const unknown = await runCli(['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('Unknown command frobnicate');
    const missing = await runCli(['create-user', 'only@example.com']);
    expect(missing.code).toBe(2);
    expect(missing.output).toContain('create-user expects <email> <password>');
    const role = await runCli(['grant-role', 'a@example.com', 'emperor']);
    expect(role.code).toBe(2);
    expect(role.output).toContain('role must be one of admin, moderator, user');
  });

  it('start prints the banner (URL, data folder, database, mail, where the keys are) and no key', async () => {
    const dataDir = await tempDir();
    const cli = await startCli(['--data-dir', dataDir]);
    try {
      const output = cli.output();
      expect(output).toMatch(/^Larder is running at http:\/\/127\.0\.0\.1:\d+$/m);
      expect(output).toContain(`  data folder  ${dataDir}`);
      expect(output).toMatch(/^ {2}database {5}PGlite in \S+/m);
      expect(output).toContain(`  mail goes to the local outbox, ${cli.url}/_dev/mail`);
      expect(output).toContain('  API keys     npm run larder -- keys');
      expect(output).toContain('Press Ctrl+C to stop.');
      // No bare JWT (anon or service role) and no publishable key in what a first run prints.
      expect(output).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
      expect(output).not.toContain('sb_publishable');
      expect(output).not.toMatch(/warn/i);
    } finally {
      cli.child.kill('SIGTERM');
      await exited(cli.child);
    }
  });

  it('prints the keys and the JWKS URL', async () => {
    const dataDir = await tempDir();
    const keys = await runCli(['keys', '--data-dir', dataDir], { PORT: '54999' });
    expect(keys.code).toBe(0);
    expect(keys.output).toMatch(/anon key\s+eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    expect(keys.output).toMatch(/service-role key\s+eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    expect(keys.output).toContain(
      'JWKS URL          http://127.0.0.1:54999/auth/v1/.well-known/jwks.json',
    );
  });

  it('creates a confirmed user, grants a role and resets the password', async () => {
    const dataDir = await tempDir();
    const email = 'cook@example.com';
    const created = await runCli(['create-user', email, 'first password 1', '--data-dir', dataDir]);
    expect(created.output).toContain(`Created the confirmed user ${email}`);
    expect(created.code).toBe(0);
    const duplicate = await runCli([
      'create-user',
      email,
      'first password 1',
      '--data-dir',
      dataDir,
    ]);
    expect(duplicate.code).toBe(1);
    expect(duplicate.output).toContain('already exists');
    const granted = await runCli(['grant-role', email, 'admin', '--data-dir', dataDir]);
    expect(granted.code).toBe(0);
    const nobody = await runCli([
      'grant-role',
      'nobody@example.com',
      'admin',
      '--data-dir',
      dataDir,
    ]);
    expect(nobody.code).toBe(1);
    expect(nobody.output).toContain('No user with the email nobody@example.com');
    const reset = await runCli([
      'reset-password',
      email,
      'second password 2',
      '--data-dir',
      dataDir,
    ]);
    expect(reset.code).toBe(0);

    const backend = await createLocalBackend({ dataDir, quiet: true, databaseUrl: undefined });
    try {
      const roles = await backend.db.query<{ role: string }>(
        'select r.role from public.user_roles r join auth.users u on u.id = r.user_id where u.email = $1',
        [email],
      );
      expect(roles.rows).toEqual([{ role: 'admin' }]);
      const client = createClient(backend.url, backend.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: UndiciWebSocket as unknown as typeof globalThis.WebSocket },
      });
      const old = await client.auth.signInWithPassword({ email, password: 'first password 1' });
      expect(old.error?.code).toBe('invalid_credentials');
      const signedIn = await client.auth.signInWithPassword({
        email,
        password: 'second password 2',
      });
      expect(signedIn.error).toBeNull();
      expect(signedIn.data.user?.email_confirmed_at).toBeTruthy();
      expect((await client.rpc('get_my_role')).data).toBe('admin');
    } finally {
      await backend.close();
    }
  });

  it('migrate stops at a broken migration with the file name and exit code 1', async () => {
    const dataDir = await tempDir();
    const migrations = await tempDir();
    await fs.writeFile(
      path.join(migrations, '20260101000000_create_broken.sql'),
      'select * from no_such_table;',
    );
    const result = await runCli(['migrate', '--data-dir', dataDir, '--migrations', migrations]);
    expect(result.code).toBe(1);
    expect(result.output).toContain('Migration 20260101000000_create_broken.sql failed');
    expect(result.output).toContain('relation "no_such_table" does not exist');
  });
});
