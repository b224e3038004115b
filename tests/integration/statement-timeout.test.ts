import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DB_KINDS, startTestBackend, type TestBackend } from './helpers/rest-backend.ts';
import { USER_A, USER_B, seedNotes } from './helpers/rest-seed.ts';
import { postgresAvailable } from './helpers/schema-db.ts';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const postgresUp = await postgresAvailable();
/** Short, so the test does not wait long; the defaults are 3 s (anon) and 8 s (signed in). */
const LIMIT_MS = 1500;
/** Loop turns far beyond any limit (hours of work): only the time limit can end this statement. */
const FOREVER = 1e13;

// A statement that runs past its time limit, sent by an anonymous client through the REST API:
// it gets PostgREST's timeout error, and the server stays usable — on PGlite, which runs one
// statement at a time and cannot interrupt one, by stopping and restarting the engine's worker.
describe.each(DB_KINDS)('statement time limit on %s', (kind) => {
  const skip = kind === 'postgres' && !postgresUp;
  let t: TestBackend;

  beforeAll(async () => {
    if (skip) return;
    t = await startTestBackend(kind, {
      env: { SITE_URL: 'http://localhost:5173', STATEMENT_TIMEOUT_ANON_MS: String(LIMIT_MS) },
    });
    await seedNotes(t);
  });
  afterAll(async () => {
    await t?.stop();
  });

  const rpc = (body: object) =>
    fetch(`${t.url}/rest/v1/rpc/slow_count`, {
      method: 'POST',
      headers: { apikey: t.backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it.skipIf(skip)(
    'cancels the slow statement with 57014 while /health and the other clients carry on',
    async () => {
      // A quick call of the same function is answered: only the time limit stops the slow one.
      const quick = await rpc({ n: 1000 });
      expect(quick.status).toBe(200);
      expect(await quick.json()).toBe(1000);

      // A write acknowledged just before the slow statement.
      const userA = await t.as(USER_A);
      const written = await userA
        .from('notes')
        .insert({ title: 'written before the slow statement' })
        .select('id')
        .single();
      expect(written.error).toBeNull();

      const events: string[] = [];
      const slow = rpc({ n: FOREVER }).then(async (res) => {
        events.push('slow answered');
        return { status: res.status, body: (await res.json()) as unknown };
      });

      // /health answers while the statement runs. On PGlite its probe waits behind the statement,
      // so it says busy — which also shows the slow statement has started.
      for (;;) {
        const health = await fetch(`${t.url}/health`);
        expect(health.status).toBe(200);
        const body = (await health.json()) as { status: string; busy?: boolean };
        expect(body.status).toBe('ok');
        if (kind === 'postgres' || body.busy === true) break;
        if (events.includes('slow answered'))
          throw new Error('the slow statement ended before /health saw it run');
      }
      events.push('health answered');

      // Another user's request, sent while the slow statement runs, is served (on PGlite after the restart).
      const userB = await t.as(USER_B);
      const queued = userB.from('notes').select('title').eq('owner_id', USER_B);

      const answer = await slow;
      expect(answer).toEqual({
        status: 500,
        body: {
          code: '57014',
          message: 'canceling statement due to statement timeout',
          details: null,
          hint: null,
        },
      });
      expect(events).toEqual(['health answered', 'slow answered']);

      const queuedResult = await queued;
      expect(queuedResult.error).toBeNull();
      expect(queuedResult.data).toEqual([{ title: 'Hidden hash' }]);

      // The acknowledged write survived, and the next requests of every kind succeed.
      const after = await userA
        .from('notes')
        .select('title')
        .eq('id', written.data?.id ?? -1);
      expect(after.error).toBeNull();
      expect(after.data).toEqual([{ title: 'written before the slow statement' }]);
      const again = await userA
        .from('notes')
        .insert({ title: 'written after the restart' })
        .select('title')
        .single();
      expect(again.error).toBeNull();
      const anonRead = await t
        .anon()
        .from('notes')
        .select('title')
        .is('owner_id', null)
        .order('id');
      expect(anonRead.error).toBeNull();
      expect(anonRead.data?.length).toBeGreaterThan(0);
      expect(await (await rpc({ n: 10 })).json()).toBe(10);
    },
  );

  // PostgreSQL keeps the limit on each pooled connection (server/db/postgres.ts): whichever
  // connection served the last caller, a client transaction runs with its own role's limit and the
  // server's own statements (Auth, migrations, the service role) with none.
  it.skipIf(skip || kind !== 'postgres')(
    "gives each transaction its caller's limit and the server's own statements none, on every pooled connection",
    async () => {
      const db = t.backend.db;
      const setting = "select current_setting('statement_timeout') as value";
      const read = async (statementTimeoutMs?: number) =>
        (
          await db.transaction((tx) => tx.query<{ value: string }>(setting), {
            statementTimeoutMs,
          })
        ).rows[0]?.value;
      // A failed transaction rolls back the SET sent with its BEGIN. One after another, these run
      // on the pool's most recently used connection.
      const failing = () =>
        db
          .transaction(
            async (tx) => {
              await tx.query(setting);
              throw new Error('the caller gives up');
            },
            { statementTimeoutMs: LIMIT_MS },
          )
          .catch(() => undefined);
      for (let turn = 0; turn < 3; turn++) {
        expect(await read(0)).toBe('0');
        await failing();
        expect(await read(LIMIT_MS)).toBe(`${LIMIT_MS}ms`);
      }
      const seen: string[] = [];
      // More turns than the pool has connections, several at once so that each is used.
      for (let turn = 0; turn < 6; turn++) {
        const values = await Promise.all([
          read(LIMIT_MS),
          read(),
          db.query<{ value: string }>(setting).then((r) => r.rows[0]?.value),
          read(8000),
          read(0),
          failing().then(() => read()),
        ]);
        seen.push(values.join(' '));
      }
      expect(new Set(seen)).toEqual(new Set([`${LIMIT_MS}ms 0 0 8s 0 0`]));
    },
  );
});
