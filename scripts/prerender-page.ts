/**
 * Renders one page of the web app as a first-time visitor's browser shows it before any answer
 * from the network (no stored kitchen, session or settings), and writes its body's markup to a
 * file. Run by the build (scripts/vite-prerender.ts), one process per page, so every page starts
 * from fresh modules and a fresh DOM:
 *
 *   tsx scripts/prerender-page.ts /bar out.html
 *
 * The app's own modules run through Vite's SSR module loader (aliases, `import.meta.env`) in a
 * happy-dom window, the DOM the unit tests use; React renders with the browser renderer, so the
 * markup is the very tree the browser's first render commits. Requests fail (as offline), and the
 * page is taken once nothing on it says it is loading and the DOM has stopped changing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { builtinEnvironments } from 'vitest/runtime';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/**
 * The page counts as settled once nothing on it says "Loading" and neither the DOM nor Vite's
 * module loading has changed for this long: longer than the kitchen's 400 ms wait before it
 * offers a first-time visitor the tour, which belongs in the picture.
 */
const QUIET_MS = 1000;
/** A page still changing after this long is not prerendered (the build goes on without it). */
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

async function main(): Promise<void> {
  const [route, outFile] = process.argv.slice(2);
  if (!route?.startsWith('/') || !outFile)
    throw new Error('usage: prerender-page.ts <path> <file>');
  const env = await builtinEnvironments['happy-dom'].setup(globalThis, {
    // A phone's viewport: the pages are prerendered for phones (see vite-prerender.ts).
    happyDOM: { url: `http://localhost${route}`, width: PHONE.width, height: PHONE.height },
  });
  // Offline: what a page shows needs nothing from the network before it paints.
  globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
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
      renderApp: () => Promise<void>;
    };
    await entry.renderApp();
    const started = Date.now();
    let last = '';
    let quietSince = Date.now();
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const html = document.body.innerHTML;
      if (html !== last || loading()) {
        last = html;
        quietSince = Date.now();
      } else if (Date.now() - Math.max(quietSince, lastModuleAt) >= QUIET_MS) break;
      if (Date.now() - started > LIMIT_MS) throw new Error(`${route} never settled`);
    }
    fs.writeFileSync(outFile, last);
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
