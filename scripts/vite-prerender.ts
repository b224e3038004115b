import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';
import { PRERENDERED_DIR, PRERENDERED_TABLE } from '../server/static.ts';
import { copyMarkup, SNAPSHOT_KEY } from '../src/lib/prerender-markup.ts';

const run = promisify(execFile);

/** A page to prerender: the paths that show it and the file it is written to in `prerendered/`. */
export interface PrerenderedPage {
  paths: readonly string[];
  file: string;
}

// Where the pages go in the build and the table the server reads: the embedded server's names.
export { PRERENDERED_DIR } from '../server/static.ts';

/**
 * Put in the prerendered page's head. The pages are rendered at a phone's width, where the app's
 * layout is the one the phone will show (some of it is chosen in JavaScript by media query, at the
 * 768 and 1024 px breakpoints), and phones are where painting before the JavaScript has run matters.
 * So the prerendered page is shown to a first-time visitor on a phone-sized screen; anyone the app
 * already knows (anything of ours or a session in storage, tokens or an error in the URL), whose
 * page differs from it, and wider screens get the app as before.
 */
const FIRST_VISIT =
  "<script>(function(){var skip=!(window.matchMedia&&matchMedia('(max-width: 767.98px)').matches);" +
  "try{var s=window.localStorage;for(var i=0;i<s.length&&!skip;i++){var k=s.key(i)||'';if(k.indexOf('larder-')===0||k.indexOf('sb-')===0)skip=true}}catch(e){skip=true}" +
  'if(/access_token|refresh_token|error|[?&]code=/.test(location.hash+location.search))skip=true;' +
  "document.documentElement.classList.add(skip?'prerender-skip':'prerendering')})()</script>";

/** How the copy and the app share the page while both are there (prerender-handoff.ts). */
const STYLE =
  '<style>html.prerender-skip #prerendered{display:none}html.prerendering #root,html.prerendering #headlessui-portal-root{position:absolute;top:0;left:0;width:100%;visibility:hidden}</style>';

/**
 * Put in the head of a page kept for a reload (src/lib/page-snapshot.ts): the page the app stored
 * in this tab's session storage is shown when it was stored for this path at this window size (a
 * layout of another size could differ); else the app as before. The copy is filled in by KEPT_BODY.
 */
const KEPT =
  `<script>(function(){var skip=true;try{var s=JSON.parse(sessionStorage.getItem(${JSON.stringify(SNAPSHOT_KEY)})||'null');` +
  "if(s&&s.path===location.pathname&&s.width===innerWidth&&s.height===innerHeight&&typeof s.markup==='string'){window.__larderKept=s.markup;skip=false}}catch(e){}" +
  "document.documentElement.classList.add(skip?'prerender-skip':'prerendering')})()</script>";

/** The copy of a page kept for a reload: empty in the file, filled from the session in place. */
const KEPT_BODY =
  '<div id="prerendered" inert aria-hidden="true"></div>' +
  "<script>(function(){var m=window.__larderKept;if(m)document.getElementById('prerendered').innerHTML=m;delete window.__larderKept})()</script>";

/** A rendered page's body as the inert copy the prerendered document shows (prerender-markup.ts). */
export function prerenderedMarkup(bodyHtml: string): string {
  return `<div id="prerendered" inert aria-hidden="true">${copyMarkup(bodyHtml)}</div>`;
}

/**
 * The entry script, started on a prerendered page once it is on screen (the browser has reported
 * its first contentful paint, which it does once the frame is presented): the page paints first,
 * without the app's code competing for the connection or the main thread, then the code's
 * modulepreload links are added (the route's own, from vite-route-preload, on `larder:painted`)
 * and the app starts. Where the page is not shown (`prerender-skip`), at once, as index.html does.
 * A tab that never paints (opened in the background) starts it after a second.
 */
function entryAfterFirstPaint(entry: string, preloads: readonly string[]): string {
  return (
    `<script>(function(){var entry=${JSON.stringify(entry)},pre=${JSON.stringify(preloads)},started=false;` +
    "function start(){if(started)return;started=true;pre.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});" +
    "document.dispatchEvent(new Event('larder:painted'));import(entry)}" +
    "if(!document.documentElement.classList.contains('prerendering'))return start();" +
    "setTimeout(start,1000);try{new PerformanceObserver(function(list){if(list.getEntries().length)start()}).observe({type:'paint',buffered:true})}catch(e){start()}})()</script>"
  );
}

