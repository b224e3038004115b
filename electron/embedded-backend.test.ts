import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import Conf from 'conf';
import { createBridgeHandlers, type BridgeDeps } from './bridge-handlers.ts';
import { backendInfoSchema, CHANNELS } from './contract.ts';
import {
  isLocalBackendEnabled,
  serverModuleLoader,
  startEmbeddedBackendOrExplain,
  type EmbeddedBackend,
  type ServerModule,
} from './embedded-backend.ts';
import { openSecureStore } from './secure-store.ts';

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
    const started = await startEmbeddedBackendOrExplain({
      loadServer: serverModuleLoader(path.resolve(import.meta.dirname, '..', 'server', 'index.ts')),
      userDataDir: userData,
      preferredPort: taken,
      log: (l) => log.push(l),
      quiet: true,
    });
    expect(started.embedded).not.toBeNull();
    backend = started.embedded as EmbeddedBackend;
    expect(started.info).toEqual(backend.info);

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

describe('embedded backend that cannot start', () => {
  const failing =
    (error: Error): (() => Promise<ServerModule>) =>
    async () =>
      ({
        createLocalBackend: async () => {
          throw error;
        },
      }) as unknown as ServerModule;

  it('explains why, uses the configured backend, and leaves the kitchen in the store untouched', async () => {
    const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-userdata-'));
    try {
      // The guest kitchen of an earlier run, in the encrypted store beside the backend's data.
      const store = openSecureStore({
        filePath: path.join(userData, 'larder-secure.json'),
        cipher: {
          isEncryptionAvailable: () => true,
          encryptString: (s) => Buffer.from(s).reverse(),
          decryptString: (b) => Buffer.from(b).reverse().toString(),
        },
        open: () =>
          new Conf<Record<string, unknown>>({
            cwd: userData,
            configName: 'larder-secure',
            accessPropertiesByDotNotation: false,
          }),
        log: () => undefined,
      });
      const kitchen = { ingredients: ['eggs'], templates: [], recentIngredients: [] };
      store.setItem('kitchen', JSON.stringify(kitchen));

      const log: string[] = [];
      const inUse = Object.assign(new Error('listen EADDRINUSE: address already in use'), {
        code: 'EADDRINUSE',
      });
      const started = await startEmbeddedBackendOrExplain({
        loadServer: failing(inUse),
        userDataDir: userData,
        preferredPort: 54321,
        log: (line) => log.push(line),
      });
      expect(started.embedded).toBeNull();
      expect(started.info).toEqual({
        mode: 'remote',
        problem:
          'Larder’s local backend could not start (port 54321 is in use and no other port could be opened), so Larder uses the online backend for now. Your kitchen on this computer is kept.',
      });
      expect(backendInfoSchema.safeParse(started.info).success).toBe(true);
      expect(log.join('\n')).toContain('port 54321 is in use');

      const handlers = createBridgeHandlers({
        store,
        backendInfo: () => started.info,
      } as unknown as BridgeDeps);
      expect(await handlers[CHANNELS.kitchenGet](undefined)).toEqual(kitchen);
      expect(await handlers[CHANNELS.backendInfo](undefined)).toMatchObject({ mode: 'remote' });

      const broken = await startEmbeddedBackendOrExplain({
        loadServer: failing(new Error('the database folder is locked by another process')),
        userDataDir: userData,
        log: () => undefined,
      });
      expect(broken.info).toMatchObject({
        mode: 'remote',
        problem: expect.stringContaining('(the database folder is locked by another process)'),
      });
    } finally {
      fs.rmSync(userData, { recursive: true, force: true });
    }
  });
});
