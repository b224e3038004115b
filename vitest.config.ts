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
    // New databases start from a template of the migrated schema (server/db/pglite-template.ts).
    env: { LARDER_PGLITE_SCHEMA_TEMPLATE: 'on' },
  },
});
