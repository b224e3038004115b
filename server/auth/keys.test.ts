import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JwtVerificationError, loadOrCreateSigningKeys, signJwt, verifyJwt } from './keys.ts';
import type { SigningKeys } from './keys.ts';

describe('verifyJwt remembers verified tokens', () => {
  let dir: string;
  let keys: SigningKeys;
  let other: SigningKeys;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'larder-keys-'));
    keys = await loadOrCreateSigningKeys(path.join(dir, 'a'), 'http://127.0.0.1/auth/v1');
    other = await loadOrCreateSigningKeys(path.join(dir, 'b'), 'http://127.0.0.1/auth/v1');
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));
  afterEach(() => vi.useRealTimers());

  const reason = (promise: Promise<unknown>) =>
    promise.then(
      () => 'accepted',
      (error: unknown) => (error instanceof JwtVerificationError ? error.reason : 'thrown'),
    );

  it('still refuses a remembered token once it has expired (30 s of skew, as before)', async () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    const token = await signJwt(keys, { sub: 'u', role: 'authenticated' }, 60);
    expect((await verifyJwt(keys, token)).sub).toBe('u');
    vi.setSystemTime(Date.now() + 80_000);
    expect((await verifyJwt(keys, token)).sub).toBe('u');
    vi.setSystemTime(Date.now() + 20_000);
    expect(await reason(verifyJwt(keys, token))).toBe('expired');
  });

  it('does not accept a token remembered for one key under another', async () => {
    const token = await signJwt(keys, { sub: 'u', role: 'authenticated' }, 60);
    expect(await reason(verifyJwt(keys, token))).toBe('accepted');
    expect(await reason(verifyJwt(other, token))).toBe('invalid');
    const [header, payload, signature] = token.split('.');
    const tampered = `${header}.${payload}x.${signature}`;
    expect(await reason(verifyJwt(keys, tampered))).toBe('invalid');
  });
});
