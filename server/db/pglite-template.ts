import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * initdb is most of PGlite's start-up time on a new data folder (seconds; far more on a loaded
 * machine). A freshly initialised cluster is the same every time, so the first one made on this
 * machine is kept as a tarball (per PGlite version) and later new folders and in-memory databases
 * start from it. A missing or unreadable template just means initdb runs as usual.
 */
const VERSION = pgliteVersion();
/** Without a known PGlite version (a bundled server beside no node_modules) no template is used. */
const TEMPLATE = VERSION ? path.join(os.tmpdir(), `larder-pglite-cluster-${VERSION}.tar`) : null;

function pgliteVersion(): string | null {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite'); // …/pglite/dist/index.cjs
    const manifest = readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8');
    return (JSON.parse(manifest) as { version: string }).version;
  } catch {
    return null;
  }
}

export async function readClusterTemplate(): Promise<Blob | undefined> {
  if (process.env.LARDER_PGLITE_TEMPLATE === 'off' || !TEMPLATE) return undefined;
  try {
    return new Blob([await fs.readFile(TEMPLATE)]);
  } catch {
    return undefined;
  }
}

/** Saves the cluster as the template; call right after initdb, before anything is created in it. */
export async function saveClusterTemplate(pg: PGlite): Promise<void> {
  if (process.env.LARDER_PGLITE_TEMPLATE === 'off' || !TEMPLATE) return;
  try {
    const dump = await pg.dumpDataDir('none');
    const temp = `${TEMPLATE}.${process.pid}.${Date.now()}`;
    await fs.writeFile(temp, new Uint8Array(await dump.arrayBuffer()));
    await fs.rename(temp, TEMPLATE); // atomic: readers see the old file or the whole new one
  } catch (error) {
    console.warn(
      `[larder] could not save the PGlite cluster template: ${(error as Error).message}`,
    );
  }
}

export async function discardClusterTemplate(): Promise<void> {
  if (TEMPLATE) await fs.rm(TEMPLATE, { force: true });
}
