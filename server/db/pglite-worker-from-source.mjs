// Starts pglite-worker.ts in its worker thread when the server runs from source (tsx, Vitest):
// a worker does not inherit the parent thread's TypeScript loader. The desktop bundle starts its
// compiled pglite-worker.js instead and never loads this file.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
