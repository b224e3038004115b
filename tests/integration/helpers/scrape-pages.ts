import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createGzip, gzipSync } from 'node:zlib';

/** The shared recipe pages (read at test time, never copied). */
export const RECIPE_PAGES_DIR = fileURLToPath(
  new URL('../../../../shared/fixtures/recipe-pages/', import.meta.url),
);

export interface SeenRequest {
  readonly path: string;
  readonly headers: http.IncomingHttpHeaders;
}

export interface PageServer {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  readonly port: number;
  /** Every request received, in order. */
  readonly seen: SeenRequest[];
  close(): Promise<void>;
}

const NO_RECIPE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>About our kitchen</title><meta name="description" content="We like soup.">
<meta property="og:site_name" content="Soup Blog"><meta property="og:image" content="/soup.jpg"></head>
<body><h1>About us</h1><p>We write about soup. There is no recipe on this page.</p></body></html>`;

/** A recipe page in windows-1252: the é bytes are 0xE9, which UTF-8 would mangle. */
function latin1Recipe(declare: 'header' | 'meta'): Buffer {
  const meta =
    declare === 'meta'
      ? '<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">'
      : '';
  const ld = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Crème brûlée',
    recipeIngredient: ['4 egg yolks', '500 ml crème fraîche', '100 g sugar'],
    recipeInstructions: ['Whisk the yolks and sugar.', 'Bake in a bain-marie, then caramelise.'],
  });
  return Buffer.from(
    `<!doctype html><html><head>${meta}<title>Crème brûlée</title>
