import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, type DatabaseKind } from './helpers/schema-db.ts';
import { startHttpBackend, type HttpBackend } from './helpers/rls-http-server.ts';

/** Starting a backend (migrations, the recipe seed, sign-ins) can be slow on a busy machine. */
const SETUP_TIMEOUT_MS = 180_000;
/** Per backend: 1,200 query strings and 1,200 bodies (CI runs both backends: 4,800 requests). */
const RUNS = 1200;
const SEED = 1424;

const kinds: DatabaseKind[] = ['pglite', 'postgres'];
const postgresUp = await postgresAvailable();

const TABLES = [
  'recipes',
  'profiles',
  'saved_recipes',
  'favorites',
  'app_settings',
  'user_roles',
  'no_such_table',
];
const COLUMNS = [
  'id',
  'title',
  'description',
  'user_id',
  'avatar_url',
  'ingredients',
  'diet_tags',
  'total_minutes',
  'key',
  'value',
  'x',
];
const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'lt',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'in',
  'cs',
  'cd',
  'ov',
  'fts',
  'plfts',
  'wfts',
  'not.eq',
  'eq(any)',
  'bogus',
];

/** Text with the characters PostgREST's grammar cares about, plus anything at all. */
const token = fc.oneof(
  fc.string({
    unit: fc.constantFrom(
      '(',
      ')',
      ',',
      '.',
      '"',
      '\\',
      '*',
      '{',
      '}',
      ':',
      '!',
      '^',
      '$',
      '|',
      '%',
      'a',
      '1',
      ' ',
    ),
    maxLength: 30,
  }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    'null',
    'true',
    '(1,2,3)',
    '{a,b}',
    '^(a+)+$',
    '(.*)\\1',
    '((.*){1,100}){1,10}',
    'or(a.eq.1)',
    '2024-01-01',
  ),
);

const filterParam = fc
  .tuple(fc.constantFrom(...COLUMNS), fc.constantFrom(...OPERATORS), token)
  .map(([c, o, v]) => [c, `${o}.${v}`] as const);
const logicParam = fc
  .tuple(fc.constantFrom('or', 'and', 'not.or'), fc.integer({ min: 0, max: 15 }), filterParam)
  .map(
    ([op, depth, [c, f]]) => [op, `(${'or('.repeat(depth)}${c}.${f}${')'.repeat(depth)})`] as const,
  );
const otherParam = fc
  .tuple(fc.constantFrom('select', 'order', 'limit', 'offset', 'columns', 'on_conflict'), token)
  .map(([k, v]) => [k, v] as const);
const queryString = fc
  .array(fc.oneof(filterParam, logicParam, otherParam), { maxLength: 5 })
  .map((params) =>
    params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'),
  );

/** JSON of any shape (sometimes far too deep), or text that only looks like JSON. */
const body = fc.oneof(
  fc.json({ maxDepth: 4 }),
  fc.jsonValue({ maxDepth: 3 }).map((v) =>
    JSON.stringify({
      title: 'Fuzz',
      url: 'https://f.example/',
      canonical_url: 'https://f.example/',
      data: v,
    }),
  ),
  fc.integer({ min: 60, max: 20_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.string({
    unit: fc.constantFrom('{', '}', '[', ']', '"', ':', ',', '\\', 'a', '1', ' '),
    maxLength: 60,
  }),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

const BODY_TARGETS = [
  'POST /rest/v1/recipes',
  'POST /rest/v1/saved_recipes',
  'PATCH /rest/v1/profiles?id=eq.00000000-0000-0000-0000-000000000000',
  'POST /rest/v1/rpc/log_security_event',
  'POST /rest/v1/rpc/check_rate_limit_enhanced',
  'POST /rest/v1/rpc/has_role',
  'POST /rest/v1/rpc/no_such_function',
  'POST /auth/v1/token?grant_type=password',
  'POST /auth/v1/token?grant_type=refresh_token',
  'PUT /auth/v1/user',
  'POST /auth/v1/verify',
  'POST /storage/v1/object/list/avatars',
];

describe.each(kinds)('fuzzed requests never get a 500 or take the server down on %s', (kind) => {
  const skip = kind === 'postgres' && !postgresUp;
  let server: HttpBackend;
  let userToken: string;

  beforeAll(async () => {
    if (skip) return;
    server = await startHttpBackend(kind);
    const user = await server.signedInUser('fuzz@larder.test');
    userToken = (await user.client.auth.getSession()).data.session?.access_token ?? '';
  }, SETUP_TIMEOUT_MS);
  afterAll(() => server?.close());

  const headers = (signedIn: boolean, json: boolean) => ({
    apikey: server.anonKey,
    Authorization: `Bearer ${signedIn ? userToken : server.anonKey}`,
    ...(json ? { 'Content-Type': 'application/json' } : {}),
  });

  it.skipIf(skip)(
    `answers ${RUNS} generated REST query strings without a 500`,
    { timeout: 600_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...TABLES),
          queryString,
          fc.boolean(),
          async (table, query, signedIn) => {
            const res = await fetch(`${server.url}/rest/v1/${table}?${query}`, {
              headers: headers(signedIn, false),
            });
            await res.arrayBuffer();
            expect(res.status, `GET /rest/v1/${table}?${query}`).toBeLessThan(500);
          },
        ),
        { numRuns: RUNS, seed: SEED },
      );
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
    },
  );

  it.skipIf(skip)(
    `answers ${RUNS} generated JSON bodies without a 500`,
    { timeout: 600_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...BODY_TARGETS),
          body,
          fc.boolean(),
          async (target, text, signedIn) => {
            const [method = 'POST', path = '/'] = target.split(' ');
            const res = await fetch(`${server.url}${path}`, {
              method,
              body: text,
              headers: headers(signedIn, true),
            });
            await res.arrayBuffer();
            expect(res.status, `${target} ${text.slice(0, 200)}`).toBeLessThan(500);
          },
        ),
        { numRuns: RUNS, seed: SEED },
      );
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
    },
  );
});
