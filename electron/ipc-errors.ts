import type { IpcErrorCode } from './contract.ts';

/**
 * An error a handler reports to the renderer. Electron passes only the message across IPC
 * ("Error invoking remote method '…': Error: [larder:too-large] …"), so the code is in it.
 */
export class IpcError extends Error {
  readonly code: IpcErrorCode;
  constructor(code: IpcErrorCode, message: string) {
    super(`[larder:${code}] ${message}`);
    this.name = 'IpcError';
    this.code = code;
  }
}

/** The code in an IPC error message as the renderer sees it, or null. */
export function ipcErrorCode(message: string): IpcErrorCode | null {
  const match = /\[larder:([a-z-]+)\]/.exec(message);
  return match ? (match[1] as IpcErrorCode) : null;
}
