import { describe, expect, it } from 'vitest';
import { sanitizeForStorage } from './sanitize-storage.ts';

describe('sanitizeForStorage', () => {
  it.each([
    ['eggs', 'eggs', false],
    ['🥑 avocado', '🥑 avocado', false],
    ['salt & pepper', 'salt & pepper', false],
    ['1 < 2', '1 < 2', false],
    ['<b>bread</b>', 'bread', true],
    ['<script>alert(1)</script>rice', 'rice', true],
    ['<img src=x onerror=alert(1)>', '', true],
    ['javascript:alert(1)', 'alert(1)', true],
    ['x onerror=alert(1)', 'x alert(1)', true],
    ['data:text/html,hi', 'hi', true],
  ])('stores %j as %j (changed: %s)', (input, value, changed) => {
    expect(sanitizeForStorage(input)).toEqual({ value, changed });
  });
});
