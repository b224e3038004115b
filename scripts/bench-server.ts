/**
 * `npm run bench:server`: load figures for the embedded backend on loopback, on PGlite and on the
 * PostgreSQL server (DATABASE_URL base, default postgres://postgres@127.0.0.1:5432):
 * first-run and cold start times, then autocannon against a signed-in kitchen read, a kitchen
 * update and a token refresh (each after a 1 s warm-up), and what the hardening checks cost:
 * - the statement time limit, as an A/B in the same run: the same server twice, with the limits and
 *   with STATEMENT_TIMEOUT_*_MS=0, loaded in turn (the order alternating) for BENCH_AB_ROUNDS
 *   (default 6) rounds of BENCH_AB_SECONDS (default 2) per variant; the median of the rounds'
 *   ratios is the throughput kept with the limit. Then the same comparison without HTTP: the kitchen
 *   read's transaction with and without the limit, interleaved, in µs per request.
 * - the JSON depth scan, the regex bounds and the request metrics: their µs per call against the
 *   time of a request (they have no switch).
 * BENCH_SECONDS (default 5) and BENCH_CONNECTIONS (default 10).
 * `postgres-2`: two servers on one PostgreSQL database behind a loopback round-robin (each new
 * connection goes to the next server), the combined throughput of a two-instance set-up.
 *
 *   npm run bench:server [-- pglite | postgres | postgres-2]   (default: all three)
 */
import { createRequire } from 'node:module';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { createClient, type Session } from '@supabase/supabase-js';
import { WebSocket as UndiciWebSocket } from 'undici';
import { createLocalBackend, type LocalBackendOptions } from '../server/index.ts';
import type { Database, Queryable } from '../server/db/database.ts';
import { openPostgres } from '../server/db/postgres.ts';
import { jsonTooDeep } from '../server/http/json-depth.ts';
import { checkPattern } from '../server/rest/parse-filter.ts';
import { RequestMetrics } from '../server/metrics/metrics.ts';
import { withClaims } from '../server/db/claims.ts';

