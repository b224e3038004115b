import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, jsonTooDeep } from './json-depth.ts';

describe('jsonTooDeep', () => {
  it('measures nesting of arrays and objects, up to and past the limit', () => {
    const nest = (n: number) => '['.repeat(n) + ']'.repeat(n);
    expect(jsonTooDeep(nest(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTooDeep(nest(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTooDeep('{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000))).toBe(true);
    expect(jsonTooDeep('{"a":[1,{"b":[2,3]}],"c":{}}', 4)).toBe(false);
    expect(jsonTooDeep('{"a":[1,{"b":[2,3]}],"c":{}}', 3)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({
      s: '['.repeat(500),
      t: 'say \\"[[[\\" and "{{{{"',
      u: 'ends with a backslash \\',
    });
    expect(jsonTooDeep(text, 1)).toBe(false);
    expect(jsonTooDeep(`[${text}]`, 1)).toBe(true);
  });

  it('leaves malformed text to the parser', () => {
    expect(jsonTooDeep('"unterminated [[[[')).toBe(false);
    expect(jsonTooDeep(']]]]{')).toBe(false);
  });
});
