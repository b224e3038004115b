/**
 * Renders pages of the web app as a first-time visitor's browser shows them (no stored kitchen,
 * session or settings), and writes each body's markup to a file. Run by the build
 * (scripts/vite-prerender.ts):
 *
 *   tsx scripts/prerender-page.ts <paths.json> <out folder> <built web app>
 *
 * `paths.json` lists page paths; the markup of the n-th goes to `<out folder>/<n>.html`. The first
 * is rendered from a fresh start; the others follow by the app's own navigation in the same
 * window, as a visitor moving between pages of one kind (the library's recipes) would see them,
 * so a long list costs one start-up (a few seconds) and then tens of milliseconds a page. Pages
 * of different kinds go in lists of their own, so each starts from fresh modules and a fresh DOM.
 *
 * The app's own modules run through Vite's SSR module loader (aliases, `import.meta.env`) in a
 * happy-dom window, the DOM the unit tests use; React renders with the browser renderer, so the
 * markup is the very tree the browser's first render commits. Requests for the build's own files
 * (a library recipe's `/recipe-data/<slug>.json`) are answered from the built web app, as the
 * server answers them; every other request fails (as offline). A page is taken once nothing on it
 * says it is loading and the DOM has stopped changing; one that never settles is left out (its
 * file is not written) and the others go on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { builtinEnvironments } from 'vitest/runtime';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/**
 * The first page counts as settled once nothing on it says "Loading" and neither the DOM nor
 * Vite's module loading has changed for this long: longer than the kitchen's 400 ms wait before
 * it offers a first-time visitor the tour, which belongs in the picture.
 */
const FIRST_QUIET_MS = 1000;
/**
 * A page reached by navigation: its modules are loaded (a module arriving still counts as a
 * change), so only the page's own work is waited for.
 */
const NEXT_QUIET_MS = 50;
/** A page still changing after this long is not prerendered. */
const LIMIT_MS = 15_000;

/** A spinner or a page's own "Loading..." status (lazy pages still arriving through Vite). */
function loading(): boolean {
  return [...document.querySelectorAll('[role="status"], [aria-busy="true"]')].some(
    (element) =>
      element.getAttribute('aria-busy') === 'true' || /loading/i.test(element.textContent ?? ''),
  );
}

/** Lighthouse's mobile viewport (a Moto G Power), narrower than the app's 768 px breakpoint. */
const PHONE = { width: 412, height: 823 };

/** When Vite last transformed a module for the page (a lazy page or part of one arriving). */
let lastModuleAt = 0;

/** The body's markup once the page has settled. */
async function settled(route: string, quietMs: number): Promise<string> {
  const started = Date.now();
  let last = '';
  let quietSince = Date.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    const html = document.body.innerHTML;
    if (html !== last || loading()) {
      last = html;
      quietSince = Date.now();
    } else if (Date.now() - Math.max(quietSince, lastModuleAt) >= quietMs) return last;
    if (Date.now() - started > LIMIT_MS) throw new Error(`${route} never settled`);
  }
}

const TYPES: Record<string, string> = { '.json': 'application/json' };

/** The built web app's own files, as the server sends them; nothing else is reachable. */
function buildFetch(webApp: string): typeof fetch {
  return async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const type = TYPES[path.posix.extname(url.pathname)];
    if (url.origin === location.origin && type) {
      const file = path.resolve(
        webApp,
        `.${path.posix.normalize(decodeURIComponent(url.pathname))}`,
      );
      if (file.startsWith(webApp + path.sep) && fs.existsSync(file))
        return new Response(fs.readFileSync(file), { headers: { 'content-type': type } });
    }
    throw new TypeError('Failed to fetch');
  };
}

async function main(): Promise<void> {
  const [list, outDir, webApp] = process.argv.slice(2);
  if (!list || !outDir || !webApp)
    throw new Error('usage: prerender-page.ts <paths.json> <out folder> <built web app>');
  const routes: unknown = JSON.parse(fs.readFileSync(list, 'utf8'));
  if (!Array.isArray(routes) || !routes.every((r) => typeof r === 'string' && r.startsWith('/')))
    throw new Error(`${list}: not a list of page paths`);
  const [first, ...rest] = routes as string[];
  if (!first) return;
  const env = await builtinEnvironments['happy-dom'].setup(globalThis, {
    // A phone's viewport: the pages are prerendered for phones (see vite-prerender.ts).
    happyDOM: { url: `http://localhost${first}`, width: PHONE.width, height: PHONE.height },
  });
  globalThis.fetch = buildFetch(path.resolve(webApp));
  document.body.innerHTML = '<div id="root"></div>';

  const server = await createServer({
    configFile: path.join(ROOT, 'vite.config.ts'),
    root: ROOT,
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    plugins: [
      {
        name: 'larder:prerender-activity',
        transform() {
          lastModuleAt = Date.now();
        },
      },
    ],
  });
  try {
    const entry = (await server.ssrLoadModule('/src/prerender-entry.tsx')) as {
      renderApp: () => Promise<{ navigate: (to: string) => Promise<void> }>;
    };
    const app = await entry.renderApp();
    fs.writeFileSync(path.join(outDir, '0.html'), await settled(first, FIRST_QUIET_MS));
    for (const [index, route] of rest.entries()) {
      try {
        await app.navigate(route);
        const html = await settled(route, NEXT_QUIET_MS);
        fs.writeFileSync(path.join(outDir, `${index + 1}.html`), html);
      } catch (error) {
        console.error(String(error));
      }
    }
  } finally {
    await server.close();
    await env.teardown(globalThis);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
