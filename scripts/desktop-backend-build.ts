/**
 * Build-time half of the desktop app's embedded backend (vite.config.ts, desktop mode): server/
 * and the edge functions' handlers are bundled into dist-electron/ beside main.js, so the packaged
 * app runs them with Electron's own Node: no tsx at run time, and of node_modules only argon2.
 *
 * What a bundle cannot hold is written beside it, at paths the bundled code and main.ts read:
 * - dist-electron/pglite/: PGlite's WebAssembly, its file-system image and the two extensions the
 *   schema uses (PGlite finds them with `new URL(file, import.meta.url)`, redirected here);
 * - dist-electron/backend-data/: the bootstrap SQL, the migrations and config.toml.
 * The native @node-rs/argon2 stays external: it is the one package the packaged app ships in
 * node_modules (electron-builder.yml).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { DESKTOP_BACKEND_LAYOUT } from '../electron/backend-layout.ts';

/** Packages that cannot be bundled (native code), or optional ones the server never loads. */
export const DESKTOP_BACKEND_EXTERNALS = ['@node-rs/argon2', 'pg-native'];

/** PGlite's run-time files the backend loads: the engine, initdb, the data image, pgcrypto, uuid-ossp. */
const PGLITE_ASSETS = [
  'pglite.wasm',
  'pglite.data',
  'initdb.wasm',
  'pgcrypto.tar.gz',
  'uuid-ossp.tar.gz',
] as const;

/**
 * Rollup input names → files: the backend, the worker thread PGlite runs in (server/db/pglite.ts
 * starts `pglite-worker.js` from beside the bundled backend) and one handler per edge function folder.
 */
export function desktopBackendEntries(root: string): Record<string, string> {
  const functionsDir = path.join(root, 'supabase', 'functions');
  const entries: Record<string, string> = {
    backend: path.join(root, 'server', 'index.ts'),
    [DESKTOP_BACKEND_LAYOUT.pgliteWorker.replace(/\.js$/, '')]: path.join(
      root,
      'server',
      'db',
      'pglite-worker.ts',
    ),
  };
  for (const name of fs.readdirSync(functionsDir).sort()) {
    const handler = path.join(functionsDir, name, 'handler.ts');
    if (!name.startsWith('_') && fs.existsSync(handler))
      entries[`${DESKTOP_BACKEND_LAYOUT.functions}/${name}/handler`] = handler;
  }
  return entries;
}

const PGLITE_MODULE = /[\\/]@electric-sql[\\/]pglite[\\/]dist[\\/]/;
const PGLITE_URL = /new URL\(\s*"(?:\.{1,2}\/)?([\w.-]+)"\s*,\s*import\.meta\.url\s*\)/g;

/**
 * Vite's library mode would inline PGlite's 13 MB of WebAssembly and data as base64 into the
 * bundle; instead its `new URL(file, import.meta.url)` lookups point at dist-electron/pglite/
 * (written as `"" + import.meta.url` so Vite leaves them for run time), where the files are copied.
 * The bundled chunks sit at the root of dist-electron/, so `./pglite/<file>` is relative to them.
 */
export function desktopBackendFiles(root: string): Plugin {
  // …/@electric-sql/pglite/dist/index.cjs: the files sit beside it.
  const pgliteDist = path.dirname(
    createRequire(path.join(root, 'package.json')).resolve('@electric-sql/pglite'),
  );
  const sqlFiles = (dir: string) =>
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => [f, fs.readFileSync(path.join(dir, f))] as const);
  return {
    name: 'larder-desktop-backend-files',
    enforce: 'pre',
    transform(code, id) {
      if (!PGLITE_MODULE.test(id) || !code.includes('import.meta.url')) return null;
      const rewritten = code.replace(
        PGLITE_URL,
        (_match, file: string) =>
          `new URL(${JSON.stringify(`./${DESKTOP_BACKEND_LAYOUT.pglite}/${file}`)}, "" + import.meta.url)`,
      );
      return rewritten === code ? null : { code: rewritten, map: null };
    },
    generateBundle() {
      const emit = (fileName: string, source: Uint8Array) =>
        this.emitFile({ type: 'asset', fileName, source });
      for (const file of PGLITE_ASSETS)
        emit(
          `${DESKTOP_BACKEND_LAYOUT.pglite}/${file}`,
          fs.readFileSync(path.join(pgliteDist, file)),
        );
      for (const [file, sql] of sqlFiles(path.join(root, 'server', 'db', 'bootstrap')))
        emit(`${DESKTOP_BACKEND_LAYOUT.bootstrap}/${file}`, sql);
      for (const [file, sql] of sqlFiles(path.join(root, 'supabase', 'migrations')))
        emit(`${DESKTOP_BACKEND_LAYOUT.migrations}/${file}`, sql);
      emit(
        DESKTOP_BACKEND_LAYOUT.configFile,
        fs.readFileSync(path.join(root, 'supabase', 'config.toml')),
      );
    },
  };
}