<script type="application/ld+json">${ld}</script></head><body><h1>Crème brûlée</h1></body></html>`,
    'latin1',
  );
}

/** A recipe page at the edge of the table's limits: a 1,000-character title, NULs, 600 ingredients. */
function oversizedRecipe(): string {
  const ld = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: `Very long soup ${'x'.repeat(1000)}`,
    description: 'Soup\u0000with a NUL',
    recipeIngredient: Array.from({ length: 600 }, (_, i) => `${i + 1} g salt`),
    recipeInstructions: ['Boil.', 'Serve.'],
    totalTime: 'PT99999H',
    keywords: Array.from({ length: 300 }, (_, i) => `tag${i}`).join(','),
  });
  return `<!doctype html><html><head><title>Soup</title><script type="application/ld+json">${ld}</script></head><body></body></html>`;
}

function shiftJisRecipe(): Buffer {
  const sushi = Buffer.from([0x8e, 0xf5, 0x8e, 0x69]); // 寿司 in Shift_JIS
  const ld = (name: Buffer) =>
    Buffer.concat([
      Buffer.from('{"@context":"https://schema.org","@type":"Recipe","name":"'),
      name,
      Buffer.from(
        '","recipeIngredient":["2 cups sushi rice","4 sheets nori"],"recipeInstructions":["Cook the rice.","Roll."]}',
      ),
    ]);
  return Buffer.concat([
    Buffer.from('<!doctype html><html><head><meta charset="shift_jis"><title>'),
    sushi,
    Buffer.from('</title><script type="application/ld+json">'),
    ld(sushi),
    Buffer.from('</script></head><body></body></html>'),
  ]);
}

let bomb: Promise<Buffer> | null = null;
/** 200 MB of zeros compressed to about 200 KB, built chunk by chunk (never 200 MB in memory). */
function gzipBomb(): Promise<Buffer> {
  bomb ??= new Promise<Buffer>((resolve, reject) => {
    const gzip = createGzip({ level: 9 });
    const out: Buffer[] = [];
    gzip.on('data', (chunk: Buffer) => out.push(chunk));
    gzip.on('end', () => resolve(Buffer.concat(out)));
    gzip.on('error', reject);
    const zeros = Buffer.alloc(1024 * 1024);
    let left = 200;
    const write = (): void => {
      while (left > 0) {
        left -= 1;
        if (!gzip.write(zeros)) return void gzip.once('drain', write);
      }
      gzip.end();
    };
    write();
  });
  return bomb;
}

function send(
  res: http.ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  extra: http.OutgoingHttpHeaders = {},
): void {
  res.writeHead(status, { 'Content-Type': type, ...extra });
  res.end(body);
}

async function route(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  origin: string,
): Promise<void> {
  const url = new URL(req.url ?? '/', origin);
  const p = url.pathname;
  const page = /^\/pages\/([\w.-]+\.html)$/.exec(p);
  if (page?.[1]) {
    const html = await fs.readFile(`${RECIPE_PAGES_DIR}${page[1]}`).catch(() => null);
    if (!html) return send(res, 404, 'text/html', '<h1>Not found</h1>');
    return send(res, 200, 'text/html; charset=utf-8', html);
  }
  if (p === '/no-recipe') return send(res, 200, 'text/html; charset=utf-8', NO_RECIPE);
  if (p === '/latin1-header')
    return send(res, 200, 'text/html; charset=windows-1252', latin1Recipe('header'));
  if (p === '/latin1-meta') return send(res, 200, 'text/html', latin1Recipe('meta'));
  if (p === '/shift-jis') return send(res, 200, 'text/html', shiftJisRecipe());
  if (p === '/oversized') return send(res, 200, 'text/html; charset=utf-8', oversizedRecipe());
  if (p === '/json') return send(res, 200, 'application/json', '{"recipe":true}');
  if (p === '/missing') return send(res, 404, 'text/html', '<h1>Not found</h1>');
  if (p === '/big') {
    // 6 MB, streamed without a Content-Length, so only the running count can stop it.
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const pump = (): void => {
      while (sent < 6 * 1024 * 1024) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      res.end();
    };
    res.write('<!doctype html><html><body><p>');
    return pump();
  }
  if (p === '/big-declared') {
    res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': String(6 * 1024 * 1024) });
    return void res.end(Buffer.alloc(6 * 1024 * 1024, 'a'));
  }
  if (p === '/gzip-bomb')
    return send(res, 200, 'text/html', await gzipBomb(), { 'Content-Encoding': 'gzip' });
  if (p === '/gzip-page') {
    const html = await fs.readFile(`${RECIPE_PAGES_DIR}acozykitchen.com.html`);
    return send(res, 200, 'text/html; charset=utf-8', gzipSync(html), {
      'Content-Encoding': 'gzip',
    });
  }
  const loop = /^\/loop\/(\d+)$/.exec(p);
  if (loop?.[1])
    return send(res, 302, 'text/html', '', { Location: `/loop/${Number(loop[1]) + 1}` });
  const hops = /^\/hops\/(\d+)$/.exec(p);
  if (hops?.[1]) {
    const left = Number(hops[1]);
    if (left === 0) return send(res, 200, 'text/html; charset=utf-8', NO_RECIPE);
    return send(res, 301, 'text/html', '', { Location: `/hops/${left - 1}` });
  }
  if (p === '/redirect')
    return send(res, 302, 'text/html', '', { Location: url.searchParams.get('to') ?? '/' });
  if (p === '/slow') {
    // Slow loris: headers at once, then a byte every 200 ms, forever.
    res.writeHead(200, { 'Content-Type': 'text/html' });
    const timer = setInterval(() => res.write('<'), 200);
    res.once('close', () => clearInterval(timer));
    return;
  }
  if (p === '/slow-headers') {
    const timer = setTimeout(() => send(res, 200, 'text/html', '<p>late</p>'), 60_000);
    res.once('close', () => clearTimeout(timer));
    return;
  }
  send(res, 404, 'text/html', '<h1>Not found</h1>');
}

/** A loopback HTTP server with the shared recipe pages and hostile pages for the scrape tests. */
export async function startPageServer(): Promise<PageServer> {
  const seen: SeenRequest[] = [];
  let origin = '';
  const server = http.createServer((req, res) => {
    seen.push({ path: req.url ?? '/', headers: req.headers });
    route(req, res, origin).catch(() => {
      if (!res.headersSent) send(res, 500, 'text/plain', 'fixture server error');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
