import { describe, expect, it } from 'vitest';
import { imageCandidates, sizedImage } from './image.ts';
import type { JsonValue } from './types.ts';

const base = 'https://example.com/recipes/soup';

describe('imageCandidates', () => {
  it('weighs the Open Graph image by its declared size', () => {
    const recipe: JsonValue = ['https://x/card.jpg', 'https://x/card-500x500.jpg'];
    expect(imageCandidates(recipe, base, [sizedImage('https://x/og.jpg', 1200, 630)])[0]).toBe(
      'https://x/og.jpg',
    );
    expect(imageCandidates(recipe, base, [sizedImage('https://x/og.jpg', 300, 200)])[0]).toBe(
      'https://x/card-500x500.jpg',
    );
    expect(
      imageCandidates('https://x/card.jpg', base, [sizedImage('https://x/og.jpg', 0, 0)]),
    ).toEqual(['https://x/card.jpg', 'https://x/og.jpg']);
  });

  it.each<[string, JsonValue, string[]]>([
    ['a string', 'https://cdn.example.com/a.jpg', ['https://cdn.example.com/a.jpg']],
    ['a relative path', '/img/a.jpg', ['https://example.com/img/a.jpg']],
    ['a protocol-relative URL', '//cdn.example.com/a.jpg', ['https://cdn.example.com/a.jpg']],
    [
      'an array, first first',
      ['https://x/1.jpg', 'https://x/2.jpg', 'https://x/1.jpg'],
      ['https://x/1.jpg', 'https://x/2.jpg'],
    ],
    ['an ImageObject', { '@type': 'ImageObject', url: 'https://x/a.jpg' }, ['https://x/a.jpg']],
    [
      'an ImageObject with contentUrl',
      { '@type': 'ImageObject', contentUrl: 'https://x/a.jpg' },
      ['https://x/a.jpg'],
    ],
    [
      'ImageObjects with sizes, largest first',
      [
        { '@type': 'ImageObject', url: 'https://x/small.jpg', width: 300, height: 200 },
        { '@type': 'ImageObject', url: 'https://x/large.jpg', width: '1200', height: '800' },
      ],
      ['https://x/large.jpg', 'https://x/small.jpg'],
    ],
    [
      'URLs with sizes written in them, largest first',
      ['https://x/a-480x480.png', 'https://x/a-960x960.png', 'https://x/a.png?w=640&h=640'],
      ['https://x/a-960x960.png', 'https://x/a.png?w=640&h=640', 'https://x/a-480x480.png'],
    ],
    [
      'sizes known for some only (known first)',
      ['https://x/a.jpg', 'https://x/a-500x500.jpg'],
      ['https://x/a-500x500.jpg', 'https://x/a.jpg'],
    ],
    [
      'a data: URL (skipped)',
      ['data:image/png;base64,AAAA', 'https://x/a.jpg'],
      ['https://x/a.jpg'],
    ],
    ['nothing', null, []],
  ])('reads %s', (_shape, value, urls) => {
    expect(imageCandidates(value, base)).toEqual(urls);
  });
});
