import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlatformStorage } from '@/platform';
import { sanitizeDeep, writeSanitizedJson } from './sanitized-storage';

function memoryStorage(): PlatformStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: async (key) => data.get(key) ?? null,
    setItem: async (key, value) => void data.set(key, value),
    removeItem: async (key) => void data.delete(key),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('sanitizeDeep', () => {
  it('leaves plain text, emoji and punctuation alone', () => {
    const value = {
      ingredients: ['eggs', '🥑 avocado', 'salt & pepper'],
      n: 3,
      ok: true,
      nothing: null,
    };
    const report = sanitizeDeep(value);
    expect(report.value).toEqual(value);
    expect(report.changed).toEqual([]);
  });

  it('strips markup in nested strings and reports what changed', () => {
    const report = sanitizeDeep({ templates: [{ name: '<img src=x onerror=alert(1)>Tacos' }] });
    expect(JSON.stringify(report.value)).not.toContain('<');
    expect(report.changed).toEqual(['<img src=x onerror=alert(1)>Tacos']);
  });
});

describe('writeSanitizedJson', () => {
  it('writes JSON and logs nothing for a clean value', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    await writeSanitizedJson(storage, 'k', { ingredients: ['milk'] });
    expect(JSON.parse(storage.data.get('k') ?? '')).toEqual({ ingredients: ['milk'] });
    expect(warn).not.toHaveBeenCalled();
  });

  it('reports a changed value once as XSS_ATTEMPT_BLOCKED', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    await writeSanitizedJson(storage, 'k', { ingredients: ['<script>alert(1)</script>milk'] });
    expect(storage.data.get('k')).not.toContain('<script>');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('XSS_ATTEMPT_BLOCKED');
  });
});
