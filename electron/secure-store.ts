/**
 * The desktop's encrypted store: the guest kitchen and the Supabase session, in one
 * electron-store (`conf`) JSON file whose values are encrypted with an injected cipher.
 *
 * In the app the cipher is Electron's `safeStorage` (encryptString/decryptString), which keeps its
 * key in the OS keychain: Keychain on macOS, DPAPI on Windows, libsecret/kwallet on Linux. The
 * design card named keytar; keytar is archived and unmaintained, and safeStorage is Electron's
 * built-in successor, so no native module is needed.
 *
 * - Encryption unavailable (e.g. no keyring on Linux): writes are refused until the user consents
 *   to plain-text storage (a flag kept in the same file); entries written encrypted earlier stay
 *   untouched ("locked") until the keychain is back.
 * - A corrupt or truncated file, one of the wrong shape, or one encrypted on another machine (an
 *   entry fails to decrypt) is moved aside to `<name>.corrupt-<timestamp>.json` and reported;
 *   it is never overwritten and never crashes the app.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { StorageProblem, StorageStatus } from './contract.ts';
import { IpcError } from './ipc-errors.ts';

/** Electron's safeStorage satisfies this. */
export interface Cipher {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

/** The part of an electron-store / conf instance the store uses: the whole object, read and written. */
export interface BackingStore {
  store: Record<string, unknown>;
}

export interface SecureStoreOptions {
  /** The JSON file the backing store reads and writes (to move it aside when unreadable). */
  filePath: string;
  /** Opens the backing store on `filePath`; may throw when the file is unreadable. */
  open: () => BackingStore;
  cipher: Cipher;
  now?: () => Date;
  onProblem?: (problem: StorageProblem) => void;
  log?: (line: string) => void;
}

const FORMAT = 1;
/** supabase-js keeps a handful of keys; a runaway renderer can't grow the file without bound. */
export const MAX_ENTRIES = 200;
const ENCRYPTED = 'enc:';
const PLAIN = 'plain:';

const fileSchema = z.object({
  format: z.literal(FORMAT).optional(),
  plainTextConsent: z.boolean().optional(),
  entries: z.record(z.string(), z.string().regex(/^(enc|plain):/)).optional(),
});

export interface SecureStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  status(): StorageStatus;
  consentToPlainText(consent: boolean): StorageStatus;
}

