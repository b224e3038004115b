import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

/** The one place the e2e server's port and URL are set. */
export const E2E_PORT = 4173;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

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

const CI = !!process.env.CI;

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
  webServer: {
    command: `npx vite preview --port ${E2E_PORT} --strictPort --host 127.0.0.1`,
    url: E2E_BASE_URL,
    reuseExistingServer: !CI,
    timeout: 60_000,
  },
});
