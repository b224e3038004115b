import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  LOOPBACK_TEST_SETTING,
  loopbackFetchAllowedForTests,
  safeFetchPage,
  type Resolver,
} from '../../packages/safe-fetch/safe-fetch.ts';
import { fakeDns, refusal } from './helpers/scrape-fetch.ts';
import { startPageServer, type PageServer } from './helpers/scrape-pages.ts';

/** safeFetchPage's SSRF rules, with an injected DNS where a name must resolve somewhere chosen. */

let pages: PageServer;

beforeAll(async () => {
  pages = await startPageServer();
});

afterAll(async () => {
  await pages.close();
});

/** A fake DNS: fixed answers for made-up names, as an attacker's resolver would give. */
describe('with the test-only loopback setting off (production behaviour)', () => {
  beforeEach(() => {
    delete process.env[LOOPBACK_TEST_SETTING];
  });

  it('is off without the environment, even when a caller asks for loopback', () => {
    expect(loopbackFetchAllowedForTests()).toBe(false);
  });

  it('is off with the setting but another NODE_ENV', () => {
    const nodeEnv = process.env.NODE_ENV;
    process.env[LOOPBACK_TEST_SETTING] = '1';
    process.env.NODE_ENV = 'production';
    try {
      expect(loopbackFetchAllowedForTests()).toBe(false);
    } finally {
      process.env.NODE_ENV = nodeEnv;
      delete process.env[LOOPBACK_TEST_SETTING];
    }
  });

  it.each([
    ['http://127.0.0.1:PORT/no-recipe', 'loopback'],
    ['http://[::1]:PORT/no-recipe', 'loopback'],
    ['http://10.0.0.1/', 'private'],
    ['http://192.168.1.1/', 'private'],
    ['http://172.16.0.1/', 'private'],
    ['http://169.254.169.254/latest/meta-data/', 'metadata'],
    ['http://[fd00:ec2::254]/latest/meta-data/', 'metadata'],
    ['http://0.0.0.0:PORT/', 'unspecified'],
    ['http://[::ffff:127.0.0.1]:PORT/', 'loopback via ipv4-mapped'],
    ['http://[::ffff:a9fe:a9fe]/', 'metadata via ipv4-mapped'],
    ['http://[64:ff9b::a00:1]/', 'private via nat64'],
    ['http://2130706433:PORT/', 'loopback'],
    ['http://0x7f.1:PORT/', 'loopback'],
    ['http://100.64.0.1/', 'shared'],
    ['http://[fe80::1]/', 'link-local'],
    ['http://224.0.0.1/', 'multicast'],
  ])('refuses %s (%s) without connecting', async (template, kind) => {
    const before = pages.seen.length;
    const { code, message } = await refusal(template.replace('PORT', String(pages.port)), {
      allowLoopback: true,
    });
    expect(code).toBe('blocked-address');
    expect(message).toContain(`is a ${kind} address`);
    expect(pages.seen.length).toBe(before);
  });

  it('refuses localhost, which resolves to loopback', async () => {
    const { code } = await refusal(`http://localhost:${pages.port}/no-recipe`, {
      allowLoopback: true,
    });
    expect(code).toBe('blocked-address');
  });

  it('refuses a public-looking name that resolves to loopback', async () => {
    const resolve = fakeDns({ 'recipes.localtest.me': ['127.0.0.1'] });
    const { code, message } = await refusal(`http://recipes.localtest.me:${pages.port}/no-recipe`, {
      resolve,
    });
    expect(code).toBe('blocked-address');
    expect(message).toContain('recipes.localtest.me (127.0.0.1) is a loopback address');
  });

  it('refuses a name when any one of its addresses is private', async () => {
    const resolve = fakeDns({ 'mixed.example': ['93.184.216.34', '10.1.2.3'] });
    const { code } = await refusal('http://mixed.example/', { resolve });
    expect(code).toBe('blocked-address');
  });

  it('reports a name that does not resolve', async () => {
    const { code } = await refusal('http://nowhere.example/', { resolve: fakeDns({}) });
    expect(code).toBe('dns');
  });
});

