/**
 * npm run bench:food-search — p50/p95 latency of food search for the everyday queries
 * (domain/nutrition/everyday-food-queries.ts) over all 8,463 SR26 foods:
 * - server: public.search_foods as the anon role (withClaims, as the REST layer runs it) on PGlite
 *   and on PostgreSQL (LARDER_TEST_POSTGRES_URL or postgres://postgres@127.0.0.1:5432/test; a
 *   throwaway database is created and dropped; skipped with a note when unreachable);
 * - in-browser: the bundled offline index (src/features/nutrition/foods-index.json) under Node.
 * Targets: p95 ≤ 20 ms on the server, ≤ 10 ms in the browser.
 *
 * Options: --rounds=N (each query N times per engine; default 20), --engines=pglite,postgres,browser
 */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  EVERYDAY_FOOD_QUERIES,
  FoodSearchIndex,
  unpackFoods,
  type PackedFoods,
} from '../domain/index.ts';
import { runBootstrap } from '../server/db/bootstrap.ts';
import { withClaims } from '../server/db/claims.ts';
import type { Database } from '../server/db/database.ts';
import { applyMigrations } from '../server/db/migrate.ts';
import { openPglite } from '../server/db/pglite.ts';
import { openPostgres } from '../server/db/postgres.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const ROUNDS = Number(arg('rounds') ?? 20);
const ENGINES = (arg('engines') ?? 'pglite,postgres,browser').split(',');
const QUERIES = EVERYDAY_FOOD_QUERIES.map(([q]) => q);
const POSTGRES_URL =
  process.env.LARDER_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function report(label: string, samples: number[], target: number): boolean {
  const sorted = [...samples].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  const ok = p95 <= target;
  console.log(
    `${label.padEnd(34)} n=${String(samples.length).padStart(5)}  p50 ${p50.toFixed(2).padStart(7)} ms  p95 ${p95.toFixed(2).padStart(7)} ms  (target p95 ≤ ${target} ms) ${ok ? 'ok' : 'OVER'}`,
  );
  return ok;
}

async function benchServer(db: Database): Promise<number[]> {
  const samples: number[] = [];
  // One warm-up pass (plans, caches), then the measured rounds.
  for (let round = -1; round < ROUNDS; round += 1) {
    for (const q of QUERIES) {
      const start = performance.now();
      await withClaims(
        db,
        { role: 'anon' },
        (tx) => tx.query('select ndb, name from public.search_foods($1, 20)', [q]),
        {
          readOnly: true,
        },
      );
      if (round >= 0) samples.push(performance.now() - start);
    }
  }
  return samples;
}

async function prepare(db: Database): Promise<void> {
  await runBootstrap(db);
  await applyMigrations(db);
}

async function main(): Promise<void> {
  let ok = true;
  if (ENGINES.includes('browser')) {
    const packed = JSON.parse(
      readFileSync(new URL('../src/features/nutrition/foods-index.json', import.meta.url), 'utf8'),
    ) as PackedFoods;
    const buildStart = performance.now();
    const index = new FoodSearchIndex(unpackFoods(packed));
    console.log(
      `in-browser index: ${index.size} foods, built in ${(performance.now() - buildStart).toFixed(1)} ms`,
    );
    const samples: number[] = [];
    for (let round = -1; round < ROUNDS; round += 1) {
      for (const q of QUERIES) {
        const start = performance.now();
        index.search(q, 20);
        if (round >= 0) samples.push(performance.now() - start);
      }
    }
    ok = report('in-browser index (Node)', samples, 10) && ok;
  }
  if (ENGINES.includes('pglite')) {
    const db = await openPglite(undefined);
    try {
      await prepare(db);
      ok = report('server: search_foods on PGlite', await benchServer(db), 20) && ok;
    } finally {
      await db.close();
    }
  }
  if (ENGINES.includes('postgres')) {
    const name = `larder_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
    try {
      await admin.connect();
    } catch {
      console.log(`server: PostgreSQL not reachable at ${POSTGRES_URL}; skipped`);
      return finish(ok);
    }
    await admin.query(`create database ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    const db = await openPostgres(url.toString());
    try {
      await prepare(db);
      ok = report('server: search_foods on PostgreSQL', await benchServer(db), 20) && ok;
    } finally {
      await db.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  finish(ok);
}

function finish(ok: boolean): void {
  if (!ok) process.exitCode = 1;
}

await main();
