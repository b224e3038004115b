import type { Cipher } from './secure-store.ts';

/** The part of Electron's `safeStorage` the store uses. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  getSelectedStorageBackend?(): string;
}

/**
 * safeStorage as the secure store's cipher. On Linux without a keyring Chromium may fall back to
 * `basic_text` (a hard-coded key): that is not encryption, so it counts as unavailable and the user
 * is asked before anything is stored.
 */
export function safeStorageCipher(
  safeStorage: SafeStorageLike,
  platform: NodeJS.Platform = process.platform,
): Cipher {
  return {
    isEncryptionAvailable() {
      if (!safeStorage.isEncryptionAvailable()) return false;
      if (platform === 'linux' && safeStorage.getSelectedStorageBackend?.() === 'basic_text')
        return false;
      return true;
    },
    encryptString: (plainText) => safeStorage.encryptString(plainText),
    decryptString: (encrypted) => safeStorage.decryptString(encrypted),
  };
}