export function openSecureStore(options: SecureStoreOptions): SecureStore {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.warn(line));
  const { cipher, filePath } = options;
  const problems: StorageProblem[] = [];
  /** Decrypted values. */
  const values = new Map<string, string>();
  /** What is on disk for each key (encrypted or plain), so unchanged entries aren't re-encrypted. */
  const stored = new Map<string, string>();
  /** Encrypted entries that can't be read while the keychain is unavailable. */
  const locked = new Set<string>();
  let consent = false;

  const moveAside = (reason: StorageProblem['reason'], detail: string): void => {
    if (!fs.existsSync(filePath)) return;
    const stamp = now().toISOString().replace(/[:.]/g, '-');
    const base = filePath.replace(/\.json$/, '');
    let target = `${base}.corrupt-${stamp}.json`;
    for (let n = 1; fs.existsSync(target); n++) target = `${base}.corrupt-${stamp}-${n}.json`;
    fs.renameSync(filePath, target);
    const problem: StorageProblem = {
      reason,
      movedTo: target,
      at: now().toISOString(),
      message: `Your saved data could not be read (${detail}). It was kept in ${path.basename(target)} and Larder started with an empty store.`,
    };
    problems.push(problem);
    log(`[larder] secure store: ${reason} (${detail}); moved ${filePath} to ${target}`);
    options.onProblem?.(problem);
  };

  const openBacking = (): { backing: BackingStore; raw: unknown } => {
    try {
      const backing = options.open();
      return { backing, raw: backing.store };
    } catch (error) {
      // Only a file that isn't JSON is moved aside; a permission or disk error is not ours to fix.
      if (!(error instanceof SyntaxError)) throw error;
      moveAside('unreadable', error.message);
      const backing = options.open();
      return { backing, raw: backing.store };
    }
  };

  let { backing, raw } = openBacking();
  let parsed = fileSchema.safeParse(raw);
  if (!parsed.success) {
    moveAside('invalid-shape', 'unexpected contents');
    ({ backing, raw } = openBacking());
    parsed = fileSchema.safeParse(raw);
  }
  const file = parsed.success ? parsed.data : {};
  consent = file.plainTextConsent ?? false;

  let undecryptable = 0;
  let plainEntries = 0;
  for (const [key, entry] of Object.entries(file.entries ?? {})) {
    if (entry.startsWith(PLAIN)) {
      values.set(key, entry.slice(PLAIN.length));
      stored.set(key, entry);
      plainEntries++;
    } else if (!cipher.isEncryptionAvailable()) {
      locked.add(key);
      stored.set(key, entry);
    } else {
      try {
        values.set(key, cipher.decryptString(Buffer.from(entry.slice(ENCRYPTED.length), 'base64')));
        stored.set(key, entry);
      } catch {
        undecryptable++;
      }
    }
  }

  const encode = (value: string): string => {
    if (cipher.isEncryptionAvailable())
      return ENCRYPTED + cipher.encryptString(value).toString('base64');
    if (!consent) {
      throw new IpcError(
        'encryption-unavailable',
        'Secure storage is not available on this computer; agree to plain-text storage to save here.',
      );
    }
    return PLAIN + value;
  };

  const flush = (): void => {
    backing.store = {
      format: FORMAT,
      plainTextConsent: consent,
      entries: Object.fromEntries(stored),
    };
  };

  if (undecryptable > 0) {
    // Keep what could be read; the whole original file (with the foreign entries) is moved aside.
    moveAside(
      'undecryptable',
      `${undecryptable} entr${undecryptable === 1 ? 'y' : 'ies'} could not be decrypted on this computer`,
    );
    flush();
  } else if (plainEntries > 0 && cipher.isEncryptionAvailable()) {
    // The keychain is back: encrypt what was stored in plain text with consent.
    for (const [key, value] of values) stored.set(key, encode(value));
    flush();
  }

  const status = (): StorageStatus => {
    const encryptionAvailable = cipher.isEncryptionAvailable();
    return {
      encryptionAvailable,
      plainTextConsent: consent,
      canStore: encryptionAvailable || consent,
      lockedEntries: locked.size,
      problems: [...problems],
    };
  };

  return {
    getItem: (key) => values.get(key) ?? null,
    setItem(key, value) {
      if (!stored.has(key) && stored.size >= MAX_ENTRIES) {
        throw new IpcError(
          'invalid-request',
          `The secure store holds at most ${MAX_ENTRIES} entries`,
        );
      }
      stored.set(key, encode(value));
      values.set(key, value);
      locked.delete(key);
      flush();
    },
    removeItem(key) {
      if (!stored.has(key)) return;
      stored.delete(key);
      values.delete(key);
      locked.delete(key);
      flush();
    },
    status,
    consentToPlainText(next) {
      consent = next;
      flush();
      return status();
    },
  };
}

/**
 * Stands in when the store file can't be opened at all (permissions, disk): nothing is read or
 * written, every write fails with the reason, and the status says nothing can be stored.
 */
export function unavailableStore(reason: string): SecureStore {
  const refuse = (): never => {
    throw new IpcError('failed', `The secure store is unavailable: ${reason}`);
  };
  const status = (): StorageStatus => ({
    encryptionAvailable: false,
    plainTextConsent: false,
    canStore: false,
    lockedEntries: 0,
    problems: [],
  });
  return {
    getItem: () => null,
    setItem: refuse,
    removeItem: refuse,
    status,
    consentToPlainText: status,
  };
}
