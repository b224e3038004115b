import {
  CONTRACT,
  MAX_IPC_PAYLOAD_BYTES,
  type ContractChannel,
  type RequestOf,
  type ResponseOf,
} from './contract.ts';
import { IpcError } from './ipc-errors.ts';
import { isTrustedSender, type IpcEventLike } from './sender-guard.ts';

/** The part of Electron's ipcMain the handlers need (ipcMain itself satisfies it). */
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcEventLike, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

/** One implementation per channel of the contract; requests arrive already validated. */
type HandlerResult<T> = [T] extends [undefined] ? void | Promise<void> : T | Promise<T>;
export type BridgeHandlers = {
  [C in ContractChannel]: (request: RequestOf<C>) => HandlerResult<ResponseOf<C>>;
};

export interface RegisterOptions {
  /** The URL the window loads (dev server URL or the packaged index.html file URL). */
  appUrl: string | (() => string);
  maxPayloadBytes?: number;
  log?: (line: string) => void;
}

/** Serialised size of the arguments; anything that can't be measured counts as too large. */
export function payloadBytes(args: readonly unknown[]): number {
  try {
    const json = JSON.stringify(args, (_key, value: unknown) => {
      if (typeof value === 'bigint') throw new Error('bigint');
      return value;
    });
    return Buffer.byteLength(json ?? '', 'utf8');
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * Validates one call: trusted sender, size cap, exactly the request the contract names.
 * Exported for tests and for the Playwright bridge (exposeBinding) that reuses it.
 */
export async function dispatch<C extends ContractChannel>(
  channel: C,
  handler: BridgeHandlers[C],
  event: IpcEventLike,
  args: readonly unknown[],
  options: RegisterOptions,
): Promise<ResponseOf<C>> {
  const log = options.log ?? ((line: string) => console.warn(line));
  const appUrl = typeof options.appUrl === 'function' ? options.appUrl() : options.appUrl;
  if (!isTrustedSender(event, appUrl)) {
    log(
      `[larder] refused ${channel}: sender ${event.senderFrame?.url ?? '(no frame)'} is not the app's main frame`,
    );
    throw new IpcError('refused-sender', 'Refused: IPC from a frame other than the app');
  }
  const max = options.maxPayloadBytes ?? MAX_IPC_PAYLOAD_BYTES;
  const size = payloadBytes(args);
  if (size > max) {
    log(`[larder] refused ${channel}: payload of ${size} bytes is over the ${max}-byte limit`);
    throw new IpcError(
      'too-large',
      `Refused: the request is larger than ${Math.round(max / 1024)} KB`,
    );
  }
  if (args.length > 1)
    throw new IpcError('invalid-request', `${channel} takes at most one argument`);
  const parsed = CONTRACT[channel].request.safeParse(args[0]);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    log(`[larder] refused ${channel}: invalid request${where}`);
    throw new IpcError(
      'invalid-request',
      `Invalid request for ${channel}${where}: ${issue?.message ?? 'bad shape'}`,
    );
  }
  try {
    return (await handler(parsed.data as RequestOf<C>)) as ResponseOf<C>;
  } catch (error) {
    if (error instanceof IpcError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    log(`[larder] ${channel} failed: ${message}`);
    throw new IpcError('failed', message);
  }
}

/** Registers every channel of the contract; returns a function that removes them again. */
export function registerIpcHandlers(
  ipc: IpcMainLike,
  handlers: BridgeHandlers,
  options: RegisterOptions,
): () => void {
  const channels = Object.keys(CONTRACT) as ContractChannel[];
  for (const channel of channels) {
    ipc.handle(channel, (event, ...args) =>
      dispatch(channel, handlers[channel] as BridgeHandlers[typeof channel], event, args, options),
    );
  }
  return () => channels.forEach((channel) => ipc.removeHandler(channel));
}