interface AutocannonClient {
  setBody(body: string): void;
  on(event: 'body', listener: (body: Buffer) => void): void;
}
interface AutocannonInstance {
  on(
    event: 'response',
    listener: (client: AutocannonClient, status: number, bytes: number, ms: number) => void,
  ): void;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  duration: number;
}
type Autocannon = ((
  options: Record<string, unknown>,
  done: (err: Error | null, result: AutocannonResult) => void,
) => AutocannonInstance) & {
  track?: unknown;
};

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const AB_ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 6);
const AB_SECONDS = Number(process.env.BENCH_AB_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PG_BASE = (process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(
  /\/+$/,
  '',
);
const ENV = {
  MAILER_AUTOCONFIRM: 'true',
  AUTH_RATE_LIMIT_TOKEN: '100000000',
  AUTH_RATE_LIMIT_EMAIL: '100000000',
};

interface Figure {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  failed: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** A measured run after `warmup` seconds of the same load (JIT, caches, the pool's connections). */
async function load(
  name: string,
  options: Record<string, unknown>,
  setupClient?: (client: AutocannonClient) => void,
  warmup = 1,
): Promise<Figure> {
  if (warmup > 0) await run(name, { ...options, duration: warmup }, setupClient);
  return run(name, options, setupClient);
}

function run(
  name: string,
  options: Record<string, unknown>,
  setupClient?: (client: AutocannonClient) => void,
): Promise<Figure> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        connections: CONNECTIONS,
        duration: SECONDS,
        ...options,
        ...(setupClient ? { setupClient } : {}),
      },
      (err, result) => {
        if (err) return reject(err);
        latencies.sort((a, b) => a - b);
        resolve({
          name,
          rps: result.requests.total / result.duration,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          requests: result.requests.total,
          failed: result.non2xx + result.errors,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await fn();
  return [value, performance.now() - started];
}

/** A loopback TCP round-robin: each new connection is piped to the next server in turn. */
async function roundRobin(
  targets: readonly string[],
): Promise<{ url: string; close(): Promise<void> }> {
  const ports = targets.map((url) => Number(new URL(url).port));
  const open = new Set<net.Socket>();
  let next = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(ports[next++ % ports.length] ?? 0, '127.0.0.1');
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      socket.on('error', drop);
      socket.on('close', drop);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function signIn(
  backend: { url: string; anonKey: string },
  email: string,
  password: string,
): Promise<Session> {
  const client = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: UndiciWebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
  return data.session;
}

/** Mean microseconds of fn over `runs` calls (after a warm-up). */
function microseconds(fn: () => unknown, runs: number): number {
  for (let i = 0; i < Math.min(runs, 1000); i++) fn();
  const started = performance.now();
  for (let i = 0; i < runs; i++) fn();
  return ((performance.now() - started) * 1000) / runs;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

interface AB {
  withRps: number;
  withoutRps: number;
  /** Median over the rounds of (with / without). */
  ratio: number;
  low: number;
  high: number;
}

/**
 * The same load on two targets in turn, AB_ROUNDS times, alternating which goes first so that
 * neither profits from the other's warm caches or from a quieter moment of the machine.
 */
async function alternate(
  a: () => Promise<Figure>,
  b: () => Promise<Figure>,
  rounds = AB_ROUNDS,
): Promise<AB> {
  const ratios: number[] = [];
  const withRps: number[] = [];
  const withoutRps: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const first = r % 2 === 0;
    const x = await (first ? a() : b());
    const y = await (first ? b() : a());
    const [limited, bare] = first ? [x, y] : [y, x];
    if (limited.failed > 0 || bare.failed > 0) throw new Error(`${limited.name}: requests failed`);
    withRps.push(limited.rps);
    withoutRps.push(bare.rps);
    ratios.push(limited.rps / bare.rps);
  }
  return {
    withRps: median(withRps),
    withoutRps: median(withoutRps),
    ratio: median(ratios),
    low: Math.min(...ratios),
    high: Math.max(...ratios),
  };
}

/** CPU time (µs) of a PostgreSQL backend on this machine, from Linux's schedstat; null elsewhere. */
async function backendCpuUs(db: Database): Promise<(() => Promise<number>) | null> {
  if (db.kind !== 'postgres') return null;
  const pid = (await db.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
  const file = `/proc/${pid}/schedstat`;
  const read = async () => Number((await fs.readFile(file, 'utf8')).split(' ')[0]) / 1000;
  return read().then(
    () => read,
    () => null,
  );
}

/**
 * The kitchen read's transaction without HTTP (BEGIN, the claims statement, the page query,
 * COMMIT) with a statement time limit and without, interleaved in alternating order: the median
 * difference is what the limit costs a request. Measured as CPU time — this process's (the
 * server's thread and PGlite's worker) plus, on PostgreSQL here, the backend's — because wall time
 * on a loaded machine varies by far more than the cost. `limited` and `bare` may be one database
 * (PGlite: the limit is the worker host's timer) or two pools of one connection (PostgreSQL: the
 * limit is each connection's statement_timeout, so one keeps 8000 and the other 0).
 */
async function transactionCost(
  limited: Database,
  bare: Database,
  userId: string,
  rounds = 21,
  perRound = 100,
): Promise<{ us: number; backend: boolean }> {
  const claims = { role: 'authenticated' as const, sub: userId };
  const read = (tx: Queryable) =>
    tx.query(
      `select pg_catalog.count(*)::int as page_total, coalesce(json_agg(_t), '[]')::text as body
         from (select * from public.user_ingredients where user_id = $1 limit 1000) as _t`,
      [userId],
      { last: true },
    );
  const backends = new Map<Database, (() => Promise<number>) | null>();
  for (const db of [limited, bare]) backends.set(db, await backendCpuUs(db));
  const round = async (db: Database, ms: number) => {
    const backend = backends.get(db) ?? null;
    const serverBefore = (await backend?.()) ?? 0;
    const before = process.cpuUsage();
    for (let i = 0; i < perRound; i++) {
      await withClaims(db, claims, read, { statementTimeoutMs: ms });
    }
    const used = process.cpuUsage(before);
    const server = ((await backend?.()) ?? 0) - serverBefore;
    return used.user + used.system + server;
  };
  await round(limited, 8000);
  await round(bare, 0);
  const differences: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const first = r % 2 === 0;
    const x = await (first ? round(limited, 8000) : round(bare, 0));
    const y = await (first ? round(bare, 0) : round(limited, 8000));
    const [withLimit, without] = first ? [x, y] : [y, x];
    differences.push((withLimit - without) / perRound);
  }
  // The median round: one round disturbed by another process does not decide the figure.
  return { us: median(differences), backend: backends.get(limited) != null };
}

type Kind = 'pglite' | 'postgres' | 'postgres-2';

interface Kitchen {
  url: string;
  anonKey: string;
  userId: string;
  /** CONNECTIONS sessions of one user: autocannon's connections each rotate their own. */
  sessions: Session[];
  headers: Record<string, string>;
}

/** A user signed in CONNECTIONS times (signed up first unless `existing`) with a seeded kitchen. */
async function kitchenUser(
  backend: { url: string; anonKey: string },
  email: string,
  existing: boolean,
): Promise<Kitchen> {
  const password = 'correct horse battery staple';
  if (!existing) {
    const signup = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: UndiciWebSocket as unknown as typeof globalThis.WebSocket },
    });
    const created = await signup.auth.signUp({ email, password });
    if (created.error) throw created.error;
  }
  const sessions = await Promise.all(
    Array.from({ length: CONNECTIONS }, () => signIn(backend, email, password)),
  );
  const session = sessions[0] as Session;
  const userId = session.user.id;
  const headers = {
    apikey: backend.anonKey,
    Authorization: `Bearer ${session.access_token}`,
    'Content-Type': 'application/json',
  };
  const seed = await fetch(`${backend.url}/rest/v1/user_ingredients?on_conflict=user_id`, {
    method: 'POST',
    headers: { ...headers, Prefer: 'resolution=merge-duplicates' },
    body: JSON.stringify({ user_id: userId, ingredients: ['eggs', 'flour', 'milk'] }),
  });
  if (!seed.ok) throw new Error(`seeding the kitchen failed: ${seed.status} ${await seed.text()}`);
  return { ...backend, userId, sessions, headers };
}

const READ = 'kitchen read (select user_ingredients)';
const UPDATE = 'kitchen update (patch user_ingredients)';

function kitchenRead(k: Kitchen, seconds = SECONDS, warmup = 1): Promise<Figure> {
  return load(
    READ,
    {
      url: `${k.url}/rest/v1/user_ingredients?select=*&user_id=eq.${k.userId}`,
      headers: k.headers,
      duration: seconds,
    },
    undefined,
    warmup,
  );
}

let edits = 0;
function kitchenUpdate(k: Kitchen, seconds = SECONDS, warmup = 1): Promise<Figure> {
  return load(
    UPDATE,
    {
      url: `${k.url}/rest/v1/user_ingredients?user_id=eq.${k.userId}`,
      method: 'PATCH',
      headers: k.headers,
      body: JSON.stringify({ ingredients: ['butter', 'eggs', 'flour', 'milk'] }),
      duration: seconds,
    },
    (client) => {
      client.on('body', () =>
        client.setBody(
          JSON.stringify({ ingredients: ['butter', 'eggs', 'flour', `milk ${++edits % 50}`] }),
        ),
      );
    },
    warmup,
  );
}

function tokenRefresh(k: Kitchen): Promise<Figure> {
  let next = 0;
  return load(
    'token refresh (grant_type=refresh_token)',
    {
      url: `${k.url}/auth/v1/token?grant_type=refresh_token`,
      method: 'POST',
      headers: { apikey: k.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: k.sessions[0]?.refresh_token }),
    },
    (client) => {
      // Each connection rotates its own session's refresh token, as a real client would.
      const own = k.sessions[next++ % k.sessions.length] as Session;
      client.setBody(JSON.stringify({ refresh_token: own.refresh_token }));
      client.on('body', (body) => {
        try {
          const token = (JSON.parse(body.toString()) as { refresh_token?: string }).refresh_token;
          if (token) client.setBody(JSON.stringify({ refresh_token: token }));
        } catch {
          // not JSON: keep the last token
        }
      });
    },
  );
}

/** The settings that turn the statement time limit off: the B of the A/B. */
const NO_LIMIT = { STATEMENT_TIMEOUT_ANON_MS: '0', STATEMENT_TIMEOUT_AUTHENTICATED_MS: '0' };

async function benchKind(kind: Kind): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `larder-bench-${kind}-`));
  const bareDir = `${dataDir}-no-limit`;
  let dbName: string | null = null;
  const options: LocalBackendOptions = { dataDir, quiet: true, env: ENV, databaseUrl: undefined };
  if (kind !== 'pglite') {
    dbName = `larder_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    options.databaseUrl = `${PG_BASE}/${dbName}`;
  }
  const ab = kind !== 'postgres-2';
  try {
    const [first, firstRunMs] = await timed(() => createLocalBackend(options));
    await first.close();
    // The A/B's second server: on PGlite a copy of the migrated folder (one process per folder),
    // on PostgreSQL the same database.
    if (ab && kind === 'pglite') await fs.cp(dataDir, bareDir, { recursive: true });
    const [started, coldMs] = await timed(() => createLocalBackend(options));
    // The second server shares the database (and the data folder: allowed on PostgreSQL).
    const [other, secondMs] =
      kind === 'postgres-2' ? await timed(() => createLocalBackend(options)) : [null, 0];
    const bare = ab
      ? await createLocalBackend({
          ...options,
          dataDir: kind === 'pglite' ? bareDir : dataDir,
          env: { ...ENV, ...NO_LIMIT },
        })
      : null;
    const proxy = other ? await roundRobin([started.url, other.url]) : null;
    const backend = { url: proxy?.url ?? started.url, anonKey: started.anonKey };
    try {
      const email = `bench-${randomBytes(3).toString('hex')}@example.com`;
      const kitchen = await kitchenUser(backend, email, false);
      const bareKitchen = bare
        ? await kitchenUser(
            { url: bare.url, anonKey: bare.anonKey },
            email,
            kind !== 'pglite', // PostgreSQL: the same database, so the same user
          )
        : null;

      const figures: Figure[] = [];
      figures.push(await kitchenRead(kitchen));
      figures.push(await kitchenUpdate(kitchen));
      figures.push(await tokenRefresh(kitchen));

      // The statement time limit, A/B: the same requests on the server with the limits and on the
      // one without, in turn. The server without first gets the load the other just had, so both
      // are as warm (PGlite's WebAssembly tiers up per worker).
      if (bareKitchen) {
        await kitchenRead(bareKitchen);
        await kitchenUpdate(bareKitchen);
      }
      const readAB = bareKitchen
        ? await alternate(
            () => kitchenRead(kitchen, AB_SECONDS, 0),
            () => kitchenRead(bareKitchen, AB_SECONDS, 0),
          )
        : null;
      const updateAB = bareKitchen
        ? await alternate(
            () => kitchenUpdate(kitchen, AB_SECONDS, 0),
            () => kitchenUpdate(bareKitchen, AB_SECONDS, 0),
          )
        : null;
      // …and its cost per transaction without HTTP around it.
      let transaction: { us: number; backend: boolean } | null = null;
      if (ab && kind === 'pglite') {
        transaction = await transactionCost(started.db, started.db, kitchen.userId);
      } else if (ab && options.databaseUrl) {
        const limited = await openPostgres(options.databaseUrl, { max: 1 });
        const unlimited = await openPostgres(options.databaseUrl, { max: 1 });
        try {
          transaction = await transactionCost(limited, unlimited, kitchen.userId);
        } finally {
          await limited.close();
          await unlimited.close();
        }
      }

      // The checks without a switch: µs per call against the time of a request.
      const updateBody = JSON.stringify({ ingredients: ['butter', 'eggs', 'flour', 'milk 1'] });
      const depthUs = microseconds(() => jsonTooDeep(updateBody), 200_000);
      const bigBody = JSON.stringify({
        ingredients: Array.from({ length: 20_000 }, (_, i) => `ingredient ${i}`),
      });
      const bigDepthUs = microseconds(() => jsonTooDeep(bigBody), 200);
      const bigParseUs = microseconds(() => JSON.parse(bigBody), 200);
      const patternUs = microseconds(() => checkPattern('^(chicken|beef).*stew$'), 200_000);
      // The metrics middleware's own work per request: two clock reads and one record() (target < 2 %).
      const metrics = new RequestMetrics();
      let tick = 0;
      const metricsUs = microseconds(() => {
        const start = performance.now();
        metrics.record(
          'GET',
          `/rest/v1/user_ingredients`,
          (tick += 1) % 100 === 0 ? 500 : 200,
          performance.now() - start + (tick % 50),
        );
      }, 200_000);
      const readUs = 1e6 / (figures[0]?.rps ?? 1);
      const updateUs = 1e6 / (figures[1]?.rps ?? 1);

      console.log(
        `\n## ${kind === 'postgres-2' ? 'postgres, two servers behind a loopback round-robin' : kind}${kind !== 'pglite' ? ` (${PG_BASE})` : ''}`,
      );
      console.log(
        `first run (new data folder/database, bootstrap + all migrations): ${firstRunMs.toFixed(0)} ms`,
      );
      console.log(
        `cold start with the existing data folder:                       ${coldMs.toFixed(0)} ms`,
      );
      if (other)
        console.log(
          `second server on the same database:                             ${secondMs.toFixed(0)} ms`,
        );
      console.log(
        `\n| ${SECONDS}s after 1s of warm-up, ${CONNECTIONS} connections | req/s | p50 ms | p95 ms | p99 ms | requests | non-2xx/errors |`,
      );
      console.log('|---|---:|---:|---:|---:|---:|---:|');
      for (const f of figures) {
        console.log(
          `| ${f.name} | ${f.rps.toFixed(0)} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.requests} | ${f.failed} |`,
        );
      }
      const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
      if (readAB && updateAB) {
        console.log(
          `\nStatement time limit A/B: ${AB_ROUNDS} rounds of ${AB_SECONDS}s per variant, alternating; with = the defaults (anon 3000 ms, signed-in 8000 ms), without = STATEMENT_TIMEOUT_*_MS=0`,
        );
        console.log(
          '\n| request | with: req/s | without: req/s | throughput kept (median of rounds) | rounds’ range | cost |',
        );
        console.log('|---|---:|---:|---:|---:|---:|');
        for (const [name, r] of [
          [READ, readAB],
          [UPDATE, updateAB],
        ] as const) {
          console.log(
            `| ${name} | ${r.withRps.toFixed(0)} | ${r.withoutRps.toFixed(0)} | ${pct(r.ratio)} | ${pct(r.low)}–${pct(r.high)} | ${pct(Math.max(0, 1 - r.ratio))} |`,
          );
        }
      }
      const share = (us: number, per: number) => `${((Math.max(0, us) / per) * 100).toFixed(2)} %`;
      console.log(
        `\n| hardening check | µs per request | share of a kitchen update (${updateUs.toFixed(0)} µs) | share of a kitchen read (${readUs.toFixed(0)} µs) |`,
      );
      console.log('|---|---:|---:|---:|');
      if (transaction !== null) {
        // Signed: a negative figure is noise larger than the cost.
        const signed = (us: number, per: number) => `${((us / per) * 100).toFixed(2)} %`;
        const where = transaction.backend
          ? 'CPU of this process and the PostgreSQL backend'
          : 'CPU of this process (server thread and PGlite worker)';
        console.log(
          `| statement time limit: the kitchen read's transaction with it minus without it, no HTTP (${where}; median of 21 interleaved rounds of 100) | ${transaction.us.toFixed(1)} | ${signed(transaction.us, updateUs)} | ${signed(transaction.us, readUs)} |`,
        );
      }
      console.log(
        `| JSON depth scan, kitchen update body (${updateBody.length} B) | ${depthUs.toFixed(2)} | ${share(depthUs, updateUs)} | – |`,
      );
      console.log(
        `| JSON depth scan, ${(bigBody.length / 1024).toFixed(0)} KB body (JSON.parse of it: ${bigParseUs.toFixed(0)} µs) | ${bigDepthUs.toFixed(0)} | ${share(bigDepthUs, bigParseUs)} of its JSON.parse | – |`,
      );
      console.log(
        `| regex filter bounds (one match pattern) | ${patternUs.toFixed(2)} | – | ${share(patternUs, readUs)} |`,
      );
      console.log(
        `| request metrics (clock reads + bounded histograms) | ${metricsUs.toFixed(2)} | ${share(metricsUs, updateUs)} | ${share(metricsUs, readUs)} |`,
      );
    } finally {
      await proxy?.close();
      await other?.close();
      await bare?.close();
      await started.close();
    }
  } finally {
    if (dbName) {
      const admin = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(bareDir, { recursive: true, force: true });
  }
}

const kinds = (
  process.argv[2] ? [process.argv[2]] : ['pglite', 'postgres', 'postgres-2']
) as Kind[];
console.log(
  `Larder server benchmark — Node ${process.version}, ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, loopback`,
);
for (const kind of kinds) await benchKind(kind);
