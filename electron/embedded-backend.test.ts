import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  isLocalBackendEnabled,
  startEmbeddedBackend,
  tsxServerLoader,
  type EmbeddedBackend,
} from './embedded-backend.ts';

describe('isLocalBackendEnabled', () => {
  it('follows LARDER_LOCAL first, then the setting', () => {
    expect(isLocalBackendEnabled(false, { LARDER_LOCAL: '1' })).toBe(true);
    expect(isLocalBackendEnabled(true, { LARDER_LOCAL: '0' })).toBe(false);
    expect(isLocalBackendEnabled(true, {})).toBe(true);
    expect(isLocalBackendEnabled(undefined, {})).toBe(false);
  });
});

describe('embedded backend', () => {
  const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-userdata-'));
  const blocker = net.createServer();
  let backend: EmbeddedBackend | null = null;

  afterAll(async () => {
    await backend?.close();
    await new Promise((resolve) => blocker.close(resolve));
    fs.rmSync(userData, { recursive: true, force: true });
  });

  it('falls back to a free port when the preferred one is taken, with its data in <userData>/backend', async () => {
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as net.AddressInfo).port;
    const log: string[] = [];
    backend = await startEmbeddedBackend({
      loadServer: tsxServerLoader(path.resolve(import.meta.dirname, '..', 'server', 'index.ts')),
      userDataDir: userData,
      preferredPort: taken,
      log: (l) => log.push(l),
      quiet: true,
    });

    expect(backend.fellBack).toBe(true);
    expect(backend.port).not.toBe(taken);
    expect(backend.info.url).toBe(`http://127.0.0.1:${backend.port}`);
    expect(log.join('\n')).toContain(`port ${taken} is already in use`);
    expect(fs.existsSync(path.join(userData, 'backend'))).toBe(true);

    const health = await fetch(`${backend.info.url}/auth/v1/settings`, {
      headers: { apikey: backend.info.anonKey },
    });
    expect(health.status).toBe(200);
  }, 120_000);
});
