import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Conf from 'conf';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_ENTRIES, openSecureStore, unavailableStore, type Cipher } from './secure-store.ts';
import type { StorageProblem } from './contract.ts';

/** AES-256-GCM with a test key, standing in for safeStorage (the OS keychain). */
function testCipher(
  key = crypto.randomBytes(32),
  available = { value: true },
): Cipher & { available: { value: boolean } } {
  return {
    available,
    isEncryptionAvailable: () => available.value,
    encryptString(plainText) {
      const iv = crypto.randomBytes(12);
      const c = crypto.createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([c.update(plainText, 'utf8'), c.final()]);
      return Buffer.concat([iv, c.getAuthTag(), body]);
    },
    decryptString(encrypted) {
      const d = crypto.createDecipheriv('aes-256-gcm', key, encrypted.subarray(0, 12));
      d.setAuthTag(encrypted.subarray(12, 28));
      return Buffer.concat([d.update(encrypted.subarray(28)), d.final()]).toString('utf8');
    },
  };
}

const KITCHEN = JSON.stringify({
  ingredients: ['saffron threads', 'smoked paprika'],
  templates: [],
  recentIngredients: [],
});
const TOKEN = 'eyJhbGciOiJFUzI1NiJ9.secret-refresh-token-4f9a';

let dir: string;
let filePath: string;
const problems: StorageProblem[] = [];

function open(cipher: Cipher) {
  return openSecureStore({
    filePath,
    cipher,
    open: () =>
      new Conf<Record<string, unknown>>({
        cwd: dir,
        configName: 'larder-secure',
        accessPropertiesByDotNotation: false,
      }),
    now: () => new Date('2026-11-22T15:00:00.000Z'),
    onProblem: (p) => problems.push(p),
    log: () => undefined,
  });
}

