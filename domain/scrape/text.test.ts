import { describe, expect, it } from 'vitest';
import { cleanLines, cleanText, decodeEntities, textList } from './text.ts';

describe('cleanText', () => {
  it.each<[string, string]>([
    ['Salt &amp; pepper', 'Salt & pepper'],
    ['Salt &amp;amp; pepper', 'Salt & pepper'],
    ['Don&#39;t overmix', "Don't overmix"],
    ['Don&amp;#39;t overmix', "Don't overmix"],
    ['200&nbsp;g flour', '200 g flour'],
    ['&#x2153; cup', '⅓ cup'],
    ['<b>1 cup</b> sugar', '1 cup sugar'],
    ['&lt;p&gt;Whisk&lt;/p&gt;', 'Whisk'],
    ['Mix<br>well', 'Mix well'],
    ['  lots \n of \t space  ', 'lots of space'],
    ['a\u200bb', 'ab'],
    ['5 < 6 and 7 > 3', '5 < 6 and 7 > 3'],
  ])('%j → %j', (input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });

  it('leaves unknown entities alone', () => {
    expect(decodeEntities('&notanentity;')).toBe('&notanentity;');
  });
});

describe('cleanLines', () => {
  it('splits on line breaks, <br> and paragraph ends', () => {
    expect(cleanLines('<p>One</p><p>Two<br/>Three</p>\nFour')).toEqual([
      'One',
      'Two',
      'Three',
      'Four',
    ]);
  });
});

describe('textList', () => {
  it.each<[unknown, string[]]>([
    ['dinner, easy,  quick', ['dinner', 'easy', 'quick']],
    [
      ['Dinner', 'Easy, Quick'],
      ['Dinner', 'Easy', 'Quick'],
    ],
    [['a', 'a'], ['a']],
    [undefined, []],
  ])('%j → %j', (input, expected) => {
    expect(textList(input)).toEqual(expected);
  });
});