describe('with the test-only loopback setting on, every hop is still checked', () => {
  beforeEach(() => {
    process.env[LOOPBACK_TEST_SETTING] = '1';
  });
  afterEach(() => {
    delete process.env[LOOPBACK_TEST_SETTING];
  });

  it('still refuses loopback unless the caller asks for it', async () => {
    expect((await refusal(`${pages.origin}/no-recipe`)).code).toBe('blocked-address');
  });

  it('still refuses private and metadata addresses: only loopback is opened for tests', async () => {
    expect((await refusal('http://10.0.0.1/', { allowLoopback: true })).code).toBe(
      'blocked-address',
    );
    expect((await refusal('http://169.254.169.254/', { allowLoopback: true })).code).toBe(
      'blocked-address',
    );
    expect(
      (await refusal(`http://[::ffff:127.0.0.1]:${pages.port}/`, { allowLoopback: true })).code,
    ).toBe('blocked-address');
  });

  it.each([
    ['http://10.0.0.1/admin', 'blocked-address'],
    ['http://169.254.169.254/latest/meta-data/iam/', 'blocked-address'],
    ['http://[fd00:ec2::254]/', 'blocked-address'],
    ['http://[::ffff:10.0.0.1]/', 'blocked-address'],
    ['http://internal.example/', 'blocked-address'],
    ['file:///etc/passwd', 'invalid-url'],
    ['ftp://files.example/', 'invalid-url'],
    ['http://user:pw@recipes.example/', 'invalid-url'],
  ])('re-checks each redirect hop: a redirect to %s is refused', async (target, code) => {
    const resolve = fakeDns({
      'recipes.example': ['127.0.0.1'],
      'internal.example': ['192.168.0.10'],
    });
    const start = `http://recipes.example:${pages.port}/redirect?to=${encodeURIComponent(target)}`;
    expect(await refusal(start, { allowLoopback: true, resolve })).toMatchObject({ code });
  });

  it('connects to the address it checked (the system resolver never sees the name)', async () => {
    // rebind.example exists only in the injected DNS: success means the socket went to the checked address.
    const result = await safeFetchPage(`http://rebind.example:${pages.port}/no-recipe`, {
      allowLoopback: true,
      resolve: fakeDns({ 'rebind.example': ['127.0.0.1'] }),
    });
    expect(result.ok && result.html.includes('About our kitchen')).toBe(true);
    expect(pages.seen.at(-1)?.headers.host).toBe(`rebind.example:${pages.port}`);
  });

  it('refuses a DNS answer that turns private between the check and the connection (rebinding)', async () => {
    let calls = 0;
    const rebinding: Resolver = async () => {
      calls += 1;
      return [{ address: calls === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
    };
    const before = pages.seen.length;
    const result = await safeFetchPage(`http://rebind.example:${pages.port}/no-recipe`, {
      allowLoopback: true,
      resolve: rebinding,
    });
    expect(result.ok ? 'fetched' : result.error.code).toBe('blocked-address');
    expect(pages.seen.length).toBe(before);
  });

  it('speaks TLS to the checked address, naming the host (SNI) and verifying its certificate', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-tls-'));
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=recipes.example',
          '-addext',
          'subjectAltName=DNS:recipes.example',
          '-keyout',
          path.join(dir, 'key.pem'),
          '-out',
          path.join(dir, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      );
      const credentials = {
        key: fs.readFileSync(path.join(dir, 'key.pem')),
        cert: fs.readFileSync(path.join(dir, 'cert.pem')),
      };
      const names: string[] = [];
      const server = https.createServer(
        {
          ...credentials,
          SNICallback: (name, done) => {
            names.push(name);
            done(null, tls.createSecureContext(credentials));
          },
        },
        (_req, res) => res.end('<p>secret</p>'),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const port = (server.address() as AddressInfo).port;
      try {
        const result = await safeFetchPage(`https://recipes.example:${port}/`, {
          allowLoopback: true,
          resolve: fakeDns({ 'recipes.example': ['127.0.0.1'] }),
        });
        expect(result.ok).toBe(false);
        if (!result.ok) {
          expect(result.error.code).toBe('network');
          expect(result.error.message).toMatch(/certificate/i);
        }
        expect(names).toContain('recipes.example');
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
