import { Hono, type Context } from 'hono';
import type { ServerContext } from '../context.ts';
import type { RequestClaims } from '../db/database.ts';
import { clientIp } from '../auth/http.ts';
import { isRevokedSession, resolveRequestClaims } from '../auth/request-claims.ts';
import { limitBody } from '../http/body-limit.ts';
import { callFunction, chooseFunction } from './call-function.ts';
import { parsePrefer, appliedPreferences } from './prefer.ts';
import { checkQueryColumns, parseRestQuery, type RestQuery } from './query-params.ts';
import { readJsonBody } from './read-body.ts';
import { readTable } from './read-table.ts';
import { resultShape, type RestAnswer } from './respond.ts';
import { RestError, toRestError } from './rest-error.ts';
import { runAs } from './run-as.ts';
import { SchemaCache, type TableInfo } from './schema-cache.ts';
import { deleteRows, insertRows, updateRows } from './write-table.ts';

const EXPOSED_SCHEMAS = ['public'];
/** Hosted Supabase's default `max_rows`: no read returns more rows than this (use range() to page). */
export const DEFAULT_MAX_ROWS = 1000;

/**
 * `/rest/v1`: the PostgREST dialect supabase-js speaks. Each request is parsed and checked against
 * the catalogue first, then runs in one transaction as the caller's role with its JWT claims, so
 * row-level security decides what is visible. Errors come back in PostgREST's shape.
 */