const bytesOnDisk = () => fs.readFileSync(filePath);

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-store-'));
  filePath = path.join(dir, 'larder-secure.json');
  problems.length = 0;
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('secure store', () => {
  it('round-trips the kitchen and the session through a real conf file', () => {
    const cipher = testCipher();
    const store = open(cipher);
    store.setItem('kitchen', KITCHEN);
    store.setItem('auth:sb-local-auth-token', TOKEN);
    const reopened = open(cipher);
    expect(reopened.getItem('kitchen')).toBe(KITCHEN);
    expect(reopened.getItem('auth:sb-local-auth-token')).toBe(TOKEN);
    reopened.removeItem('auth:sb-local-auth-token');
    expect(open(cipher).getItem('auth:sb-local-auth-token')).toBeNull();
  });

  it('never writes the plain kitchen items or tokens to disk', () => {
    const store = open(testCipher());
    store.setItem('kitchen', KITCHEN);
    store.setItem('auth:sb-local-auth-token', TOKEN);
    const bytes = bytesOnDisk();
    for (const secret of ['saffron', 'paprika', 'secret-refresh-token', 'eyJhbGciOiJFUzI1NiJ9']) {
      expect(bytes.includes(Buffer.from(secret))).toBe(false);
    }
    expect(bytes.toString()).toContain('"enc:');
  });

  it('refuses to write while encryption is unavailable until the user consents to plain text', () => {
    const cipher = testCipher(undefined, { value: false });
    const store = open(cipher);
    expect(store.status()).toMatchObject({
      encryptionAvailable: false,
      plainTextConsent: false,
      canStore: false,
    });
    expect(() => store.setItem('kitchen', KITCHEN)).toThrow(/\[larder:encryption-unavailable\]/);
    expect(fs.existsSync(filePath) && bytesOnDisk().includes(Buffer.from('saffron'))).toBe(false);

    expect(store.consentToPlainText(true)).toMatchObject({
      canStore: true,
      plainTextConsent: true,
    });
    store.setItem('kitchen', KITCHEN);
    expect(open(cipher).getItem('kitchen')).toBe(KITCHEN);
    expect(open(cipher).status().plainTextConsent).toBe(true);
  });

  it('encrypts plain-text entries once the keychain is available again', () => {
    const cipher = testCipher(undefined, { value: false });
    const store = open(cipher);
    store.consentToPlainText(true);
    store.setItem('kitchen', KITCHEN);
    cipher.available.value = true;
    expect(open(cipher).getItem('kitchen')).toBe(KITCHEN);
    expect(bytesOnDisk().includes(Buffer.from('saffron'))).toBe(false);
  });

  it('keeps encrypted entries untouched ("locked") while the keychain is unavailable', () => {
    const cipher = testCipher();
    open(cipher).setItem('kitchen', KITCHEN);
    cipher.available.value = false;
    const locked = open(cipher);
    expect(locked.getItem('kitchen')).toBeNull();
    expect(locked.status().lockedEntries).toBe(1);
    locked.consentToPlainText(true);
    locked.setItem('auth:other', 'x');
    cipher.available.value = true;
    expect(open(cipher).getItem('kitchen')).toBe(KITCHEN);
    expect(problems).toEqual([]);
  });

  it.each([
    ['truncated', (text: string) => text.slice(0, Math.floor(text.length / 2))],
    ['not JSON at all', () => '\u0000\u0001garbage'],
    ['the wrong shape', () => JSON.stringify({ entries: { kitchen: 42 } })],
  ])('moves a %s file aside, reports it and starts empty without crashing', (_name, damage) => {
    const cipher = testCipher();
    open(cipher).setItem('kitchen', KITCHEN);
    const original = bytesOnDisk().toString();
    const damaged = damage(original);
    fs.writeFileSync(filePath, damaged);

    const store = open(cipher);
    expect(store.getItem('kitchen')).toBeNull();
    expect(problems).toHaveLength(1);
    const [problem] = problems;
    expect(problem?.movedTo).toBe(
      path.join(dir, 'larder-secure.corrupt-2026-11-22T15-00-00-000Z.json'),
    );
    expect(fs.readFileSync(problem?.movedTo ?? '', 'utf8')).toBe(damaged);
    expect(store.status().problems).toHaveLength(1);

    store.setItem('kitchen', KITCHEN);
    expect(fs.readFileSync(problem?.movedTo ?? '', 'utf8')).toBe(damaged);
  });

  it('moves aside a store encrypted on another machine, keeping what it can read', () => {
    open(testCipher(crypto.randomBytes(32))).setItem('kitchen', KITCHEN);
    const foreign = bytesOnDisk().toString();
    const store = open(testCipher(crypto.randomBytes(32)));
    expect(store.getItem('kitchen')).toBeNull();
    expect(problems.map((p) => p.reason)).toEqual(['undecryptable']);
    expect(fs.readFileSync(problems[0]?.movedTo ?? '', 'utf8')).toBe(foreign);
  });

  it('never overwrites an earlier moved-aside file', () => {
    const cipher = testCipher();
    fs.writeFileSync(filePath, '{"trunc');
    open(cipher);
    fs.writeFileSync(filePath, '{"again');
    open(cipher);
    expect(new Set(problems.map((p) => p.movedTo)).size).toBe(2);
    expect(problems.every((p) => fs.existsSync(p.movedTo))).toBe(true);
  });

  it('caps the number of entries', () => {
    const store = open(testCipher());
    for (let i = 0; i < MAX_ENTRIES; i++) store.setItem(`auth:k${i}`, 'v');
    expect(() => store.setItem('auth:one-more', 'v')).toThrow(/at most/);
    store.setItem('auth:k0', 'replaced');
    expect(store.getItem('auth:k0')).toBe('replaced');
  });

  it('does not move a file aside for errors that are not about its contents', () => {
    const failing = () =>
      openSecureStore({
        filePath,
        cipher: testCipher(),
        open: () => {
          throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
        },
        log: () => undefined,
      });
    fs.writeFileSync(filePath, '{}');
    expect(failing).toThrow(/EACCES/);
    expect(fs.existsSync(filePath)).toBe(true);
    const fallback = unavailableStore('EACCES: permission denied');
    expect(fallback.status().canStore).toBe(false);
    expect(() => fallback.setItem('kitchen', KITCHEN)).toThrow(/unavailable: EACCES/);
  });
});
