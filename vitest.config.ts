import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@domain': fileURLToPath(new URL('./domain/index.ts', import.meta.url)),
    },
  },
  test: {
    include: [
      'domain/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'electron/**/*.test.ts',
      'supabase/**/*.test.ts',
      'packages/**/*.test.ts',
      'tests/integration/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one file at a time on a two-core machine (cores - 1); most integration
    // files wait on child processes, PostgreSQL and sockets, so two at a time nearly halve the run
    // there (520 s -> 266 s, measured on the CI machine).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // New databases start from a template of the migrated schema (server/db/pglite-template.ts).
    env: { LARDER_PGLITE_SCHEMA_TEMPLATE: 'on' },
  },
});
