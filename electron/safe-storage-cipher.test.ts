import { describe, expect, it } from 'vitest';
import { safeStorageCipher, type SafeStorageLike } from './safe-storage-cipher.ts';

const fake = (available: boolean, backend: string): SafeStorageLike => ({
  isEncryptionAvailable: () => available,
  getSelectedStorageBackend: () => backend,
  encryptString: (s) => Buffer.from(s),
  decryptString: (b) => b.toString(),
});

describe('safeStorage cipher', () => {
  it('treats the Linux basic_text fallback (a hard-coded key) as no encryption', () => {
    expect(safeStorageCipher(fake(true, 'basic_text'), 'linux').isEncryptionAvailable()).toBe(
      false,
    );
    expect(safeStorageCipher(fake(true, 'gnome_libsecret'), 'linux').isEncryptionAvailable()).toBe(
      true,
    );
    expect(safeStorageCipher(fake(false, 'kwallet5'), 'linux').isEncryptionAvailable()).toBe(false);
  });

  it('follows isEncryptionAvailable on macOS and Windows', () => {
    expect(safeStorageCipher(fake(true, 'unknown'), 'darwin').isEncryptionAvailable()).toBe(true);
    expect(safeStorageCipher(fake(false, 'unknown'), 'win32').isEncryptionAvailable()).toBe(false);
  });
});
