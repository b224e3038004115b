/**
 * Where the desktop build puts the embedded backend inside dist-electron/ (paths relative to it):
 * written by scripts/desktop-backend-build.ts, read by main.ts. No imports: the build config uses it.
 */
export const DESKTOP_BACKEND_LAYOUT = {
  /** The bundled server/index.ts (`createLocalBackend`); loaded only when the local backend is on. */
  entry: 'backend.js',
  /** The worker thread PGlite runs in; server/db/pglite.ts starts it from beside the backend's code. */
  pgliteWorker: 'pglite-worker.js',
  /** `<name>/handler.js` for every edge function. */
  functions: 'functions',
  /** PGlite's WebAssembly, file-system image and extensions. */
  pglite: 'pglite',
  bootstrap: 'backend-data/bootstrap',
  migrations: 'backend-data/migrations',
  configFile: 'backend-data/config.toml',
} as const;
