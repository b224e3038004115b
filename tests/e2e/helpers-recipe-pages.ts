/**
 * Real recipe pages for the save-recipe specs: the shared fixture pages (read at test time from
 * ../shared/fixtures/recipe-pages beside the repo, never copied into it) served on a loopback port,
 * plus a page with no recipe. The e2e server runs with the test-only loopback-fetch setting
 * (playwright.config.ts), so scrape-recipe may fetch them.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { PASSWORD } from './helpers-auth';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RECIPE_PAGES_DIR = path.resolve(REPO, '../shared/fixtures/recipe-pages');

const ANON_KEY = 'sb_publishable_larder_local';

export const NO_RECIPE_TITLE = 'About our kitchen';
const NO_RECIPE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${NO_RECIPE_TITLE}</title><meta name="description" content="We like soup.">
<meta property="og:site_name" content="Soup Blog"></head>
<body><h1>About us</h1><p>We write about soup. There is no recipe on this page.</p></body></html>`;

/** What the fixture's JSON says the page holds. */
export interface ExpectedRecipe {
  title: string;
  ingredients: string[];
  yields?: string | null;
}

export function expectedRecipe(name: string): ExpectedRecipe {
  return JSON.parse(
    fs.readFileSync(path.join(RECIPE_PAGES_DIR, `${name}.json`), 'utf8'),
  ) as ExpectedRecipe;
}

export interface RecipePageServer {
  readonly origin: string;
  /** A fixture page; `delayMs` holds the answer back (to see the saving state). */
  pageUrl(name: string, delayMs?: number): string;
  /** The page with no recipe on it. */
  readonly noRecipeUrl: string;
  close(): Promise<void>;
}

/** Starts the loopback page server (call in beforeAll; close in afterAll). */
export async function startRecipePageServer(): Promise<RecipePageServer> {
  if (!fs.existsSync(RECIPE_PAGES_DIR))
    throw new Error(`the shared recipe pages are missing: ${RECIPE_PAGES_DIR}`);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, body: string | Buffer) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    const page = /^\/pages\/([a-z0-9.-]+)\.html$/.exec(url.pathname);
    if (page?.[1]) {
      const file = path.join(RECIPE_PAGES_DIR, `${page[1]}.html`);
      if (!fs.existsSync(file)) return send(404, '<h1>Not found</h1>');
      const delay = Math.min(Number(url.searchParams.get('delay')) || 0, 5000);
      setTimeout(() => send(200, fs.readFileSync(file)), delay);
      return;
    }
    if (url.pathname === '/about') return send(200, NO_RECIPE_PAGE);
    send(404, '<h1>Not found</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    pageUrl: (name, delayMs) => `${origin}/pages/${name}.html${delayMs ? `?delay=${delayMs}` : ''}`,
    noRecipeUrl: `${origin}/about`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback URL on a port nobody listens on (taken, then released). */
export async function closedPortUrl(): Promise<string> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}/recipe`;
}

/** The user's saved recipes, read through the REST API with their own token (RLS applies). */
export async function savedRecipesOf(
  email: string,
  password = PASSWORD,
): Promise<{ id: string; title: string; url: string; ingredients: unknown[] }[]> {
  const auth = await fetch(`${E2E_BASE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!auth.ok) throw new Error(`sign-in: HTTP ${auth.status} ${await auth.text()}`);
  const { access_token: token } = (await auth.json()) as { access_token: string };
  const rows = await fetch(
    `${E2E_BASE_URL}/rest/v1/saved_recipes?select=id,title,url,ingredients&order=created_at.asc`,
    { headers: { apikey: ANON_KEY, authorization: `Bearer ${token}` } },
  );
  if (!rows.ok) throw new Error(`saved_recipes: HTTP ${rows.status} ${await rows.text()}`);
  return (await rows.json()) as {
    id: string;
    title: string;
    url: string;
    ingredients: unknown[];
  }[];
}

/**
 * The "Save Recipe from URL" dialog. Its root is a zero-size wrapper (the panel is fixed inside it),
 * so tests look at its heading for "open" and at its absence (`toHaveCount(0)`) for "closed".
 */
export function saveDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Save Recipe from URL' });
}

export async function expectSaveDialogClosed(page: Page) {
  await expect(saveDialog(page)).toHaveCount(0);
}

export async function openSaveDialog(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Save Recipe from URL' })
    .click();
  const dialog = saveDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Save Recipe from URL' })).toBeVisible();
  return dialog;
}
