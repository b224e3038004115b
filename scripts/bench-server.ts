/**
 * `npm run bench:server`: load figures for the embedded backend on loopback, on PGlite and on the
 * PostgreSQL server (DATABASE_URL base, default postgres://postgres@127.0.0.1:5432):
 * first-run and cold start times, then autocannon against a signed-in kitchen read, a kitchen
 * update and a token refresh, and what the hardening checks (JSON depth scan, statement timeout)
 * and the request metrics cost per request. BENCH_SECONDS (default 5) and BENCH_CONNECTIONS (default 10).
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
import type { Database } from '../server/db/database.ts';
import { jsonTooDeep } from '../server/http/json-depth.ts';
import { checkPattern } from '../server/rest/parse-filter.ts';
import { RequestMetrics } from '../server/metrics/metrics.ts';

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

function load(
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

/**
 * A signed-in request's claims statement with and without the statement timeout (the client
 * address is set for anonymous callers only), interleaved in alternating order so machine load hits both alike: the
 * median difference is what the timeout costs each request.
 */
async function statementTimeoutCost(db: Database, rounds = 21, perRound = 50): Promise<number> {
  const claims = JSON.stringify({
    role: 'authenticated',
    sub: '00000000-0000-0000-0000-000000000000',
  });
  const base = `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true),
                       set_config('search_path', 'public, extensions', true)`;
  const withTimeout = `${base}, case when $2::text <> '' then set_config('statement_timeout', $2, true) end,
                       case when $3::text <> '' then set_config('request.client_address', $3, true) end`;
  const run = async (sql: string, params: unknown[]) => {
    const started = performance.now();
    for (let i = 0; i < perRound; i++) await db.transaction((tx) => tx.query(sql, params));
    return performance.now() - started;
  };
  await run(base, [claims]);
  await run(withTimeout, [claims, '8000ms', '']);
  const differences: number[] = [];
  for (let r = 0; r < rounds; r++) {
    // Alternate which variant goes first, so neither profits from the other's warm caches.
    const first = r % 2 === 0;
    const a = await run(first ? base : withTimeout, first ? [claims] : [claims, '8000ms', '']);
    const b = await run(first ? withTimeout : base, first ? [claims, '8000ms', ''] : [claims]);
    const [plain, timed] = first ? [a, b] : [b, a];
    differences.push(((timed - plain) * 1000) / perRound);
  }
  // The median round: one round disturbed by another process does not decide the figure.
  return differences.sort((a, b) => a - b)[Math.floor(rounds / 2)] ?? 0;
}

type Kind = 'pglite' | 'postgres' | 'postgres-2';

async function benchKind(kind: Kind): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `larder-bench-${kind}-`));
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
  try {
    const [first, firstRunMs] = await timed(() => createLocalBackend(options));
    await first.close();
    const [started, coldMs] = await timed(() => createLocalBackend(options));
    // The second server shares the database (and the data folder: allowed on PostgreSQL).
    const [other, secondMs] =
      kind === 'postgres-2' ? await timed(() => createLocalBackend(options)) : [null, 0];
    const proxy = other ? await roundRobin([started.url, other.url]) : null;
    const backend = { url: proxy?.url ?? started.url, anonKey: started.anonKey };
    try {
      const email = `bench-${randomBytes(3).toString('hex')}@example.com`;
      const password = 'correct horse battery staple';
      const signup = createClient(backend.url, backend.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: UndiciWebSocket as unknown as typeof globalThis.WebSocket },
      });
      const created = await signup.auth.signUp({ email, password });
      if (created.error) throw created.error;
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
      if (!seed.ok)
        throw new Error(`seeding the kitchen failed: ${seed.status} ${await seed.text()}`);

      const figures: Figure[] = [];
      figures.push(
        await load('kitchen read (select user_ingredients)', {
          url: `${backend.url}/rest/v1/user_ingredients?select=*&user_id=eq.${userId}`,
          headers,
        }),
      );
      let n = 0;
      figures.push(
        await load(
          'kitchen update (patch user_ingredients)',
          {
            url: `${backend.url}/rest/v1/user_ingredients?user_id=eq.${userId}`,
            method: 'PATCH',
            headers,
            body: JSON.stringify({ ingredients: ['butter', 'eggs', 'flour', 'milk'] }),
          },
          (client) => {
            client.on('body', () =>
              client.setBody(
                JSON.stringify({ ingredients: ['butter', 'eggs', 'flour', `milk ${++n % 50}`] }),
              ),
            );
          },
        ),
      );
      let next = 0;
      figures.push(
        await load(
          'token refresh (grant_type=refresh_token)',
          {
            url: `${backend.url}/auth/v1/token?grant_type=refresh_token`,
            method: 'POST',
            headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
            body: JSON.stringify({ refresh_token: session.refresh_token }),
          },
          (client) => {
            // Each connection rotates its own session's refresh token, as a real client would.
            const own = sessions[next++ % sessions.length] as Session;
            client.setBody(JSON.stringify({ refresh_token: own.refresh_token }));
            client.on('body', (body) => {
              try {
                const token = (JSON.parse(body.toString()) as { refresh_token?: string })
                  .refresh_token;
                if (token) client.setBody(JSON.stringify({ refresh_token: token }));
              } catch {
                // not JSON: keep the last token
              }
            });
          },
        ),
      );

      // What the hardening checks add to each request, against the kitchen read's time per request.
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
      const timeoutUs = kind === 'postgres' ? await statementTimeoutCost(started.db) : null;
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
        `\n| ${SECONDS}s, ${CONNECTIONS} connections | req/s | p50 ms | p95 ms | p99 ms | requests | non-2xx/errors |`,
      );
      console.log('|---|---:|---:|---:|---:|---:|---:|');
      for (const f of figures) {
        console.log(
          `| ${f.name} | ${f.rps.toFixed(0)} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.requests} | ${f.failed} |`,
        );
      }
      const share = (us: number, per: number) => `${((Math.max(0, us) / per) * 100).toFixed(2)} %`;
      console.log(
        `\n| hardening check | µs per request | share of a kitchen update (${updateUs.toFixed(0)} µs) | share of a kitchen read (${readUs.toFixed(0)} µs) |`,
      );
      console.log('|---|---:|---:|---:|');
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
      if (timeoutUs !== null) {
        console.log(
          `| statement timeout in a signed-in request's claims statement | ${timeoutUs.toFixed(1)} | ${share(timeoutUs, updateUs)} | ${share(timeoutUs, readUs)} |`,
        );
      }
    } finally {
      await proxy?.close();
      await other?.close();
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