/**
 * The built index.html with a prerendered page in its body and the hand-over rules in its head;
 * with no body, a page kept for a reload (the copy comes from the tab's session).
 */
export function prerenderedDocument(indexHtml: string, bodyHtml: string | null): string {
  const root = '<div id="root"></div>';
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(indexHtml);
  // After the viewport's meta tag, which the phone-width test depends on, and before the scripts.
  const viewport = /<meta name="viewport"[^>]*>/.exec(indexHtml);
  if (!indexHtml.includes(root) || !viewport || !entry?.[1])
    throw new Error('prerender: index.html has no #root, viewport meta tag or entry script');
  const preloads: string[] = [];
  const html = indexHtml.replace(
    /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g,
    (_, href: string) => {
      preloads.push(href);
      return '';
    },
  );
  return html
    .replace(viewport[0], `${viewport[0]}${bodyHtml === null ? KEPT : FIRST_VISIT}${STYLE}`)
    .replace(entry[0], entryAfterFirstPaint(entry[1], preloads))
    .replace(root, `${bodyHtml === null ? KEPT_BODY : prerenderedMarkup(bodyHtml)}${root}`);
}

/**
 * Pages of one kind, rendered one after another by one renderer (scripts/prerender-page.ts): the
 * first from a fresh start, the others by the app's own navigation, a few tens of milliseconds each.
 */
export type PrerenderBatch = readonly PrerenderedPage[];

/**
 * After the web build, renders the given pages as a first-time visitor sees them and writes them
 * to `dist/prerendered/` with `routes.json`, the table the embedded server serves them by
 * (server/static.ts). A phone then paints the page from the HTML instead of after the JavaScript
 * has downloaded and run; the app takes over once it shows the same (src/app/prerender-handoff.ts).
 * `kept` pages are not rendered: their document shows the page the app kept in the tab's session
 * for a reload (src/lib/page-snapshot.ts).
 * Each batch is one renderer process, two at a time. A page that fails to render is left out with
 * a warning: the app still serves index.html there.
 */
export function prerender(
  batches: () => readonly PrerenderBatch[],
  kept: readonly PrerenderedPage[] = [],
): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'larder:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const target = path.join(outDir, PRERENDERED_DIR);
        await rm(target, { recursive: true, force: true });
        await mkdir(target, { recursive: true });
        const tsx = createRequire(import.meta.url).resolve('tsx/cli');
        const script = path.join(root, 'scripts/prerender-page.ts');
        const table: Record<string, string> = {};
        const queue = [...batches()];
        const worker = async () => {
          for (let batch = queue.shift(); batch; batch = queue.shift()) {
            const scratch = await mkdtemp(path.join(os.tmpdir(), 'larder-prerender-'));
            const list = path.join(scratch, 'paths.json');
            try {
              // The table holds paths as the server reads them (decoded); the renderer gets URLs.
              const urls = batch.map((page) =>
                (page.paths[0] ?? '/').split('/').map(encodeURIComponent).join('/'),
              );
              await writeFile(list, JSON.stringify(urls));
              const failure = await run(process.execPath, [tsx, script, list, scratch, outDir], {
                cwd: root,
                timeout: 60_000 + batch.length * 2_000,
                maxBuffer: 16 * 1024 * 1024,
              }).then(
                () => '',
                (error: unknown) => ` (the renderer stopped: ${String(error).slice(0, 300)})`,
              );
              const missing: string[] = [];
              for (const [n, page] of batch.entries()) {
                const body = await readFile(path.join(scratch, `${n}.html`), 'utf8').catch(
                  () => null,
                );
                if (body === null) {
                  missing.push(page.paths[0] ?? '/');
                  continue;
                }
                await writeFile(path.join(target, page.file), prerenderedDocument(index, body));
                for (const route of page.paths) table[route] = page.file;
              }
              if (missing.length > 0)
                this.warn(
                  `prerender: ${missing.length} of ${batch.length} pages left out, ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}${failure}`,
                );
            } finally {
              await rm(scratch, { recursive: true, force: true });
            }
          }
        };
        await Promise.all([worker(), worker()]);
        // Pages kept for a reload: nothing to render, the copy comes from the tab's session.
        for (const page of kept) {
          await writeFile(path.join(target, page.file), prerenderedDocument(index, null));
          for (const route of page.paths) table[route] = page.file;
        }
        await writeFile(path.join(outDir, PRERENDERED_TABLE), JSON.stringify(table, null, 2));
      },
    },
  };
}
