import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { startAuthServer, type AuthServer } from './helpers/auth-harness.ts';
import { followOnce, fragmentParams, readOutbox, uniqueEmail } from './helpers/auth-mail.ts';
import { createDevMailRoutes } from '../../server/mail/dev-mail-routes.ts';
import { extractLinks } from '../../server/mail/extract-links.ts';

// Starting a backend runs every migration; on a loaded 2-core machine that can take a while.
const HOOK_TIMEOUT_MS = 180_000;

describe('SMTP delivery (SMTP_URL set)', () => {
  const received: ParsedMail[] = [];
  let smtp: SMTPServer;
  let server: AuthServer;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    server = await startAuthServer({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SMTP_FROM: 'Larder <hello@larder.test>',
    });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }, HOOK_TIMEOUT_MS);

  it('sends the sign-up confirmation through the SMTP server, not the outbox', async () => {
    const email = uniqueEmail('smtp');
    const { error } = await server.client().auth.signUp({ email, password: 'pantry-pass' });
    expect(error).toBeNull();
    const mail = received.find(
      (m) => m.subject?.includes('Larder') && JSON.stringify(m.to).includes(email),
    );
    expect(mail).toBeDefined();
    expect(mail?.from?.text).toContain('hello@larder.test');
    expect(mail?.text).toMatch(/code in Larder: \d{6}/);
    expect(typeof mail?.html).toBe('string');
    const link = extractLinks(mail?.text ?? '').find((l) => l.includes('/auth/v1/verify'));
    expect(link).toBeDefined();
    const { location } = await followOnce(link!);
    expect(fragmentParams(location).get('type')).toBe('signup');
    expect(await readOutbox(server.url)).toEqual([]);
  });
});

describe('the dev outbox', () => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer();
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
  }, HOOK_TIMEOUT_MS);

  it('lists mail newest first as JSON, with every link decoded, and as a readable page', async () => {
    const supabase = server.client();
    const first = uniqueEmail('outbox');
    const second = uniqueEmail('outbox');
    await supabase.auth.signUp({
      email: first,
      password: 'pantry-pass',
      options: { emailRedirectTo: 'http://localhost:5173/a?x=1&y=2' },
    });
    await supabase.auth.signUp({ email: second, password: 'pantry-pass' });
    const mail = await readOutbox(server.url);
    expect(mail.map((m) => m.to).slice(0, 2)).toEqual([second, first]);
    const entry = mail[1]!;
    expect(Object.keys(entry).sort()).toEqual([
      'created_at',
      'html',
      'id',
      'links',
      'subject',
      'text',
      'to',
    ]);
    expect(entry.links).toHaveLength(1);
    expect(entry.links[0]).toContain('/auth/v1/verify?token=');
    expect(entry.links[0]).not.toContain('&amp;');
    expect(new URL(entry.links[0]!).searchParams.get('redirect_to')).toBe(
      'http://localhost:5173/a?x=1&y=2',
    );
    const page = await fetch(`${server.url}/_dev/mail`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Larder outbox');
    expect(html.indexOf(second)).toBeLessThan(html.indexOf(first));
  });

  it('refuses clients that are not on this computer', async () => {
    const app = createDevMailRoutes(server.ctx);
    const remote = { incoming: { socket: { remoteAddress: '192.168.1.20' } } } as never;
    expect((await app.request('/mail.json', {}, remote)).status).toBe(403);
    expect((await app.request('/mail', {}, remote)).status).toBe(403);
    const local = { incoming: { socket: { remoteAddress: '::ffff:127.0.0.1' } } } as never;
    expect((await app.request('/mail.json', {}, local)).status).toBe(200);
    expect((await app.request('/mail.json')).status).toBe(403);
  });
});

describe('extractLinks', () => {
  it('finds every URL once, decoding HTML entities and dropping trailing punctuation', () => {
    expect(
      extractLinks(
        'See https://a.test/x?y=1&amp;z=2.',
        '<a href="https://a.test/x?y=1&amp;z=2">x</a> (http://b.test/p)',
      ),
    ).toEqual(['https://a.test/x?y=1&z=2', 'http://b.test/p']);
  });
});
