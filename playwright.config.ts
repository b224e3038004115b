import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** The one place the e2e server's port, URL and data folder are set. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 54399);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** A fresh data folder each run: the real embedded backend on PGlite, wiped before it starts. */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `larder-e2e-${E2E_PORT}`);
/** The built web app the server serves (`npx vite build --outDir <dir>` lets two runs use two builds). */
const E2E_STATIC_DIR = path.resolve(process.env.E2E_STATIC_DIR ?? 'dist');

/** Chromium from the system (Debian's package); Playwright's own browser download is not used. */
function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      const path = execFileSync('which', [name], { encoding: 'utf8' }).trim();
      if (path) return path;
    } catch {
      // not on PATH; try the next name
    }
  }
  throw new Error(
    'Playwright needs the system Chromium, but none was found (looked for $CHROMIUM_PATH, /usr/bin/chromium, chromium and chromium-browser on PATH). Install it with `apt-get install chromium`.',
  );
}

/** The local OpenID Connect provider standing in for Google (tests/integration/helpers/oidc-provider.ts). */
export const E2E_OIDC_PORT = E2E_PORT + 1;
export const E2E_OIDC_ISSUER = `http://127.0.0.1:${E2E_OIDC_PORT}`;
const E2E_OIDC_CLIENT = { id: 'larder-e2e-google', secret: 'larder-e2e-google-secret' } as const;

/** The admin made by the CLI before the server starts (admin-guard specs). */
export const E2E_ADMIN = {
  email: 'admin@larder-e2e.test',
  password: 'Admin-e2e-Passw0rd!',
} as const;

const CI = !!process.env.CI;
const cli = `npx tsx server/cli.ts`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: CI ? 1 : 2,
  retries: CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  // The real app: the built PWA in dist/ served by the embedded backend on one origin.
  webServer: [
    {
      command: 'npx tsx tests/integration/helpers/oidc-provider.ts',
      url: `${E2E_OIDC_ISSUER}/.well-known/openid-configuration`,
      env: {
        OIDC_PORT: String(E2E_OIDC_PORT),
        OIDC_CLIENT_ID: E2E_OIDC_CLIENT.id,
        OIDC_CLIENT_SECRET: E2E_OIDC_CLIENT.secret,
        OIDC_REDIRECT_URIS: `${E2E_BASE_URL}/auth/v1/callback`,
      },
      reuseExistingServer: !CI,
      timeout: 60_000,
    },
    {
      command: [
        `node -e "require('fs').rmSync(process.argv[1], { recursive: true, force: true })" "${E2E_DATA_DIR}"`,
        `${cli} create-user ${E2E_ADMIN.email} '${E2E_ADMIN.password}' --data-dir "${E2E_DATA_DIR}"`,
        `${cli} grant-role ${E2E_ADMIN.email} admin --data-dir "${E2E_DATA_DIR}"`,
        `${cli} start --no-build --static-dir "${E2E_STATIC_DIR}" --data-dir "${E2E_DATA_DIR}"`,
      ].join(' && '),
      url: `${E2E_BASE_URL}/health`,
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        GOOGLE_ISSUER: E2E_OIDC_ISSUER,
        GOOGLE_CLIENT_ID: E2E_OIDC_CLIENT.id,
        GOOGLE_CLIENT_SECRET: E2E_OIDC_CLIENT.secret,
        // scrape-recipe may fetch the recipe pages the save-recipe specs serve on loopback (tests only).
        LARDER_ALLOW_LOOPBACK_FETCH_FOR_TESTS: '1',
        NODE_ENV: 'test',
        // The e2e database starts from the tests' template of the migrated schema.
        LARDER_PGLITE_SCHEMA_TEMPLATE: 'on',
      },
      reuseExistingServer: !CI,
      timeout: 180_000,
    },
  ],
});
