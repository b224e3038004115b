/**
 * `npm run bench:web`: Lighthouse (mobile defaults: Moto G Power viewport, 4× CPU slowdown, slow 4G)
 * in the system Chromium against the built web app served by the embedded backend, as `npm start`
 * serves it (dist/, PGlite in a throwaway data folder). Prints per route the performance,
 * accessibility and best-practices scores, LCP, TBT and the bytes transferred. Figures, not
 * assertions: Lighthouse simulates a phone by slowing this machine's measured main-thread work 4×,
 * so TBT moves with the machine's speed at the time: the load average is printed, and per route
 * the CPU index (Lighthouse's benchmark index, median of the runs; higher is faster) the figures
 * were taken at.
 *
 *   npm run build && npm run bench:web [-- --runs=3 --static-dir=dist --route=/bar --report=<folder>]
 *
 * --report writes each run's full Lighthouse report (JSON) to the folder, for the LCP element,
 * the request chains and the main-thread breakdown behind the figures.
 *
 * Each route is a cold first visit (cache, service worker and the origin's storage cleared: the
 * kitchen and bar pages are prerendered for a first visit on a phone, see scripts/vite-prerender.ts,
 * and a returning visitor gets the app as before). /recipe-results is reached
 * the way a user reaches it: the kitchen is filled, "Let's Cook!" pressed, then the results page
 * is loaded cold with that search still in the tab's session.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { createLocalBackend } from '../server/index.ts';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key ?? '', value ?? 'true'] as const;
  }),
);
const RUNS = Math.max(1, Number(args.get('runs') ?? 1));
const STATIC_DIR = path.resolve(args.get('static-dir') ?? 'dist');
const PORT = Number(args.get('port') ?? 0);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const KITCHEN = ['butter', 'eggs', 'flour', 'milk', 'sugar'];

interface Route {
  name: string;
  path: string;
  /** Brings the tab to the state a user is in before this page loads (session storage). */
  prepare?: (page: Page, base: string) => Promise<void>;
}

const ROUTES: Route[] = [
  { name: 'kitchen', path: '/' },
  { name: 'recipe results', path: '/recipe-results', prepare: searchFromKitchen },
  { name: 'recipe', path: `/recipe/${encodeURIComponent('Classic Pancakes')}` },
  { name: 'bar', path: '/bar' },
  { name: 'saved recipes', path: '/saved-recipes' },
];

/** Lighthouse's mobile screen (its default emulation, a Moto G Power). */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * Fills the kitchen on the device and presses "Let's Cook!", as a returning guest does, on the
 * phone Lighthouse then measures: a user's tab does not change size between the search and a
 * reload, and what the app keeps for a reload is kept for the window it was shown in.
 */
async function searchFromKitchen(page: Page, base: string): Promise<void> {
  await page.setViewport(PHONE);
  await page.goto(`${base}/`);
  await page.evaluate((ingredients) => {
    localStorage.setItem('larder-tour-seen', '1');
    localStorage.setItem(
      'larder-kitchen',
      JSON.stringify({ ingredients, templates: [], recentIngredients: [] }),
    );
  }, KITCHEN);
  await page.reload({ waitUntil: 'networkidle0' });
  const cook = await page.waitForSelector('::-p-aria(Let\'s Cook![role="button"])');
  await cook?.click();
  // Until the results are on screen, as the user has seen them before reloading.
  await page.waitForFunction(
    () =>
      location.pathname === '/recipe-results' &&
      !!sessionStorage.getItem('currentRecipes') &&
      !!document.querySelector('#root [data-testid="recipe-card"]'),
    { timeout: 60_000 },
  );
}

/** A cold visit that keeps the tab's session: no HTTP cache, no service worker, no Cache Storage. */
async function coldButSameSession(page: Page, base: string): Promise<void> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: base,
    storageTypes: 'service_workers,cache_storage',
  });
  await cdp.detach();
}

/** Nothing of the origin's left in the browser: a first visit. */
async function firstVisit(page: Page, base: string): Promise<void> {
  const cdp = await page.createCDPSession();
  await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' });
  await cdp.detach();
}

interface Row {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  fcp: number;
  /** Lighthouse's measure of this machine's CPU speed at the time (higher is faster). */
  cpuIndex: number;
  bytes: number;
}

function rowOf(route: Route, result: RunnerResult): Row {
  const lhr = result.lhr;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  if (lhr.runtimeError) throw new Error(`${route.path}: ${lhr.runtimeError.message}`);
  return {
    route: route.path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    fcp: numeric('first-contentful-paint'),
    cpuIndex: lhr.environment.benchmarkIndex,
    bytes: numeric('total-byte-weight'),
  };
}

async function measure(browser: Browser, route: Route, base: string): Promise<Row> {
  // A new tab: its own session storage; Lighthouse clears the origin's other storage itself.
  const page = await browser.newPage();
  try {
    const flags: Flags = {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    };
    if (route.prepare) {
      await route.prepare(page, base);
      await coldButSameSession(page, base);
      flags.disableStorageReset = true;
    } else {
      // Lighthouse's own reset leaves local storage and IndexedDB: an earlier route's kitchen,
      // tour and settings would make this a returning visit.
      await firstVisit(page, base);
    }
    const result = await lighthouse(`${base}${route.path}`, flags, undefined, page);
    if (!result) throw new Error(`Lighthouse returned nothing for ${route.path}`);
    const reportDir = args.get('report');
    if (reportDir) {
      fs.mkdirSync(reportDir, { recursive: true });
      const name = `${route.name.replace(/\W+/g, '-')}-${Date.now()}.json`;
      fs.writeFileSync(path.join(reportDir, name), JSON.stringify(result.lhr, null, 1));
    }
    return rowOf(route, result);
  } finally {
    await page.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(STATIC_DIR, 'index.html'))) {
    throw new Error(
      `${STATIC_DIR}/index.html not found: run \`npm run build\` first (or pass --static-dir).`,
    );
  }
  const only = args.get('route');
  const routes = only
    ? ROUTES.filter((route) => route.path === only || route.name === only)
    : ROUTES;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-bench-web-'));
  const backend = await createLocalBackend({
    dataDir,
    databaseUrl: undefined,
    staticDir: STATIC_DIR,
    port: PORT,
    quiet: true,
  });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
    ],
  });
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const [load1, load5] = os.loadavg();
    console.log(
      `bench:web — Lighthouse mobile, ${RUNS} run(s) per route, median shown; ${os.cpus().length} CPUs, load average ${load1?.toFixed(2)} / ${load5?.toFixed(2)} (1/5 min)`,
    );
    console.log(
      'route                          perf  a11y  best   LCP ms   TBT ms   FCP ms   transferred   CPU index',
    );
    for (const route of routes) {
      const rows: Row[] = [];
      for (let run = 0; run < RUNS; run++) rows.push(await measure(browser, route, backend.url));
      const pick = (key: keyof Row) => median(rows.map((row) => row[key] as number));
      console.log(
        `${route.path.padEnd(30)} ${String(pick('performance')).padStart(4)}  ${String(pick('accessibility')).padStart(4)}  ${String(pick('bestPractices')).padStart(4)}  ` +
          `${pick('lcp').toFixed(0).padStart(7)}  ${pick('tbt').toFixed(0).padStart(7)}  ${pick('fcp').toFixed(0).padStart(7)}  ${(pick('bytes') / 1024).toFixed(1).padStart(9)} KB  ${pick('cpuIndex').toFixed(0).padStart(10)}`,
      );
    }
    await browser.disconnect();
  } finally {
    chrome.kill();
    await backend.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
