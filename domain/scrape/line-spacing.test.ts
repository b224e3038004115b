import { describe, expect, it } from 'vitest';
import { restoreSpacing } from './line-spacing.ts';
import { parseRecipePage } from './parse-recipe-page.ts';

describe('restoreSpacing', () => {
  it.each<[string, string[], string[], string[]]>([
    [
      'amount cell moved to the front',
      ['200g豆腐', '1个鸡蛋'],
      ['豆腐 200g', '鸡蛋 1个'],
      ['200g 豆腐', '1个 鸡蛋'],
    ],
    ['parts in the same order', ['2eggs'], ['2 eggs'], ['2 eggs']],
    ['a name of several words', ['100gcreamcheese'], ['cream cheese 100g'], ['100g cream cheese']],
    [
      'lines that already have spaces stay',
      ['1 1/2 cups flour'],
      ['1 1/2 cups flour', '1 ½ cups flour'],
      ['1 1/2 cups flour'],
    ],
    ['other characters never match', ['200g豆腐'], ['豆腐 250g'], ['200g豆腐']],
    ['a one-part line adds nothing', ['salt'], ['salt'], ['salt']],
    ['no list on the page', ['250克奶油奶酪'], [], ['250克奶油奶酪']],
    [
      'headings in the shown list are skipped',
      ['60克糖粉'],
      ['巴斯克', '糖粉 60克'],
      ['60克 糖粉'],
    ],
  ])('%s', (_, lines, shown, expected) => {
    expect(restoreSpacing(lines, shown)).toEqual(expected);
  });

  it('gives a page its spaced lines from the table it shows', () => {
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: '番茄炒蛋',
      recipeIngredient: ['2个番茄', '3个鸡蛋', '适量盐'],
      recipeInstructions: '1.切番茄 2.炒蛋',
    };
    const row = (name: string, unit: string): string =>
      `<tr><td class="name"><a href="/c/1">${name}</a></td><td class="unit">${unit}</td></tr>`;
    const html = `<html><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body>
      <h1>番茄炒蛋</h1><h2>用料</h2><div class="ings"><table>${row('番茄', '2个')}${row('鸡蛋', '3个')}${row('盐', '适量')}</table></div>
      <h2>做法</h2><ol><li>切番茄</li><li>炒蛋</li></ol></body></html>`;
    const result = parseRecipePage(html, 'https://recipes.example.cn/1');
    expect(result.found && result.ingredientLines).toEqual(['2个 番茄', '3个 鸡蛋', '适量 盐']);
  });
});
