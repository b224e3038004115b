import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from './helpers/rest-backend.ts';

const FIXTURES = fileURLToPath(new URL('./helpers/function-fixtures/', import.meta.url));

describe('one origin: CORS, static files, dev outbox, functions', () => {
  let t: TestBackend;
  let staticDir: string;
  let anon: SupabaseClient;

  beforeAll(async () => {
    staticDir = await fs.mkdtemp(path.join(os.tmpdir(), 'larder-dist-'));
    await fs.mkdir(path.join(staticDir, 'assets'));
    await fs.writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Larder</title>');
    await fs.writeFile(path.join(staticDir, 'sw.js'), 'self.skipWaiting()');
    await fs.writeFile(path.join(staticDir, 'assets', 'index-AbCd1234.js'), 'console.log(1)');
    await fs.writeFile(path.join(staticDir, 'robots.txt'), 'User-agent: *');
    t = await startTestBackend('pglite', {
      staticDir,
      functionsDir: FIXTURES,
      configFile: path.join(FIXTURES, 'config.toml'),
      env: {
        SITE_URL: 'http://localhost:5173',
        CORS_ORIGINS: 'http://localhost:5173, app://larder',
      },
    });
    anon = t.anon();
  });
  afterAll(async () => {
    await t?.stop();
    await fs.rm(staticDir, { recursive: true, force: true });
  });

  it('answers preflights for allowed origins and exposes Content-Range and X-Supabase-Api-Version', async () => {
    for (const origin of ['http://localhost:5173', 'app://larder', t.url]) {
      const res = await fetch(`${t.url}/rest/v1/notes`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'PATCH',
          'Access-Control-Request-Headers':
            'authorization, apikey, x-client-info, content-type, prefer, accept-profile, x-supabase-api-version',
        },
      });
      expect(res.status, origin).toBeLessThan(300);
      expect(res.headers.get('access-control-allow-origin'), origin).toBe(origin);
      expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
        'x-supabase-api-version',
      );
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('prefer');
    }
    const refused = await fetch(`${t.url}/rest/v1/notes`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const get = await fetch(`${t.url}/rest/v1/notes?select=id`, {
      headers: {
        Origin: 'http://localhost:5173',
        apikey: t.backend.anonKey,
        Prefer: 'count=exact',
      },
    });
    expect(get.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const exposed = get.headers.get('access-control-expose-headers')?.toLowerCase() ?? '';
    expect(exposed).toContain('content-range');
    expect(exposed).toContain('x-supabase-api-version');
  });

  it('serves the web app with SPA fallback and sensible caching', async () => {
    const index = await fetch(`${t.url}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const route = await fetch(`${t.url}/kitchen/templates`);
    expect(await route.text()).toContain('<title>Larder</title>');
    // The app's own /auth page is not the Auth API (which lives under /auth/v1/).
    const authPage = await fetch(`${t.url}/auth?view=signup`);
    expect(authPage.status).toBe(200);
    expect(await authPage.text()).toContain('<title>Larder</title>');
    const sw = await fetch(`${t.url}/sw.js`);
    expect(sw.headers.get('content-type')).toContain('javascript');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const asset = await fetch(`${t.url}/assets/index-AbCd1234.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${t.url}/robots.txt`)).status).toBe(200);
    for (const missing of ['/missing.js', '/assets/gone-12345678.css', '/icon.png']) {
      const res = await fetch(`${t.url}${missing}`);
      expect(res.status, missing).toBe(404);
      expect(await res.text()).not.toContain('<title>');
    }
    for (const attempt of [
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2f..%2fetc%2fpasswd',
      '/assets/..%2f..%2f..%2fetc%2fhostname',
    ]) {
      const text = await (await fetch(`${t.url}${attempt}`)).text();
      expect(text, attempt).not.toMatch(/root:|localhost|^[a-z0-9-]+\n$/);
    }
    const api = await fetch(`${t.url}/rest/v2/notes`);
    expect(api.status).toBe(404);
    expect(await api.text()).not.toContain('<title>');
  });

  it('serves the dev outbox on loopback', async () => {
    const res = await fetch(`${t.url}/_dev/mail.json`);
    expect(res.status).toBe(200);
    expect(Array.isArray(await res.json())).toBe(true);
  });

  it('runs function handlers with the request intact and the Supabase environment', async () => {
    const { data, error } = await anon.functions.invoke('echo/sub/path?x=1', {
      body: { hello: 'world' },
      headers: { 'x-custom': 'kept' },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'POST',
      path: '/echo/sub/path',
      search: '?x=1',
      authorization: `Bearer ${t.backend.anonKey}`,
      custom: 'kept',
      contentType: 'application/json',
      body: '{"hello":"world"}',
      supabaseUrl: t.url,
      hasAnonKey: true,
      hasServiceKey: true,
    });
    const get = await anon.functions.invoke('echo', { method: 'GET' });
    expect(get.data).toMatchObject({ method: 'GET', body: '' });
  });

  it('verifies the JWT unless the function opts out, and answers 404/500 as the gateway does', async () => {
    const forged = await fetch(`${t.url}/functions/v1/echo`, {
      method: 'POST',
      headers: { Authorization: 'Bearer not.a.jwt', apikey: 'x' },
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ msg: 'Invalid JWT' });
    const missing = await fetch(`${t.url}/functions/v1/echo`, { method: 'POST' });
    expect(missing.status).toBe(401);
    const open = await fetch(`${t.url}/functions/v1/public-echo/x`, { method: 'POST' });
    expect(open.status).toBe(202);
    expect(await open.json()).toEqual({ path: '/public-echo/x', authorization: null });
    const unknown = await anon.functions.invoke('no-such-function');
    expect(unknown.error).toBeInstanceOf(FunctionsHttpError);
    expect((unknown.error as FunctionsHttpError).context.status).toBe(404);
    const shared = await anon.functions.invoke('_shared');
    expect((shared.error as FunctionsHttpError).context.status).toBe(404);
    const broken = await anon.functions.invoke('broken');
    expect((broken.error as FunctionsHttpError).context.status).toBe(500);
    const body = await ((broken.error as FunctionsHttpError).context as Response).json();
    expect(JSON.stringify(body)).not.toContain('function bug');
    const big = await fetch(`${t.url}/functions/v1/echo`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${t.backend.anonKey}`, 'Content-Type': 'text/plain' },
      body: 'x'.repeat(1024 * 1024 + 1),
    });
    expect(big.status).toBe(413);
  });
});

describe('the health-check function mounted in the server', () => {
  let t: TestBackend;
  beforeAll(async () => {
    t = await startTestBackend('postgres');
  });
  afterAll(() => t?.stop());

  it('reports REST and auth up through supabase-js', async () => {
    const { data, error } = await t.anon().functions.invoke('health-check', { method: 'GET' });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      status: 'ok',
      services: { rest: { state: 'up', status: 200 }, auth: { state: 'up', status: 200 } },
    });
    const anonymous = await fetch(`${t.url}/functions/v1/health-check`);
    expect(anonymous.status).toBe(401);
  });
});
