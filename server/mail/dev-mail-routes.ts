import { Hono } from 'hono';
import type { ServerContext } from '../context.ts';
import { isLoopback, socketIp, type NodeBindings } from '../auth/http.ts';

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  links: string[];
  created_at: Date;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

async function listMail(ctx: ServerContext) {
  const { rows } = await ctx.db.query<OutboxRow>(
    'select * from auth.mail_outbox order by created_at desc, id desc limit 200',
  );
  return rows.map((r) => ({
    id: Number(r.id),
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    links: r.links,
    created_at: new Date(r.created_at).toISOString(),
  }));
}

/**
 * The local outbox for developers and tests, mounted at /_dev: `/mail` (a readable page) and
 * `/mail.json`, newest first. Loopback clients only: mail holds sign-in links.
 */
export function createDevMailRoutes(ctx: ServerContext): Hono<{ Bindings: NodeBindings }> {
  const app = new Hono<{ Bindings: NodeBindings }>();
  app.use('*', async (c, next) => {
    const ip = socketIp(c);
    if (!ip || !isLoopback(ip))
      return c.json({ message: 'The outbox is only available on this computer.' }, 403);
    c.header('Cache-Control', 'no-store');
    await next();
  });
  app.get('/mail.json', async (c) => c.json(await listMail(ctx)));
  app.get('/mail', async (c) => {
    const mail = await listMail(ctx);
    const items = mail
      .map(
        (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.created_at)}</p>
  <pre>${escapeHtml(m.text)}</pre>
  <ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>
</article>`,
      )
      .join('\n');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Larder outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#1f2933}
article{border:1px solid #cbd2d9;border-radius:.5rem;padding:1rem;margin:1rem 0}
pre{white-space:pre-wrap}.meta{color:#616e7c}</style></head>
<body><h1>Larder outbox</h1>
<p>${mail.length === 0 ? 'No mail yet.' : `${mail.length} message(s), newest first.`}</p>
${items}
</body></html>`);
  });
  return app;
}
