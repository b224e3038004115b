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

  it('writes booleans, numbers and null as themselves and refuses other values', async () => {
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
