import { Hono, type Context } from 'hono';
import type { ServerContext } from '../context.ts';
import { resolveRequestClaims } from '../auth/request-claims.ts';
import { withClaims } from '../db/claims.ts';
import { recipeLibraryState } from '../../supabase/functions/suggest-recipes-web/recipe-source.ts';
import type { RequestMetrics } from './metrics.ts';

/**
 * `/metrics/v1`: the server's own measurements, for admins only. The caller's token is checked by
 * the database (admin_server_access(), which asks user_roles), as every admin read is.
 *   GET /metrics/v1             JSON: per route group rpm, p50/p95/p99, error rate; slowest routes; memory, uptime
 *   GET /metrics/v1/prometheus  the same as Prometheus text
 *   GET /metrics/v1/status      mail mode, database kind, the recipe library and its key index
 */
export function createMetricsRoutes(ctx: ServerContext, metrics: RequestMetrics): Hono {
  const app = new Hono();
  const noStore = { 'Cache-Control': 'no-store' };

  const refusal = async (c: Context): Promise<Response | null> => {
    const resolved = await resolveRequestClaims(ctx, c.req.raw.headers);
    if (!resolved.ok || resolved.claims.role !== 'authenticated') {
      return c.json(
        { code: 'not_admin', message: 'Sign in as an admin to see the server metrics' },
        401,
        noStore,
      );
    }
    try {
      await withClaims(
        ctx.db,
        resolved.claims,
        (tx) => tx.query('select public.admin_server_access()'),
        { readOnly: true },
      );
      return null;
    } catch {
      return c.json(
        { code: 'not_admin', message: 'Only admins can see the server metrics' },
        403,
        noStore,
      );
    }
  };

  app.get('/', async (c) => (await refusal(c)) ?? c.json(metrics.snapshot(), 200, noStore));
  app.get('/prometheus', async (c) => {
    const refused = await refusal(c);
    if (refused) return refused;
    return c.text(metrics.prometheus(), 200, {
      ...noStore,
      'Content-Type': 'text/plain; version=0.0.4; charset=utf-8',
    });
  });
  app.get('/status', async (c) => {
    const refused = await refusal(c);
    if (refused) return refused;
    const library = recipeLibraryState();
    const index = library.find((l) => l.mode === 'database') ?? library[0];
    return c.json(
      {
        database: ctx.db.kind,
        mail_mode: ctx.mail.kind === 'smtp' ? 'SMTP' : 'developer outbox (mail is not sent)',
        key_index: index
          ? `${index.key_index} (${index.recipes.toLocaleString('en')} recipes)`
          : 'not read yet',
        recipe_library: library,
      },
      200,
      noStore,
    );
  });
  return app;
}
