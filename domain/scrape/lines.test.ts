import { describe, expect, it } from 'vitest';
import { parseHtml } from './dom.ts';
import { elementLines } from './lines.ts';

describe('elementLines', () => {
  it.each<[string, string, string[]]>([
    [
      'breaks at <br> and blocks',
      '<p>2 eggs<br>1 cup milk</p><div>Salt</div>',
      ['2 eggs', '1 cup milk', 'Salt'],
    ],
    ['drops bold group titles', '<p><b>DRESSING</b><br>3 tbsp oil</p>', ['3 tbsp oil']],
    [
      'keeps one table row on one line, its cells apart',
      '<table><tr><td>鸡蛋</td><td>2个</td></tr><tr><th>Salt</th><td>1 tsp</td></tr></table>',
      ['鸡蛋 2个', 'Salt 1 tsp'],
    ],
  ])('%s', (_, html, lines) => {
    expect(elementLines(parseHtml(html))).toEqual(lines);
  });
});