export function createRestRoutes(
  ctx: ServerContext,
  schema: SchemaCache = new SchemaCache(ctx.db),
  options: { maxRows?: number } = {},
): Hono {
  const maxRows = options.maxRows ?? DEFAULT_MAX_ROWS;
  const capped = (query: RestQuery): RestQuery => ({
    ...query,
    limit: Math.min(query.limit ?? maxRows, maxRows),
  });
  const app = new Hono();
  app.use(
    limitBody((c) =>
      c.json(
        new RestError(
          413,
          'PGRST413',
          'Payload Too Large',
          'The request body exceeds 1 MiB',
        ).body(),
        413,
      ),
    ),
  );

  const handle =
    (fn: (c: Context, claims: RequestClaims) => Promise<RestAnswer>) => async (c: Context) => {
      let role = 'anon';
      try {
        checkProfile(c);
        // The session is checked in the request's transaction (runAs): no query of its own.
        const resolved = await resolveRequestClaims(ctx, c.req.raw.headers, {
          sessionInTransaction: true,
        });
        if (!resolved.ok) throw invalidToken(resolved.reason, resolved.message);
        role = resolved.claims.role;
        const answer = await fn(c, resolved.claims);
        return new Response(answer.body, { status: answer.status, headers: answer.headers });
      } catch (error) {
        const rest = isRevokedSession(error)
          ? invalidToken('revoked', (error as Error).message)
          : toRestError(error, role);
        return new Response(JSON.stringify(rest.body()), {
          status: rest.status,
          headers: { 'Content-Type': 'application/json; charset=utf-8', ...rest.headers },
        });
      }
    };

  const timeouts = {
    anon: ctx.env.STATEMENT_TIMEOUT_ANON_MS,
    authenticated: ctx.env.STATEMENT_TIMEOUT_AUTHENTICATED_MS,
  };
  const requestInfo = (c: Context) => ({
    clientAddress: clientIp(c),
    method: c.req.method,
    path: new URL(c.req.url).pathname,
    headers: {
      ...Object.fromEntries([...c.req.raw.headers].map(([k, v]) => [k.toLowerCase(), v])),
      // As the hosted gateway does: the peer's address from the socket, never one a client sent
      // (SQL rate limits such as probe_account() key on it).
      'x-forwarded-for': clientIp(c),
    },
  });

  const findTable = async (name: string): Promise<TableInfo> => {
    const table = await schema.table(name);
    if (!table) {
      throw new RestError(
        404,
        'PGRST205',
        `Could not find the table 'public.${name}' in the schema cache`,
      );
    }
    return table;
  };

  // The root describes what is exposed (PostgREST serves an OpenAPI document here).
  const root = async (c: Context) => {
    const snapshot = await schema.current();
    const paths: Record<string, object> = { '/': {} };
    for (const name of [...snapshot.tables.keys()].sort()) paths[`/${name}`] = {};
    for (const name of [...snapshot.functions.keys()].sort()) paths[`/rpc/${name}`] = {};
    return c.json({
      swagger: '2.0',
      info: { title: 'Larder REST (PostgREST dialect)', version: '12' },
      basePath: '/',
      paths,
    });
  };
  app.get('/', root);

  app.on(
    ['GET', 'HEAD'],
    '/rpc/:fn',
    handle(async (c, claims) => {
      const name = c.req.param('fn') ?? '';
      const search = new URL(c.req.url).searchParams;
      const candidates = await schema.functions(name);
      const argNames = new Set(candidates.flatMap((f) => f.args.map((a) => a.name)));
      const args: Record<string, string> = {};
      for (const [key, value] of search) if (argNames.has(key)) args[key] = value;
      const query = capped(parseRestQuery(search, argNames));
      const fn = chooseFunction(name, candidates, Object.keys(args), false);
      const shape = resultShape(c.req.header('accept'));
      const prefs = parsePrefer(c.req.header('prefer'));
      return runAs(ctx.db, claims, { readOnly: true, request: requestInfo(c), timeouts }, (tx) =>
        callFunction(tx, fn, args, query, {
          head: c.req.method === 'HEAD',
          shape,
          prefs,
          wholeBody: false,
        }),
      );
    }),
  );

  app.post(
    '/rpc/:fn',
    handle(async (c, claims) => {
      const name = c.req.param('fn') ?? '';
      const query = capped(parseRestQuery(new URL(c.req.url).searchParams));
      const shape = resultShape(c.req.header('accept'));
      const prefs = parsePrefer(c.req.header('prefer'));
      const body = await readJsonBody(c.req.raw, true);
      const candidates = await schema.functions(name);
      const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
      const singleObject = prefs.params === 'single-object' || !isObject;
      const keys = isObject ? Object.keys(body) : [];
      const fn = chooseFunction(name, candidates, keys, singleObject);
      const wholeBody =
        fn.args.length === 1 &&
        (singleObject || fn.args[0]?.name === '') &&
        /^jsonb?$/.test(fn.args[0]?.type ?? '');
      const readOnly = fn.volatility !== 'volatile';
      return runAs(ctx.db, claims, { readOnly, request: requestInfo(c), timeouts }, (tx) =>
        callFunction(tx, fn, body, query, { head: false, shape, prefs, wholeBody }),
      );
    }),
  );

  app.on(
    ['GET', 'HEAD'],
    '/:table',
    handle(async (c, claims) => {
      const query = capped(parseRestQuery(new URL(c.req.url).searchParams));
      const shape = resultShape(c.req.header('accept'));
      const prefs = parsePrefer(c.req.header('prefer'));
      const table = await findTable(c.req.param('table') ?? '');
      checkQueryColumns(query, new Set(table.columns.keys()), table.name);
      return runAs(ctx.db, claims, { readOnly: true, request: requestInfo(c), timeouts }, (tx) =>
        readTable(tx, table, query, { head: c.req.method === 'HEAD', shape, prefs }),
      );
    }),
  );

  const write = (kind: 'insert' | 'update' | 'delete') =>
    handle(async (c, claims) => {
      const query = parseRestQuery(new URL(c.req.url).searchParams);
      const shape = resultShape(c.req.header('accept'));
      const prefs = parsePrefer(c.req.header('prefer'));
      const table = await findTable(c.req.param('table') ?? '');
      checkQueryColumns(query, new Set(table.columns.keys()), table.name);
      const body = kind === 'delete' ? null : await readJsonBody(c.req.raw, false);
      const answer = await runAs(
        ctx.db,
        claims,
        { readOnly: false, request: requestInfo(c), timeouts },
        (tx) => {
          if (kind === 'insert') return insertRows(tx, table, query, body, { shape, prefs });
          if (kind === 'update') return updateRows(tx, table, query, body, { shape, prefs });
          return deleteRows(tx, table, query, { shape, prefs });
        },
      );
      const applied = appliedPreferences(prefs);
      if (applied) answer.headers['Preference-Applied'] = applied;
      return answer;
    });

  app.post('/:table', write('insert'));
  app.patch('/:table', write('update'));
  app.delete('/:table', write('delete'));

  app.all('*', (c) => {
    if (c.req.method === 'GET' && /\/rest\/v1\/$/.test(c.req.path)) return root(c);
    return c.json(
      new RestError(404, 'PGRST125', `Invalid path specified in request URL: ${c.req.path}`).body(),
      404,
    );
  });
  return app;
}

/** 401 for a token that is not (or no longer) good, as PostgREST answers it. */
function invalidToken(reason: 'expired' | 'invalid' | 'revoked', message: string): RestError {
  return new RestError(401, reason === 'expired' ? 'PGRST303' : 'PGRST301', message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message.replace(/"/g, "'")}"`,
  });
}

function checkProfile(c: Context): void {
  const header =
    c.req.method === 'GET' || c.req.method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const profile = c.req.header(header);
  if (profile && !EXPOSED_SCHEMAS.includes(profile)) {
    throw new RestError(
      406,
      'PGRST106',
      `The schema must be one of the following: ${EXPOSED_SCHEMAS.join(', ')}`,
    );
  }
}
