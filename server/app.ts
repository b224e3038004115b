import { Hono, type Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { ServerContext } from './context.ts';
import { createAuthRoutes } from './auth/routes.ts';
import { createFunctionRoutes, type FunctionsOptions } from './functions/routes.ts';
import { allowedOrigins, corsMiddleware } from './http/cors.ts';
import { createDevMailRoutes } from './mail/dev-mail-routes.ts';
import { createRestRoutes } from './rest/routes.ts';
import type { SchemaCache } from './rest/schema-cache.ts';
import { serveStatic } from './static.ts';
import { createStorageRoutes } from './storage/routes.ts';
import { RequestMetrics } from './metrics/metrics.ts';
import { createMetricsRoutes } from './metrics/routes.ts';

export type AppEnv = { Bindings: HttpBindings };

/** How long /health waits for the database before answering that it is busy. */
const HEALTH_WAIT_MS = 50;

export interface AppOptions {
  schema: SchemaCache;
  functions?: FunctionsOptions;
  /** The built web app (`dist/`); not served when absent. */
  staticDir?: string | null;
  /** Request metrics for /metrics/v1 (on unless false: the bench measures their cost). */
  metrics?: boolean;
  /**
   * The server's own entry (index.ts: refuses requests while it stops), through which the
   * functions' calls to this server are answered in-process (functions/routes.ts).
   */
  inProcess: (request: Request) => Promise<Response>;
}

/**
 * The one origin: `/health`, the Supabase surfaces (`/auth/v1`, `/rest/v1`, `/functions/v1`,
 * `/storage/v1`), the developer outbox (`/_dev`, loopback only) and the web app with SPA fallback.
 * Each surface caps request bodies and answers errors in its own shape.
 */
export async function createApp(ctx: ServerContext, options: AppOptions): Promise<Hono<AppEnv>> {
  const app = new Hono<AppEnv>();
  const metrics = options.metrics === false ? null : new RequestMetrics();
  // The request path's own cost: a clock read and a few array writes per API request (bounded memory).
  if (metrics) {
    app.use(async (c, next) => {
      const start = performance.now();
      try {
        await next();
      } finally {
        metrics.record(c.req.method, c.req.path, c.res.status, performance.now() - start);
      }
    });
  }
  app.use(corsMiddleware(allowedOrigins(ctx.publicUrl, ctx.env.CORS_ORIGINS)));

  // A liveness probe must not queue behind a client's statement (PGlite runs one at a time): when
  // the database has not answered `select 1` within HEALTH_WAIT_MS it is busy, not down.
  app.get('/health', async (c) => {
    const headers = { 'Cache-Control': 'no-store' };
    const probe = ctx.db.query('select 1').then(
      () => 'ok' as const,
      (error: unknown) => {
        console.error('[larder] health check: database unreachable', error);
        return 'error' as const;
      },
    );
    let timer: NodeJS.Timeout | undefined;
    const busy = new Promise<'busy'>((resolve) => {
      timer = setTimeout(() => resolve('busy'), HEALTH_WAIT_MS);
    });
    const state = await Promise.race([probe, busy]);
    clearTimeout(timer);
    if (state === 'error')
      return c.json({ status: 'error', database: 'unreachable' }, 503, headers);
    return c.json(
      { status: 'ok', database: ctx.db.kind, ...(state === 'busy' ? { busy: true } : {}) },
      200,
      headers,
    );
  });

  app.route('/auth/v1', createAuthRoutes(ctx));
  app.route('/rest/v1', createRestRoutes(ctx, options.schema));
  app.route('/functions/v1', await createFunctionRoutes(ctx, options.inProcess, options.functions));
  app.route('/storage/v1', createStorageRoutes(ctx));
  if (metrics) app.route('/metrics/v1', createMetricsRoutes(ctx, metrics));

  app.use('/_dev/*', async (c, next) => {
    if (!isLoopback(c)) return c.json({ message: 'Not found' }, 404);
    await next();
  });
  app.route('/_dev', createDevMailRoutes(ctx));

  const web = options.staticDir ? serveStatic(options.staticDir) : null;
  app.notFound((c) => {
    // Anything below /auth/, /rest/ … is the API; the bare /auth page is a route of the web app.
    const api = /^\/(auth|rest|functions|storage|realtime|metrics)\/|^\/_dev(\/|$)/.test(
      c.req.path,
    );
    if (web && !api) return web(c);
    return c.json(
      { code: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` },
      404,
    );
  });

  app.onError((error, c) => {
    console.error(`[larder] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ code: 'unexpected_failure', message: 'Internal server error' }, 500);
  });
  return app;
}

function isLoopback(c: Context<AppEnv>): boolean {
  const raw = c.env?.incoming?.socket?.remoteAddress ?? '';
  const ip = raw.startsWith('::ffff:') ? raw.slice(7) : raw;
  return ip === '::1' || ip.startsWith('127.');
}
