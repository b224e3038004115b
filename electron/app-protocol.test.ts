import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mimeType, resolveAppAsset } from './app-protocol.ts';

const root = path.resolve('/opt/larder/renderer');

describe('app:// protocol', () => {
  it('serves files inside the renderer folder', () => {
    expect(resolveAppAsset('app://larder/assets/index-abc.js', root)).toEqual({
      kind: 'file',
      filePath: path.join(root, 'assets', 'index-abc.js'),
    });
    expect(mimeType('x/index-abc.js')).toMatch(/javascript/);
  });

  it('answers app routes with index.html', () => {
    expect(resolveAppAsset('app://larder/', root)).toEqual({ kind: 'index' });
    expect(resolveAppAsset('app://larder/recipes/42?x=1', root)).toEqual({ kind: 'index' });
  });

  it.each([
    ['app://larder/../../etc/passwd.txt'],
    ['app://larder/%2e%2e/%2e%2e/etc/passwd.txt'],
    ['app://larder/..%2f..%2fetc%2fpasswd.txt'],
    ['app://larder/a%5c..%5c..%5csecret.txt'],
    ['app://larder/x%00.js'],
    ['app://other/index.js'],
    ['https://larder/index.js'],
  ])('never leaves the renderer folder: %s', (url) => {
    const result = resolveAppAsset(url, root);
    if (result.kind === 'file') expect(result.filePath.startsWith(root + path.sep)).toBe(true);
    else expect(result.kind).toBe('refuse');
  });
});
