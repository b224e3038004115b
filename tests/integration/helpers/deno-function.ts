import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DENO = fileURLToPath(new URL('../../../node_modules/.bin/deno', import.meta.url));

/** Flags for an edge function that imports npm packages from our node_modules. */
export const DENO_NPM_FLAGS = [
  '--node-modules-dir=manual',
  '--allow-net',
  '--allow-env',
  '--allow-read',
];

export interface DenoFunction {
  child: ChildProcess;
  /** Where its `Deno.serve` listens, e.g. http://127.0.0.1:41234 */
  url: string;
  stop(): Promise<void>;
}

/**
 * `deno run <flags> <entry>` (an edge function's `Deno.serve(handler)`) on a free loopback port, as
 * the edge runtime would; resolves once Deno says where it listens.
 */
export function serveUnderDeno(
  entry: string,
  flags: readonly string[],
  env: Record<string, string>,
): Promise<DenoFunction> {
  const child = spawn(DENO, ['run', ...flags, entry], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      DENO_NO_UPDATE_CHECK: '1',
      DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
      NO_COLOR: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: node_modules/.bin/deno is a Node wrapper that runs the binary as a
    // child, which a signal to the wrapper alone would leave running after the tests.
    detached: true,
  });
  const stop = async () => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`deno did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Listening on (http:\/\/[^\s/]+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ child, url, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`deno exited (${code}):\n${output}`));
    });
  });
}
