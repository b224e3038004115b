import { describe, expect, it } from 'vitest';
import { parseHtml } from './dom.ts';
import { htmlFacts } from './html-facts.ts';
import { htmlRecipeLists } from './html-recipe.ts';
import { wprmIngredients } from './wprm.ts';

describe('htmlRecipeLists', () => {
  it.each<[string, string, string[], string[]]>([
    [
      'headings with lists',
      '<h2>Ingredients</h2><ul><li>1 egg</li><li>Salt <a href="#" class="to_shopping_list">shopping list</a></li></ul><h2>Directions</h2><ol><li>Boil.</li></ol>',
      ['1 egg', 'Salt'],
      ['Boil.'],
    ],
    [
      'group titles between lists',
      '<h3>Zutaten*</h3><ul><li><h3>Teig</h3></li><li>200 g Mehl</li></ul><p><strong>Füllung</strong></p><ul><li>3 Eier</li></ul><h3>Zubereitung</h3><p>Backen.</p>',
      ['200 g Mehl', '3 Eier'],
      ['Backen.'],
    ],
    [
      'paragraph lines with <br> and a bold group title',
      '<p><strong>Ingredients</strong></p><p><b>Meatballs</b><br>400 g mince<br>1 egg</p><p><strong>Method</strong></p><p>Mix.</p><p>Roll.</p>',
      ['400 g mince', '1 egg'],
      ['Mix.', 'Roll.'],
    ],
    [
      'a wrapped heading with edit links',
      '<div class="h"><h2>Ingredients</h2><span>[edit]</span></div><ul><li>1 cup milk</li></ul><div class="h"><h2>Procedure</h2><span>[edit]</span></div><ol><li>Heat.</li></ol>',
      ['1 cup milk'],
      ['Heat.'],
    ],
    [
      'a Chinese "用料" heading over a table of name and amount cells',
      '<h2>用料 &nbsp;</h2><div class="ings"><table><tr><td>鸡蛋</td><td>2个</td></tr><tr><td>盐</td><td>适量</td></tr></table></div><h2>做法</h2><ol><li>打蛋。</li></ol>',
      ['鸡蛋 2个', '盐 适量'],
      ['打蛋。'],
    ],
    [
      'Japanese "材料" and "作り方" headings',
      '<h3>材料</h3><ul><li>卵 2個</li><li>砂糖 大さじ1</li></ul><h3>作り方</h3><ol><li>混ぜる。</li><li>焼く。</li></ol>',
      ['卵 2個', '砂糖 大さじ1'],
      ['混ぜる。', '焼く。'],
    ],
    [
      'class names only',
      '<div class="recipe-ingredients"><ul><li>2 leeks</li></ul></div><div class="recipe-instructions"><ol><li>Slice.</li></ol></div>',
      ['2 leeks'],
      ['Slice.'],
    ],
    [
      'a "Recipe:" block',
      '<h3>Recipe: Carrots</h3><ul><li>3 carrots</li></ul><p>Cut.</p><p>Cook.</p><h3>Variation</h3><p>Other.</p>',
      ['3 carrots'],
      ['Cut.', 'Cook.'],
    ],
    ['a page without a recipe', '<h1>News</h1><p>Nothing to cook.</p>', [], []],
  ])('reads %s', (_shape, html, ingredients, instructions) => {
    expect(htmlRecipeLists(parseHtml(`<body>${html}</body>`))).toMatchObject({
      ingredients,
      instructions,
    });
  });
});

describe('htmlFacts', () => {
  it.each<[string, object]>([
    [
      '<p>Prep: 10 mins<br>Cook: 25 mins<br>Serves 4</p>',
      { yields: '4 servings', prepMinutes: 10, cookMinutes: 25, totalMinutes: 35 },
    ],
    [
      '<ul><li><strong>Serves:</strong> 20</li><li><strong>Total time:</strong> 1 hr 5 mins</li></ul>',
      { yields: '20 servings', totalMinutes: 65 },
    ],
    [
      '<h6>Servings:</h6><h6>2</h6><h6>Prep Time:</h6><h6>5</h6>',
      { yields: '2 servings', prepMinutes: 5, totalMinutes: 5 },
    ],
    [
      '<p>No facts here.</p>',
      { yields: null, prepMinutes: null, cookMinutes: null, totalMinutes: null },
    ],
  ])('reads %j', (html, facts) => {
    expect(htmlFacts(parseHtml(`<body>${html}</body>`))).toMatchObject(facts);
  });
});

describe('wprmIngredients', () => {
  it('reads WP Recipe Maker groups from the first card', () => {
    const html = `<div class="wprm-recipe-ingredients-container">
      <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">Streusel:</h4><ul>
        <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">1/3</span> <span class="wprm-recipe-ingredient-unit">cup</span> <span class="wprm-recipe-ingredient-name">sugar</span></li></ul></div>
      <div class="wprm-recipe-ingredient-group"><ul><li class="wprm-recipe-ingredient">2 eggs</li></ul></div></div>`;
    expect(wprmIngredients(parseHtml(html))).toEqual([
      { purpose: 'Streusel:', ingredients: ['1/3 cup sugar'] },
      { purpose: null, ingredients: ['2 eggs'] },
    ]);
    expect(wprmIngredients(parseHtml('<p>none</p>'))).toEqual([]);
  });
});
