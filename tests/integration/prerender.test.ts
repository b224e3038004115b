import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { serveStatic } from '../../server/static.ts';
import { prerenderedDocument, prerenderedMarkup } from '../../scripts/vite-prerender.ts';
import { libraryRecipePages } from '../../scripts/vite-recipe-data.ts';
import { SNAPSHOT_KEY } from '../../src/lib/prerender-markup.ts';
import { matchableLibrary, RECIPE_LIBRARY } from '../../domain/index.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/start-AbCd1234.js">
    <link rel="stylesheet" crossorigin href="/assets/start-AbCd1234.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const BODY =
  '<div id="root" aria-hidden="true" inert=""><main id="main"><h1>Home Bar Hero</h1>' +
  '<label for="bottle">Add bottles</label><input id="bottle"></main></div>' +
  '<div id="headlessui-portal-root"><div role="dialog" aria-labelledby="t1"><h2 id="t1">Welcome</h2></div></div>';

describe('the prerendered document', () => {
  const html = prerenderedDocument(INDEX, BODY);

  it('holds the page in an inert copy beside an empty root, with no ids the app will use', () => {
    const copy = prerenderedMarkup(BODY);
    expect(copy.startsWith('<div id="prerendered" inert aria-hidden="true">')).toBe(true);
    expect(copy.match(/\sid="/g)).toHaveLength(1);
    expect(copy).not.toContain('aria-labelledby');
    expect(copy).toContain('<h1>Home Bar Hero</h1>');
    expect(html).toContain(`${copy}<div id="root"></div>`);
  });

  it('decides who sees it after the viewport tag, and starts the app only once it has painted', () => {
    const viewport = html.indexOf('<meta name="viewport"');
    const decide = html.indexOf("matchMedia('(max-width: 767.98px)')");
    expect(viewport).toBeGreaterThan(-1);
    expect(decide).toBeGreaterThan(viewport);
    // The entry and its preloads are started by the page, not by the parser.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('"/assets/index-AbCd1234.js"');
    expect(html).toContain('["/assets/start-AbCd1234.js"]');
    expect(html).toContain("observe({type:'paint',buffered:true})");
    // The stylesheet still blocks the paint, as the page needs it.
    expect(html).toContain('rel="stylesheet" crossorigin href="/assets/start-AbCd1234.css"');
  });

  it('for a page kept for a reload, shows what the tab stored for that path at that window size', () => {
    const kept = prerenderedDocument(INDEX, null);
    expect(kept).toContain(`sessionStorage.getItem("${SNAPSHOT_KEY}")`);
    expect(kept).toContain('s.path===location.pathname&&s.width===innerWidth');
    // Not the first-visit rule, and an empty copy the page fills in before the root.
    expect(kept).not.toContain("matchMedia('(max-width: 767.98px)')");
    expect(kept).toContain(
      '<div id="prerendered" inert aria-hidden="true"></div><script>(function(){var m=window.__larderKept;',
    );
    expect(kept.indexOf('id="prerendered"')).toBeLessThan(kept.indexOf('<div id="root"></div>'));
  });

  it('refuses an index.html it does not understand rather than writing a broken page', () => {
    expect(() => prerenderedDocument('<html><body></body></html>', BODY)).toThrow(/prerender/);
  });
});

describe('the embedded server and prerendered pages', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  function site(routes: unknown) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-prerender-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<div id="root"></div>');
    fs.mkdirSync(path.join(dir, 'prerendered'));
    fs.writeFileSync(path.join(dir, 'prerendered', 'bar.html'), 'the bar, prerendered');
    fs.writeFileSync(path.join(dir, 'prerendered', 'routes.json'), JSON.stringify(routes));
    const app = new Hono();
    app.get('*', serveStatic(dir));
    return app;
  }

  it('serves a path its prerendered page, revalidated, and every other page index.html', async () => {
    const app = site({ '/bar': 'bar.html', '/': 'bar.html' });
    for (const url of ['/bar', '/bar/', '/']) {
      const response = await app.request(url);
      expect(await response.text(), url).toBe('the bar, prerendered');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    expect(await (await app.request('/meal-prep')).text()).toBe('<div id="root"></div>');
    expect(await (await app.request('/index.html')).text()).toBe('<div id="root"></div>');
  });

  it('finds a library recipe page by the path of the link the app makes to it', async () => {
    const app = site({ '/recipe/Poulet à la Crème': 'bar.html' });
    const link = `/recipe/${encodeURIComponent('Poulet à la Crème')}`;
    expect(await (await app.request(link)).text()).toBe('the bar, prerendered');
  });

  it('ignores a table entry that is not a page in the folder, and a page that is missing', async () => {
    const app = site({ '/bar': '../index.html', '/saved-recipes': 'gone.html', '/x': 3 });
    for (const url of ['/bar', '/saved-recipes', '/x'])
      expect(await (await app.request(url)).text(), url).toBe('<div id="root"></div>');
  });
});

describe("the library's recipe pages", () => {
  it('are every library recipe once, split into lists of about equal length', () => {
    const batches = libraryRecipePages(2);
    const recipes = matchableLibrary(RECIPE_LIBRARY);
    expect(batches).toHaveLength(2);
    expect(Math.abs(batches[0]!.length - batches[1]!.length)).toBeLessThanOrEqual(1);
    const pages = batches.flat();
    expect(pages.map((page) => page.paths[0])).toEqual(
      recipes.map((recipe) => `/recipe/${recipe.title}`),
    );
    // One file each, a name the server accepts (server/static.ts).
    expect(new Set(pages.map((page) => page.file)).size).toBe(recipes.length);
    for (const page of pages) expect(page.file).toMatch(/^recipe-[\w-]+\.html$/);
  });
});
