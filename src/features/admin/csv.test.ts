import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and writes objects as JSON', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x, y', 'say "hi"'],
          [null, { k: 1 }],
        ],
      ),
    ).toBe('a,b\r\n"x, y","say ""hi"""\r\n,"{""k"":1}"\r\n');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(toCsv(['v'], [['=HYPERLINK("x")'], ['-2'], ['@SUM(A1)']])).toBe(
      `v\r\n"'=HYPERLINK(""x"")"\r\n'-2\r\n'@SUM(A1)\r\n`,
    );
  });
});
