import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  postgresAvailable,
  type DatabaseKind,
  type TestDatabase,
} from './helpers/schema-db.ts';

/**
 * A transaction's BEGIN and prelude travel with its first statement, and a statement marked `last`
 * takes the COMMIT along (server/db/postgres.ts, pglite.ts): the same answers as one message each,
 * on both engines.
 */
const kinds: DatabaseKind[] = ['pglite', 'postgres'];
const postgresUp = await postgresAvailable();

const prelude = (claim: string) => [
  { sql: `select set_config('request.claim', $1, true)`, params: [claim] },
];

describe.each(kinds)('transaction messages on %s', (kind) => {
  const skip = kind === 'postgres' && !postgresUp;
  let test: TestDatabase;

  beforeAll(async () => {
    if (skip) return;
    test = await openTestDatabase(kind);
    await test.db.exec(`create table notes (id int primary key, body text not null)`);
  });
  afterAll(() => test?.close());

  it.skipIf(skip)('runs the prelude before the first statement, whatever its values', async () => {
    // Values that can be written into the statement: it goes in one message with BEGIN.
    const inlined = await test.db.transaction(
      async (tx) =>
        (
          await tx.query<{ claim: string; a$1: string; b: string; n: string }>(
            `select current_setting('request.claim', true) as claim, $1::text as "a$1",
                    '$2' as b, $2::int::text as n`,
            ["it's $v$ -- x", -5],
          )
        ).rows,
      { prelude: prelude('alice'), readOnly: true },
    );
    expect(inlined).toEqual([{ claim: 'alice', a$1: "it's $v$ -- x", b: '$2', n: '-5' }]);
    // An array is bound: BEGIN goes first on its own, then the statement.
    const bound = await test.db.transaction(
      async (tx) =>
        (
          await tx.query<{ claim: string; list: string[] }>(
            `select current_setting('request.claim', true) as claim, $1::text[] as list`,
            [['x', 'y']],
          )
        ).rows,
      { prelude: prelude('dave'), readOnly: true },
    );
    expect(bound).toEqual([{ claim: 'dave', list: ['x', 'y'] }]);
  });

  it.skipIf(skip)(
    'commits with the last statement and refuses any statement after it',
    async () => {
      await expect(
        test.db.transaction(
          async (tx) => {
            await tx.query(`insert into notes values ($1, $2)`, [1, 'kept'], { last: true });
            await tx.query(`insert into notes values ($1, $2)`, [2, 'never']);
          },
          { prelude: prelude('bob') },
        ),
      ).rejects.toThrow();
      const { rows } = await test.db.query<{ id: number; body: string }>(
        `select id, body from notes order by id`,
      );
      expect(rows).toEqual([{ id: 1, body: 'kept' }]);
    },
  );

  it.skipIf(skip)(
    'rolls back when the first statement fails, and the connection goes on',
    async () => {
      await expect(
        test.db.transaction(
          (tx) => tx.query(`insert into notes values ($1, $2)`, [1, 'duplicate'], { last: true }),
          { prelude: prelude('carol') },
        ),
      ).rejects.toMatchObject({ code: '23505' });
      // Every pooled connection answers in a fresh transaction, with the new caller's claim.
      const claims = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          test.db.transaction(
            async (tx) =>
              (
                await tx.query<{ claim: string }>(
                  `select current_setting('request.claim', true) as claim`,
                  [],
                  { last: true },
                )
              ).rows[0]?.claim,
            { prelude: prelude(`user ${i}`), readOnly: true },
          ),
        ),
      );
      expect(claims).toEqual(Array.from({ length: 12 }, (_, i) => `user ${i}`));
    },
  );

  it.skipIf(skip)('rolls back a failing statement after an inlined first one', async () => {
    await expect(
      test.db.transaction(async (tx) => {
        await tx.query(`insert into notes values ($1, $2)`, [3, 'gone']);
        await tx.query(`insert into notes values ($1, $2)`, [3, 'clash']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const { rows } = await test.db.query(`select id from notes where id = 3`);
    expect(rows).toEqual([]);
  });
});
