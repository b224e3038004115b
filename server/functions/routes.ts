import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono, type Context } from 'hono';
import type { ServerContext } from '../context.ts';
import { resolveRequestClaims } from '../auth/request-claims.ts';
import { limitBody } from '../http/body-limit.ts';
import { JSON_TOO_DEEP_MESSAGE, jsonTooDeep } from '../http/json-depth.ts';
import type { HandlerContext } from '../../supabase/functions/_shared/handler-context.ts';
import { discoverFunctions, type FunctionModule } from './discover.ts';
import { readFunctionSettings, type FunctionSettings } from './function-config.ts';

const SUPABASE_DIR = fileURLToPath(new URL('../../supabase/', import.meta.url));

export interface FunctionsOptions {
  /** Folder holding `<name>/handler.ts` (default `supabase/functions`). */
  functionsDir?: string;
  /** Supabase `config.toml` with `[functions.<name>] verify_jwt` (default `supabase/config.toml`). */
  configFile?: string;
}

/**
 * `/functions/v1/<name>[/…]`: the handlers of `supabase/functions/<name>/`, given the request as
 * the edge runtime would (path starting at `/<name>`, headers intact). As on hosted Supabase the
 * caller's JWT is verified first unless the function sets `verify_jwt = false`.
 *
 * Handlers also get a `fetch` (HandlerContext) that gives their calls to this server's REST API
 * (`SUPABASE_URL/rest/v1/…`) to `server`, the whole server's entry, in this process: the same
 * routes, token checks and row-level security, without the loopback socket and the HTTP written
 * and parsed both ways. Such a request has no socket, so it counts as loopback, as the function's
 * own connection did; while the server stops it is refused as one from a socket would be.
 */
export async function createFunctionRoutes(
  ctx: ServerContext,
  server: (request: Request) => Promise<Response>,
  options: FunctionsOptions = {},
): Promise<Hono> {
  const functions = await discoverFunctions(
    options.functionsDir ?? path.join(SUPABASE_DIR, 'functions'),
  );
  const settings = await readFunctionSettings(
    options.configFile ?? path.join(SUPABASE_DIR, 'config.toml'),
  );
  const restApi = `${ctx.publicUrl}/rest/v1/`;
  const context: HandlerContext = {
    fetch: async (input, init) => {
      const request = new Request(input, init);
      return request.url.startsWith(restApi) ? server(request) : fetch(request);
    },
  };
  const routes = new Hono();
  routes.use(
    limitBody((c) =>
      c.json({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body exceeds 1 MiB' }, 413),
    ),
  );

  const run = async (c: Context) => {
    const name = c.req.param('name') ?? '';
    const fn = functions.get(name);
    if (!fn) return c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
    if (c.req.method !== 'OPTIONS' && (settings.get(name) ?? defaults()).verifyJwt) {
      const refusal = await verifyCaller(ctx, c);
      if (refusal) return refusal;
    }
    return invoke(ctx, fn, c, context);
  };
  routes.all('/:name', run);
  routes.all('/:name/*', run);
  return routes;
}

function defaults(): FunctionSettings {
  return { verifyJwt: true };
}

/** The gateway's check: a valid JWT (a user's token or the anon/service key) must be presented. */
async function verifyCaller(ctx: ServerContext, c: Context): Promise<Response | null> {
  const authorization = c.req.header('authorization');
  if (!authorization && !c.req.header('apikey')) {
    return c.json(
      { code: 401, msg: 'Missing authorization header', message: 'Missing authorization header' },
      401,
    );
  }
  const result = await resolveRequestClaims(ctx, c.req.raw.headers);
  if (!result.ok || result.token === null) {
    return c.json({ code: 401, msg: 'Invalid JWT', message: 'Invalid JWT' }, 401);
  }
  return null;
}

async function invoke(
  ctx: ServerContext,
  fn: FunctionModule,
  c: Context,
  context: HandlerContext,
): Promise<Response> {
  const incoming = new URL(c.req.url);
  const url = new URL(
    incoming.pathname.replace(/^\/functions\/v1/, '') + incoming.search,
    incoming.origin,
  );
  const raw = c.req.raw;
  // Not `raw.body !== null`: asking the Node adapter for the body stream builds a whole web Request
  // first, and it has one for every request but GET and HEAD anyway (empty when nothing was sent).
  const hasBody = raw.method !== 'GET' && raw.method !== 'HEAD';
  // The body is at most 1 MiB (limitBody); read whole so JSON too deep for any handler to parse
  // safely is refused here, before a function sees it.
  const body = hasBody ? await c.req.text() : undefined;
  if (body !== undefined && /json/i.test(c.req.header('content-type') ?? '') && jsonTooDeep(body)) {
    return c.json(
      { code: 'BAD_REQUEST', message: JSON_TOO_DEEP_MESSAGE, error: JSON_TOO_DEEP_MESSAGE },
      400,
    );
  }
  const request = new Request(url, {
    method: raw.method,
    headers: raw.headers,
    body,
    signal: raw.signal,
  });
  try {
    const handler = await fn.load();
    // What the edge runtime gives every function; read by handlers as Deno.env / process.env.
    process.env.SUPABASE_URL = ctx.publicUrl;
    process.env.SUPABASE_ANON_KEY = ctx.keys.anonKey;
    process.env.SUPABASE_SERVICE_ROLE_KEY = ctx.keys.serviceRoleKey;
    const response = await handler(request, context);
    if (!(response instanceof Response))
      throw new Error(`function ${fn.name} did not return a Response`);
    return response;
  } catch (error) {
    console.error(`[larder] function ${fn.name} failed:`, error);
    return c.json(
      { code: 'WORKER_ERROR', message: 'The function failed to handle the request' },
      500,
    );
  }
}
