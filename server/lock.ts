import fs from 'node:fs/promises';
import path from 'node:path';

export const LOCK_FILE = 'larder.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another Larder server (process ${pid}) is already using the data folder ${dataDir}. ` +
        'Stop it first, or start this one with another LARDER_DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * Claims the data folder for this process with `<dataDir>/larder.lock` holding our pid. A lock
 * left by a process that no longer runs (a crash, SIGKILL) is taken over; a live one is refused.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      await fs.writeFile(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      return { release: () => release(file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = await readPid(file);
    if (holder === null) {
      // Maybe created a moment ago and not yet written: look again before calling it stale.
      await new Promise((resolve) => setTimeout(resolve, 200));
      holder = await readPid(file);
    }
    if (holder !== null && isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
    // Stale: remove it and try again (another starter may win the race; then we see it alive).
    await fs.rm(file, { force: true });
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}

async function release(file: string): Promise<void> {
  const holder = await readPid(file);
  if (holder === process.pid) await fs.rm(file, { force: true });
}

async function readPid(file: string): Promise<number | null> {
  try {
    const pid = Number.parseInt(await fs.readFile(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
