import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StorageError } from './errors.ts';
import {
  normaliseListPrefix,
  normaliseObjectName,
  objectFilePath,
  splitBucketAndName,
} from './object-paths.ts';

describe('object names', () => {
  it.each([
    ['a/b.png', 'a/b.png'],
    ['/a//b.png/', 'a/b.png'],
    ['user id/my avatar (1).png', 'user id/my avatar (1).png'],
  ])('normalises %j to %j', (raw, expected) => {
    expect(normaliseObjectName(raw)).toBe(expected);
  });

  it.each([
    '',
    '/',
    'a/../b.png',
    '../b.png',
    'a/./b',
    'a/<script>.png',
    'a\\b.png',
    'a/b\u0000.png',
    'x'.repeat(1025),
    'é.png',
  ])('refuses %j as InvalidKey', (raw) => {
    expect(() => normaliseObjectName(raw)).toThrow(StorageError);
  });

  it('decodes each URL segment after splitting, so an encoded slash cannot smuggle in ..', () => {
    expect(() => splitBucketAndName('avatars/u/..%2f..%2fescape.png')).toThrow(StorageError);
    expect(splitBucketAndName('avatars/u/my%20photo.png')).toEqual({
      bucketId: 'avatars',
      name: 'u/my photo.png',
    });
    expect(() => splitBucketAndName('avatars/u/%E0%A4%A.png')).toThrow(StorageError);
  });

  it('accepts a list prefix as a folder path', () => {
    expect(normaliseListPrefix(undefined)).toBe('');
    expect(normaliseListPrefix('/u/')).toBe('u/');
    expect(() => normaliseListPrefix('u/..')).toThrow(StorageError);
  });

  it('never resolves a stored file outside <dataDir>/storage/<bucket>, and never throws anything but StorageError', () => {
    const root = path.resolve('/data/storage/avatars');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string(), (rawName, version) => {
        try {
          normaliseObjectName(rawName);
        } catch (error) {
          expect(error).toBeInstanceOf(StorageError);
        }
        try {
          const file = objectFilePath('/data', 'avatars', version);
          expect(file.startsWith(root + path.sep)).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(StorageError);
        }
      }),
    );
    fc.assert(
      fc.property(fc.uuid(), (version) => {
        expect(path.dirname(path.dirname(objectFilePath('/data', 'avatars', version)))).toBe(root);
      }),
    );
  });
});
