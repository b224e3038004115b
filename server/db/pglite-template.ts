import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Templates for new PGlite clusters, kept as tarballs (PGlite's dumpDataDir) in os.tmpdir():
 *
 * - the cluster template: a cluster right after initdb, the same every time (per PGlite version);
 *   initdb is most of PGlite's start-up on a new folder (seconds; far more on a loaded machine).
 * - schema templates: a cluster right after the bootstrap SQL and the migrations ran, before any
 *   server put anything of its own in it (signing keys, users). Named by a hash of the PGlite
 *   version and of every bootstrap and migration file (names and contents), so a changed, added or
 *   removed file makes a new one. Running the migrations is 10 s or more per new database (the
 *   foods and recipe library seeds, their indexes), which every test server used to pay. Only with
 *   LARDER_PGLITE_SCHEMA_TEMPLATE=on (see schemaTemplateFile).
 *
 * A template only saves time: the bootstrap and applyMigrations still run on every start (nothing
 * is pending after a schema template), and a missing or unreadable template means the full path.
 * Writes are atomic (rename), so concurrent processes see an old file or a whole new one.
 */
const VERSION = pgliteVersion();
const PREFIX = 'larder-pglite-';
/** Without a known PGlite version (a bundled server beside no node_modules) no template is used. */
const CLUSTER = VERSION ? path.join(os.tmpdir(), `${PREFIX}cluster-${VERSION}.tar`) : null;
/** Schema templates not read for this long are removed when another one is saved. */
const UNUSED_MS = 3 * 24 * 3600 * 1000;

function pgliteVersion(): string | null {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite'); // …/pglite/dist/index.cjs
    const manifest = readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8');
    return (JSON.parse(manifest) as { version: string }).version;
  } catch {
    return null;
  }
}

function enabled(): boolean {
  return process.env.LARDER_PGLITE_TEMPLATE !== 'off';
}

/** The folders whose SQL makes a database's schema: runBootstrap's and applyMigrations'. */
export interface SchemaDirs {
  bootstrapDir: string;
  migrationsDir: string;
}

/**
 * A hash of every `.sql` file's name and contents in both folders: what the schema is made of.
 * (Test helpers name their PostgreSQL template databases by it too.)
 */
export async function schemaHash(dirs: SchemaDirs): Promise<string> {
  const hash = createHash('sha256');
  for (const [label, dir] of [
    ['bootstrap', dirs.bootstrapDir],
    ['migrations', dirs.migrationsDir],
  ] as const) {
    const names = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const name of names.filter((n) => n.endsWith('.sql')).sort()) {
      const content = await fs.readFile(path.join(dir, name));
      hash.update(`${label}/${name} ${content.length}\n`).update(content);
    }
  }
  return hash.digest('hex').slice(0, 24);
}

/**
 * The schema template's file for these folders as they are now (null: schema templates are off).
 * They are for machines that make many new databases — the tests (vitest.config.ts and the e2e
 * server set LARDER_PGLITE_SCHEMA_TEMPLATE=on) — not for a user's first `npm start`, which would
 * only leave a 100 MB file in the temp folder for a second new database that never comes.
 */
export async function schemaTemplateFile(dirs: SchemaDirs): Promise<string | null> {
  if (!enabled() || !VERSION || process.env.LARDER_PGLITE_SCHEMA_TEMPLATE !== 'on') return null;
  return path.join(os.tmpdir(), `${PREFIX}schema-${VERSION}-${await schemaHash(dirs)}.tar`);
}

async function read(file: string | null): Promise<Blob | undefined> {
  if (!enabled() || !file) return undefined;
  try {
    const blob = new Blob([await fs.readFile(file)]);
    const now = new Date();
    await fs.utimes(file, now, now).catch(() => undefined); // marks it as in use (see UNUSED_MS)
    return blob;
  } catch {
    return undefined;
  }
}

async function save(pg: PGlite, file: string | null, what: string): Promise<void> {
  if (!enabled() || !file) return;
  try {
    const dump = await pg.dumpDataDir('none');
    const temp = `${file}.${process.pid}.${Date.now()}`;
    await fs.writeFile(temp, new Uint8Array(await dump.arrayBuffer()));
    await fs.rename(temp, file); // atomic: readers see the old file or the whole new one
  } catch (error) {
    console.warn(`[larder] could not save the PGlite ${what}: ${(error as Error).message}`);
  }
}

export function readClusterTemplate(): Promise<Blob | undefined> {
  return read(CLUSTER);
}

/** Saves the cluster as the template; call right after initdb, before anything is created in it. */
export function saveClusterTemplate(pg: PGlite): Promise<void> {
  return save(pg, CLUSTER, 'cluster template');
}

export function readSchemaTemplate(file: string): Promise<Blob | undefined> {
  return read(file);
}

/**
 * Saves the cluster as the schema template `file` (from schemaTemplateFile); call right after the
 * bootstrap and the migrations, before anything per-installation is created in it. Removes other
 * schema templates nobody has read for a few days (older migrations, other checkouts).
 */
export async function saveSchemaTemplate(pg: PGlite, file: string): Promise<void> {
  await save(pg, file, 'schema template');
  const dir = path.dirname(file);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const other = path.join(dir, name);
    if (!name.startsWith(`${PREFIX}schema-`) || !name.endsWith('.tar') || other === file) continue;
    const stat = await fs.stat(other).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > UNUSED_MS) await fs.rm(other, { force: true });
  }
}

/** Removes a template that did not load (the cluster template without an argument). */
export async function discardTemplate(file: string | null = CLUSTER): Promise<void> {
  if (file) await fs.rm(file, { force: true });
}
