import fc from 'fast-check';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineParams } from './inline-params.ts';

describe('inlineParams', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = new PGlite();
    await pg.waitReady;
  });
  afterAll(() => pg.close());

  it('gives Postgres back exactly the string it was given, whatever it holds', async () => {
    // Strings made of the characters that matter to SQL quoting, and any others.
    const tricky = fc.string({
      unit: fc.oneof(
        fc.constantFrom('$', 'v', '1', "'", '"', '\\', ';', '-', '/', '*', 'E', '\n'),
        fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' }),
      ),
      maxLength: 30,
    });
    await fc.assert(
      fc.asyncProperty(tricky, tricky, async (a, b) => {
        const sql = inlineParams('select $1::text as a, $2::text as b, $1::text as c', [a, b]);
        const result = await pg.exec(sql);
        expect(result[0]?.rows).toEqual([{ a, b, c: a }]);
      }),
      { numRuns: 400, seed: 20261127 },
    );
  });

  it('cannot be ended early: values built to close the quotes stay values', async () => {
    const attempts = [
      '$v$; drop table x; --',
      'a$v',
      '$v',
      'v$',
      '$v1$$v$',
      "'); select 1; --",
      '$v$$v1$$v2$$v3$',
    ];
    for (const value of attempts) {
      const [result] = await pg.exec(inlineParams('select $1::text as value', [value]));
      expect(result?.rows).toEqual([{ value }]);
    }
  });

  it('replaces placeholders only: not in names, quoted names, strings, dollar bodies or comments', async () => {
    const sql = `select $1::text as "a$1", 'x$1''$2' as b, E'\\'$1' as c, $q$ $1 $q$ as d,
      $$ $2 $$ as e, $2::int as "say ""$1""" -- $1
      /* $1 /* $2 */ $1 */`;
    const inlined = inlineParams(sql, ['one', 2]);
    expect(inlined).toContain(`'x$1''$2'`);
    expect(inlined).toContain(`$q$ $1 $q$`);
    expect(inlined).toContain(`"say ""$1"""`);
    const [result] = await pg.exec(inlined);
    expect(result?.rows).toEqual([
      { a$1: 'one', b: "x$1'$2", c: "'$1", d: ' $1 ', e: ' $2 ', 'say "$1"': 2 },
    ]);
    const [named] = await pg.exec(
      inlineParams('select a$1 from (select $1::text as a$1) t', ['kept']),
    );
    expect(named?.rows).toEqual([{ a$1: 'kept' }]);
  });

  it('gives the same rows as binding the values, whatever the column names hold', async () => {
    const name = fc.string({
      unit: fc.constantFrom('$', '1', '2', '"', "'", '-', '/', '*', 'a', ' '),
      minLength: 1,
      maxLength: 8,
    });
    const value = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
    );
    await fc.assert(
      fc.asyncProperty(name, value, value, async (column, a, b) => {
        const quoted = `"${column.replace(/"/g, '""')}"`;
        const sql = `select $1::text as ${quoted}, $2::text as second`;
        const bound = await pg.query(sql, [a, b]);
        const [inlined] = await pg.exec(inlineParams(sql, [a, b]));
        expect(inlined?.rows).toEqual(bound.rows);
      }),
      { numRuns: 300, seed: 20261129 },
    );
  });

  it('writes booleans, numbers and null as a bound value reads and refuses other values', async () => {
    const [result] = await pg.exec(
      inlineParams('select $1::boolean as t, $2::int as n, $3::text as z', [true, 42, null]),
    );
    expect(result?.rows).toEqual([{ t: true, n: 42, z: null }]);
    const [negative] = await pg.exec(inlineParams('select 1-$1 as d', [-5]));
    expect(negative?.rows).toEqual([{ d: 6 }]);
    expect(() => inlineParams('select $1', [{}])).toThrow(TypeError);
    expect(() => inlineParams('select $1', [Number.NaN])).toThrow(TypeError);
    expect(() => inlineParams('select $2', ['only one'])).toThrow(RangeError);
  });
});
