import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** `node --import tsx`: the child's pid is the server itself (the tsx binary would fork another). */
const NODE_ARGS = ['--import', 'tsx'];

export interface RunningCli {
  child: ChildProcess;
  url: string;
  anonKey: string;
  output(): string;
}

/** The embedded backend takes its publishable key as the anon key (src/lib/env.ts). */
const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_larder_local';

/**
 * `larder start` as a child process; resolves once its banner is complete. The banner does not
 * print keys (`larder keys` does), so clients use the publishable key the backend treats as anon.
 */
export function startCli(
  args: string[],
  env: Record<string, string> = {},
  timeoutMs = 120_000,
): Promise<RunningCli> {
  const child = spawn(
    process.execPath,
    [...NODE_ARGS, 'server/cli.ts', 'start', '--no-build', ...args],
    {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`larder start did not come up in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Larder is running at (\S+)/.exec(output)?.[1];
      if (url && output.includes('Press Ctrl+C to stop.')) {
        clearTimeout(timer);
        resolve({ child, url, anonKey: LOCAL_PUBLISHABLE_KEY, output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`larder start exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
}

/** Runs a one-shot CLI command; resolves with its exit code and output. */
export function runCli(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [...NODE_ARGS, 'server/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}
