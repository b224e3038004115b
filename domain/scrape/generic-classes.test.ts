/**
 * One test per failure class seen on sites outside the development set, each on a small page of our
 * own: the fixes are general (how pages across the web write recipes), never for one host.
 */
import { describe, expect, it } from 'vitest';
import { parseRecipePage } from './parse-recipe-page.ts';
import type { ScrapedRecipe } from './types.ts';

const URL = 'https://cook.example/recipe';

function ldPage(recipe: Record<string, unknown>, body = ''): string {
  const json = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Test Stew',
    ...recipe,
  });
  return `<html><head><script type="application/ld+json">${json}</script></head><body>${body}</body></html>`;
}

function parse(html: string): ScrapedRecipe {
  const result = parseRecipePage(html, URL);
  if (!result.found) throw new Error('no recipe found');
  return result;
}

describe('generic extractor: failure classes', () => {
  it('doubled parentheses from recipe-card notes are undone', () => {
    const r = parse(
      ldPage({
        recipeIngredient: ['1 onion ((chopped))', '2 cups stock ((or water (hot)))'],
        recipeInstructions: 'Cook.',
      }),
    );
    expect(r.ingredientLines).toEqual(['1 onion (chopped)', '2 cups stock (or water (hot))']);
  });

  it('HowToStep titles are kept as step headings; "Step 1" names and names that repeat the text are not', () => {
    const r = parse(
      ldPage({
        recipeIngredient: ['1 egg'],
        recipeInstructions: [
          { '@type': 'HowToStep', name: 'Make the marinade', text: 'Whisk oil and lemon.' },
          { '@type': 'HowToStep', name: 'Step 2', text: 'Marinate the chicken for an hour.' },
          {
            '@type': 'HowToStep',
            name: 'Grill the chicken',
            text: 'Grill the chicken for 10 minutes.',
          },
        ],
      }),
    );
    expect(r.instructions).toEqual([
      'Whisk oil and lemon.',
      'Marinate the chicken for an hour.',
      'Grill the chicken for 10 minutes.',
    ]);
    expect(r.instructionGroups.map((g) => [g.name, g.start])).toEqual([['Make the marinade', 0]]);
  });

  it('bullets shared by the list are taken off; a lone closing dash is the writer’s', () => {
    const r = parse(
      ldPage({
        recipeIngredient: ['• 130 g flour', '• 2 eggs', '• Zest from 1 lemon'],
        recipeInstructions: ['- Mix everything.', '- Bake for 20 minutes.', '- Serve warm.'],
      }),
    );
    expect(r.ingredientLines).toEqual(['130 g flour', '2 eggs', 'Zest from 1 lemon']);
    expect(r.instructions).toEqual(['Mix everything.', 'Bake for 20 minutes.', 'Serve warm.']);
    const note = parse(
      ldPage({
        recipeIngredient: ['1 egg'],
        recipeInstructions: ['Mix.', 'Bake.', '– Recipe by our aunt'],
      }),
    );
    expect(note.instructions).toEqual(['Mix.', 'Bake.', '– Recipe by our aunt']);
  });

  it('cut-off JSON, a leading ", " and number-only steps never become steps', () => {
    const r = parse(
      ldPage({
        recipeIngredient: ['1 egg'],
        recipeInstructions: ['[{', 'Step 1', ', Fold in the flour.', 'Bake.'],
      }),
    );
    expect(r.instructions).toEqual(['Fold in the flour.', 'Bake.']);
  });

  it('labels, calorie counts and link arrows are not ingredients', () => {
    const r = parse(
      ldPage({
        recipeIngredient: [
          'Servings:',
          'Serves: 12',
          '2 cups flour',
          'kcal726',
          'More recipes >>>',
          '>>>',
          '1 tsp salt',
        ],
        recipeInstructions: 'Mix.',
      }),
    );
    expect(r.ingredientLines).toEqual(['2 cups flour', '1 tsp salt']);
  });

  it('a longer HTML list replaces the schema.org one only when its extra lines read as ingredients', () => {
    const body = `<h2>Ingredients</h2><ul><li>1 cup rice</li><li>2 cups water</li><li>Bring the water to the boil, add the rice and cover the pan tightly.</li></ul>`;
    expect(
      parse(
        ldPage(
          { recipeIngredient: ['1 cup rice', '2 cups water'], recipeInstructions: 'Cook.' },
          body,
        ),
      ).ingredientLines,
    ).toEqual(['1 cup rice', '2 cups water']);
    const truncated = `<h2>Ingredients</h2><ul><li>1 cup rice</li><li>2 cups water</li><li>1 pinch salt</li></ul>`;
    expect(
      parse(
        ldPage(
          { recipeIngredient: ['1 cup rice', '2 cups water'], recipeInstructions: 'Cook.' },
          truncated,
        ),
      ).ingredientLines,
    ).toEqual(['1 cup rice', '2 cups water', '1 pinch salt']);
  });

  it('schema.org names only ("flour") give way to the page’s ingredient table with the amounts', () => {
    const row = (amount: string, measure: string, name: string): string =>
      `<tr><td>${amount}</td><td>${measure}</td><td><a href="/i/${name}">${name}</a></td><td><img src="/cam.svg" alt="">*</td></tr>`;
    const html = ldPage(
      {
        recipeIngredient: ['oats', 'milk', 'salt'],
        recipeInstructions: 'Simmer the oats in the milk.',
      },
      `<h2>Ingredients</h2><table><thead><tr><th>Amount</th><th>Measure</th><th>Ingredient</th></tr></thead><tbody>
        ${row('1 ½', 'cups', 'rolled oats')}${row('2', 'cups', 'milk')}${row('1', 'pinch', 'salt')}</tbody></table>`,
    );
    expect(parse(html).ingredientLines).toEqual([
      '1 ½ cups rolled oats',
      '2 cups milk',
      '1 pinch salt',
    ]);
    // Names that the page's lines do not carry stay as the site wrote them.
    const other = ldPage(
      {
        recipeIngredient: ['oats', 'milk', 'salt'],
        recipeInstructions: 'Simmer the oats in the milk.',
      },
      `<h2>Ingredients</h2><ul><li>1 cup rice</li><li>2 cups water</li><li>1 pinch sugar</li></ul>`,
    );
    expect(parse(other).ingredientLines).toEqual(['oats', 'milk', 'salt']);
  });

  it('a group heading between ingredient lists does not end the ingredients', () => {
    const html = `<html><body><h1>Buns</h1><h2>Ingredients</h2><ul><li>4 cups flour</li><li>2 eggs</li></ul>
      <h2>Glaze</h2><ul><li>4 tbsp sugar</li><li>2 tbsp water</li></ul><h2>Method</h2><ol><li>Mix the dough and let it rise.</li><li>Bake the buns until golden.</li></ol></body></html>`;
    expect(parse(html).ingredientLines).toEqual([
      '4 cups flour',
      '2 eggs',
      '4 tbsp sugar',
      '2 tbsp water',
    ]);
  });

  it('a list written one item a line with raw line breaks inside the JSON string; unindented lines are headings', () => {
    const raw =
      '{"@context":"https://schema.org","@type":"Recipe","name":"Kebab",' +
      '"recipeIngredient":"Ingredients\n\nSkewers\n\n\t1 kg lamb\n\n\tolive oil\n\n\t<br>\n\nDip\n\n\t2 pickles\n\n\t1 clove garlic\n",' +
      '"recipeInstructions":"Cut the lamb.\n\nThread it on skewers.\n\nGrill."}';
    // `raw` holds real line breaks and tabs inside its JSON strings, as the page has them.
    const html = `<html><head><script type="application/ld+json">${raw}</script></head><body></body></html>`;
    const r = parse(html);
    expect(r.ingredientLines).toEqual(['1 kg lamb', 'olive oil', '2 pickles', '1 clove garlic']);
    expect(r.instructions).toEqual(['Cut the lamb.', 'Thread it on skewers.', 'Grill.']);
  });

  it('mojibake in the site’s own data is repaired (double-encoded UTF-8)', () => {
    const r = parse(
      ldPage({
        recipeIngredient: ['1Â¼ cups crÃ¨me fraÃ®che', '2 eggs'],
        recipeInstructions: ['Whisk until smooth â€” about 2 minutes.'],
      }),
    );
    expect(r.ingredientLines).toEqual(['1¼ cups crème fraîche', '2 eggs']);
    expect(r.instructions).toEqual(['Whisk until smooth — about 2 minutes.']);
  });

  it('yields keep what the recipe makes; a card’s bare count wins over its range', () => {
    expect(
      parse(ldPage({ recipeIngredient: ['1 egg'], recipeYield: ['6', '6 to 8 servings'] })).yields,
    ).toBe('6 servings');
    expect(
      parse(ldPage({ recipeIngredient: ['1 egg'], recipeYield: 'Makes 12 tarts' })).yields,
    ).toBe('12 tarts');
    expect(parse(ldPage({ recipeIngredient: ['1 egg'], recipeYield: '2 pints' })).yields).toBe(
      '2 pints',
    );
  });

  it('yields: a dish made one per person is servings; a range is read only when written as one', () => {
    const yields = (recipeYield: unknown): string | null =>
      parse(ldPage({ recipeIngredient: ['1 egg'], recipeYield })).yields;
    // A card's [count, wording] whose thing is a plated dish: a count of servings.
    expect(yields(['8', '8 energy balls'])).toBe('8 servings');
    expect(yields(['3', '3 flatbread pizzas'])).toBe('3 servings');
    expect(yields(['5', '5 fish tacos'])).toBe('5 servings');
    expect(yields('1 Quart')).toBe('1 serving');
    // Batch bakes and cut pieces keep their unit.
    expect(yields(['16', '16 lemon squares'])).toBe('16 squares');
    expect(yields(['2', '2 jam jars'])).toBe('2 jars');
    // "4-6" and "4 to 6" are ranges (the upper bound); "about 3- 4" reads from its first count.
    expect(yields('4-6 servings')).toBe('6 servings');
    expect(yields('Serves 4 to 6')).toBe('6 servings');
    expect(yields('about 3- 4')).toBe('3 servings');
  });

  it('yields: a unit named beside "serves" is what the recipe makes; "makes" counts items', () => {
    const yields = (recipeYield: unknown): string | null =>
      parse(ldPage({ recipeIngredient: ['1 egg'], recipeYield })).yields;
    expect(yields('Serves 3 (serving size: 1 cup)')).toBe('3 cups');
    expect(yields(['6', '6 (about ½ cup) servings'])).toBe('6 cups');
    expect(yields('Makes 3 racks')).toBe('3 items');
    // As the reference library reads it (the scores' rule): "makes" is a count of things.
    expect(yields('Makes: 4 Servings')).toBe('4 items');
    expect(yields('4 porzioni')).toBe('4 items');
  });

  it('yields: the things a recipe makes, as sites write them; a card’s wording that names one wins', () => {
    const yields = (recipeYield: unknown): string | null =>
      parse(ldPage({ recipeIngredient: ['1 egg'], recipeYield })).yields;
    // A card's [count, wording]: the wording when it names a thing, its upper bound then dropped
    // only when written as a range ("20 - 22" is not one).
    expect(yields(['18', '18 - 20 fritters'])).toBe('18 fritters');
    expect(yields(['10', '10 naan breads'])).toBe('10 naan');
    expect(yields(['4', '4 people'])).toBe('4 servings');
    expect(yields('Serves 2 (serving size: 1 bowl)')).toBe('2 bowls');
    expect(yields('6 scones')).toBe('6 scones');
    expect(yields('1 croissant')).toBe('1 croissant');
    // A name inside a longer word is not that thing; a short weight is read after any label.
    expect(yields('8 barbecue skewers')).toBe('8 skewers');
    expect(yields('3 barbecue plates')).toBe('3 servings');
    expect(yields('Yield: 500 g')).toBe('500 grams');
    expect(yields('Yield: 2 lbs')).toBe('2 pounds');
    // The upper bound of a range, read up to the separator's next use.
    expect(yields('Serves 4-6 - a crowd')).toBe('6 servings');
  });

  it('durations in words on the page, and a schema total that cannot be right', () => {
    const page = `<html lang="sv"><body><h1>Kladdkaka</h1><p>Tillagningstid 30 minuter</p><h2>Ingredienser</h2><ul><li>100 g smör</li><li>2 ägg</li></ul>
      <h2>Gör så här</h2><ol><li>Smält smöret och rör ner äggen.</li><li>Grädda i 20 minuter.</li></ol></body></html>`;
    expect(parse(page).totalMinutes).toBe(30);
    // A total shorter than its cook time, or a negative one, gives way to prep + cook.
    expect(
      parse(ldPage({ recipeIngredient: ['1 egg'], cookTime: 'PT40M', totalTime: 'PT20M' }))
        .totalMinutes,
    ).toBe(40);
    expect(
      parse(
        ldPage({
          recipeIngredient: ['1 egg'],
          prepTime: 'PT5M',
          cookTime: 'PT22M',
          totalTime: 'PT-471406H28M55S',
        }),
      ).totalMinutes,
    ).toBe(27);
  });

  it('the image: the largest variant, not a site icon, theme furniture or video thumbnail', () => {
    const r = parse(
      ldPage({
        recipeIngredient: ['1 egg'],
        image: [
          'https://cook.example/wp-content/themes/cook/images/site-icon.png',
          'https://img.youtube.com/vi/abc/maxresdefault.jpg',
          'https://cdn.example/crop/v-w-330-h-186-a-center/stew.jpg',
          'https://cdn.example/crop/v-w-1200-h-630-a-center/stew.jpg',
        ],
      }),
    );
    expect(r.image).toBe('https://cdn.example/crop/v-w-1200-h-630-a-center/stew.jpg');
    const glued = parse(
      ldPage({
        recipeIngredient: ['1 egg'],
        image: 'http://cook.examplehttps://cdn.example/stew.jpg',
      }),
    );
    expect(glued.image).toBe('https://cdn.example/stew.jpg');
  });

  it('the image: a file beats its same-size resized copy, https beats http, the site’s own address beats a resolved path', () => {
    const ogPage = (meta: string, recipe: Record<string, unknown>): string =>
      ldPage(recipe).replace('<head>', `<head>${meta}`);
    // A CMS's [original, -600x600, -600x450] list, the original declared 600 × 600 by og:image.
    const copies = parse(
      ogPage(
        '<meta property="og:image" content="https://cook.example/up/stew.jpg"><meta property="og:image:width" content="600"><meta property="og:image:height" content="600">',
        {
          recipeIngredient: ['1 egg'],
          image: [
            'https://cook.example/up/stew.jpg',
            'https://cook.example/up/stew-600x600.jpg',
            'https://cook.example/up/stew-600x450.jpg',
          ],
        },
      ),
    );
    expect(copies.image).toBe('https://cook.example/up/stew.jpg');
    // og:image written http:// beside its https copy.
    const secure = parse(
      ogPage(
        '<meta property="og:image" content="http://cook.example/up/soup_1200x1200.jpg"><meta property="og:image:secure_url" content="https://cook.example/up/soup_1200x1200.jpg">',
        { recipeIngredient: ['1 egg'], image: 'https://cook.example/up/soup_300x.jpg' },
      ),
    );
    expect(secure.image).toBe('https://cook.example/up/soup_1200x1200.jpg');
    // A relative recipe image is the og:image's file: the site's absolute address wins.
    const relative = parse(
      ogPage('<meta property="og:image" content="https://www.cook.example/img/pie.jpg">', {
        recipeIngredient: ['1 egg'],
        image: '/img/pie.jpg',
      }),
    );
    expect(relative.image).toBe('https://www.cook.example/img/pie.jpg');
  });
});

describe('generic extractor: several Open Graph images', () => {
  it('each og:image takes the size declared after it; the largest is the recipe image', () => {
    const meta =
      '<meta property="og:image" content="https://cook.example/up/pie-small.jpg">' +
      '<meta property="og:image" content="https://cook.example/up/pie-tall.jpg"><meta property="og:image:width" content="800"><meta property="og:image:height" content="1200">' +
      '<meta property="og:image" content="https://cook.example/up/pie-wide.jpg"><meta property="og:image:width" content="600"><meta property="og:image:height" content="400">';
    const html = ldPage({
      recipeIngredient: ['1 egg'],
      image: {
        '@type': 'ImageObject',
        url: 'https://cook.example/up/pie-card.jpg',
        width: 500,
        height: 500,
      },
    }).replace('<head>', `<head>${meta}`);
    expect(parse(html).image).toBe('https://cook.example/up/pie-tall.jpg');
  });

  it('the picture is ranked by known size, then by whose pick it is, then https, then order', () => {
    const withMeta = (meta: string, recipe: Record<string, unknown>): string =>
      ldPage({ recipeIngredient: ['1 egg'], ...recipe }).replace('<head>', `<head>${meta}`);
    // A Twitter card image larger than the og:image's declared size wins; the size an og:image
    // declares counts over the one written in its URL.
    expect(
      parse(
        withMeta(
          '<meta property="og:image" content="https://img.cook.example/p/a-2400x1600.jpg?w=1200&h=630"><meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">' +
            '<meta name="twitter:image" content="https://img.cook.example/p/a-2400x1600.jpg?w=1024&h=512">',
          { image: 'https://img.cook.example/p/a.jpg' },
        ),
      ).image,
    ).toBe('https://img.cook.example/p/a-2400x1600.jpg?w=1024&h=512');
    // One declared side counts as a square: it beats a recipe image of unknown size.
    expect(
      parse(
        withMeta(
          '<meta property="og:image" content="https://img.cook.example/fit/1200x0/a.jpg"><meta property="og:image:width" content="1200">',
          { image: 'https://cdn.cook.example/originals/a.jpg' },
        ),
      ).image,
    ).toBe('https://img.cook.example/fit/1200x0/a.jpg');
    // Sizes unknown: the recipe's own picture, else the page's og:image, even over an https copy.
    expect(
      parse(
        withMeta('<meta property="og:image" content="https://cook.example/og.jpg">', {
          image: ['https://cook.example/card.jpg', 'https://cook.example/other.jpg'],
        }),
      ).image,
    ).toBe('https://cook.example/card.jpg');
    expect(
      parse(
        withMeta(
          '<meta property="og:image" content="http://cook.example/up/b.jpg"><meta property="og:image:secure_url" content="https://cook.example/up/b.jpg">',
          { image: 'data:image/gif;base64,R0lGOD' },
        ),
      ).image,
    ).toBe('http://cook.example/up/b.jpg');
    // The same size and the same standing: https wins.
    expect(
      parse(
        withMeta(
          '<meta property="og:image" content="http://cook.example/up/c-800x800.jpg"><meta property="og:image:secure_url" content="https://cook.example/up/c-800x800.jpg">',
          { image: 'https://cook.example/up/c-card.jpg' },
        ),
      ).image,
    ).toBe('https://cook.example/up/c-800x800.jpg');
    // The recipe's thumbnailUrl is a small copy: the page's og:image comes first; alone, it serves.
    expect(
      parse(
        withMeta('<meta property="og:image" content="https://cook.example/up/d.jpg">', {
          thumbnailUrl: 'https://cook.example/up/d-thumb.jpg',
        }),
      ).image,
    ).toBe('https://cook.example/up/d.jpg');
    expect(parse(withMeta('', { thumbnailUrl: 'https://cook.example/up/d-thumb.jpg' })).image).toBe(
      'https://cook.example/up/d-thumb.jpg',
    );
    // A site icon never wins while a photo is there.
    expect(
      parse(
        withMeta('<meta property="og:image" content="https://cook.example/media/icon.jpg">', {
          image: 'https://cook.example/media/soup.jpg',
        }),
      ).image,
    ).toBe('https://cook.example/media/soup.jpg');
  });
});

describe('generic extractor: pages with no schema.org recipe', () => {
  it.each<[string, string, string, string]>([
    ['French', 'fr', 'Ingrédients', 'Préparation'],
    ['German', 'de', 'Zutaten', 'Zubereitung'],
    ['Spanish', 'es', 'Ingredientes', 'Preparación'],
    ['Italian', 'it', 'Ingredienti', 'Preparazione'],
    ['Dutch', 'nl', 'Ingrediënten', 'Bereiding'],
    ['Portuguese', 'pt', 'Ingredientes', 'Modo de preparo'],
    ['Swedish', 'sv', 'Ingredienser', 'Gör så här'],
    ['Danish', 'da', 'Ingredienser', 'Fremgangsmåde'],
    ['Norwegian', 'no', 'Ingredienser', 'Slik gjør du'],
    ['Polish', 'pl', 'Składniki', 'Przygotowanie'],
    ['Hungarian', 'hu', 'Hozzávalók', 'Elkészítés'],
    ['Czech', 'cs', 'Suroviny', 'Postup'],
    ['English', 'en', 'Ingredients', 'Method'],
  ])('%s headings', (_language, lang, ingredientsHeading, methodHeading) => {
    const html = `<html lang="${lang}"><head><meta property="og:title" content="Testrecept"><meta property="og:image" content="https://cook.example/dish.jpg"></head>
      <body><nav><ul><li>Home</li><li>Recipes</li></ul></nav><h3>${ingredientsHeading}</h3><ul><li>200 g A</li><li>2 B</li></ul>
      <h3>${methodHeading}</h3><p>Mix A and B together in a bowl.</p><p>Bake for 20 minutes.</p><h3>Comments</h3><p>Lovely!</p></body></html>`;
    const r = parse(html);
    expect(r.source).toBe('html');
    expect(r.title).toBe('Testrecept');
    expect(r.image).toBe('https://cook.example/dish.jpg');
    expect(r.ingredientLines).toEqual(['200 g A', '2 B']);
    expect(r.instructions).toEqual(['Mix A and B together in a bowl.', 'Bake for 20 minutes.']);
  });

  it('headings in no language we know: the recipe found by its shape', () => {
    const html = `<html><head><title>Soup</title></head><body><h1>Soup</h1>
      <div class="a"><h4>Was kommt rein</h4><ul><li>1 l Brühe</li><li>2 Karotten</li><li>1 Zwiebel</li><li>Salz</li></ul></div>
      <div class="b"><h4>Los geht's</h4><ol><li>Die Zwiebel und die Karotten klein schneiden.</li><li>Alles in der Brühe 20 Minuten köcheln lassen.</li></ol></div>
      <footer><ul><li>1 Impressum</li><li>2 Datenschutz</li><li>3 Kontakt</li></ul></footer></body></html>`;
    const r = parse(html);
    expect(r.ingredientLines).toEqual(['1 l Brühe', '2 Karotten', '1 Zwiebel', 'Salz']);
    expect(r.instructions).toEqual([
      'Die Zwiebel und die Karotten klein schneiden.',
      'Alles in der Brühe 20 Minuten köcheln lassen.',
    ]);
  });

  it('headings written as a bold, underlined paragraph with a full stop; a schema Recipe with no lists', () => {
    const json = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Lentil soup',
    });
    const html = `<html lang="en"><head><script type="application/ld+json">${json}</script></head><body><h1>Lentil soup</h1>
      <div><p>A soup for cold days.</p><p><b><u>Ingredients</u></b></p><p>200 g red lentils</p><p>1 onion, chopped</p>
      <p><b>If you have no stock</b>: 1 l water and a stock cube</p>
      <p><u><b>Method</b></u>.</p><p>Soften the onion in a little oil.</p><p>Add the lentils and water, simmer 20 minutes.</p></div></body></html>`;
    const r = parse(html);
    expect(r.ingredientLines).toEqual([
      '200 g red lentils',
      '1 onion, chopped',
      'If you have no stock: 1 l water and a stock cube',
    ]);
    expect(r.instructions).toEqual([
      'Soften the onion in a little oil.',
      'Add the lentils and water, simmer 20 minutes.',
    ]);
  });

  it('a plain paragraph that is only the method heading ends the ingredients', () => {
    const html = `<html lang="de"><head><title>Linsensuppe</title></head><body><h1>Linsensuppe</h1><article>
      <p>Zutaten</p><p>200 g rote Linsen<br>1 Zwiebel<br>Salz</p>
      <p>Zubereitung</p><p>Die Zwiebel würfeln und in Öl andünsten.<br>Linsen und Wasser zugeben, 20 Minuten köcheln.</p>
      </article></body></html>`;
    const r = parse(html);
    expect(r.ingredientLines).toEqual(['200 g rote Linsen', '1 Zwiebel', 'Salz']);
    expect(r.instructions).toEqual([
      'Die Zwiebel würfeln und in Öl andünsten.',
      'Linsen und Wasser zugeben, 20 Minuten köcheln.',
    ]);
  });

  it('the page’s widgets under the post (a view counter, "Related posts:") are not steps', () => {
    const html = `<html lang="en"><head><title>Flatbread</title></head><body><h1>Flatbread</h1><article>
      <h2>Ingredients</h2><ul><li>250 g flour</li><li>150 ml water</li></ul>
      <h2>Method</h2><p>Mix the flour and water into a dough.</p><p>Cook in a dry pan, 2 minutes a side.</p>
      <div class="post-views"><span>Post Views:</span> <span>1,204</span></div><p>Related posts:</p></article></body></html>`;
    expect(parse(html).instructions).toEqual([
      'Mix the flour and water into a dough.',
      'Cook in a dry pan, 2 minutes a side.',
    ]);
  });

  it('a page with no image metadata: a video thumbnail or a theme picture is not the dish', () => {
    const html = `<html lang="en"><head><title>Pancakes</title></head><body><h1>Pancakes</h1>
      <img src="https://img.youtube.com/vi/xyz/maxresdefault.jpg" width="640" height="360">
      <img src="/build/shop/theme/images/age-check.jpg" width="600" height="400">
      <img src="https://media.cook.example/cover/pancakes.webp" width="800" height="600">
      <h2>Ingredients</h2><ul><li>2 eggs</li><li>250 ml milk</li></ul><h2>Method</h2><p>Whisk and fry.</p></body></html>`;
    expect(parse(html).image).toBe('https://media.cook.example/cover/pancakes.webp');
  });

  it('a yield marked by its class, not a word: an icon then the count, or a count box', () => {
    const page = (
      facts: string,
    ): string => `<html lang="en"><head><title>Stew</title></head><body><h1>Stew</h1>${facts}
      <h2>Ingredients</h2><ul><li>500 g beef</li><li>2 onions</li></ul><h2>Method</h2><p>Brown the beef, add the onions and stew.</p></body></html>`;
    expect(
      parse(page('<ul><li><span class="icon icon-serves"></span><span> 6 </span></li></ul>'))
        .yields,
    ).toBe('6 servings');
    expect(parse(page('<div class="person-count">3 os.</div>')).yields).toBe('3 servings');
    // A class that only sounds like it, or no count at all, is no yield.
    expect(
      parse(page('<div class="server-status">200 OK</div><div class="recipe-yield">plenty</div>'))
        .yields,
    ).toBeNull();
  });

  it('a yield said as whom the ingredients are for, or by a label in the page’s language, beside or under it', () => {
    const page = (
      facts: string,
      lang = 'en',
    ): string => `<html lang="${lang}"><head><title>Stew</title></head><body><h1>Stew</h1>
      <p>Cost per 1 portion: 2 €</p>${facts}
      <h2>Ingredients</h2><ul><li>500 g beef</li><li>2 onions</li></ul><h2>Method</h2><p>Brown the beef, add the onions and stew.</p></body></html>`;
    expect(parse(page('<p>for 3 to 5 servings</p>')).yields).toBe('5 servings');
    expect(parse(page('<h3>Ingrediënten voor 6 personen</h3>', 'nl')).yields).toBe('6 servings');
    expect(parse(page('<p>Voor 2 tot 3 personen:</p>', 'nl')).yields).toBe('2 servings');
    expect(parse(page('<div>Zutaten für 8 Portionen</div>', 'de')).yields).toBe('8 servings');
    expect(parse(page('<dl><dt>Nombre de personnes</dt><dd>4</dd></dl>', 'fr')).yields).toBe(
      '4 servings',
    );
    expect(parse(page('<span>Ilość porcji:</span> <span>ok. 3</span>', 'pl')).yields).toBe(
      '3 servings',
    );
    expect(parse(page('<p>Porcie 7</p>', 'sk')).yields).toBe('7 servings');
    // "Makes" as a caption in its own element over the value: the value says what is made;
    // written in one line, the label is part of the yield.
    expect(parse(page('<div><span>Makes</span>\n<span>12 servings</span></div>')).yields).toBe(
      '12 servings',
    );
    expect(parse(page('<p>Makes 2 racks</p>')).yields).toBe('2 items');
    // A label over its value on the next line of the same box, not the box beside it.
    const boxes = parse(
      page(
        '<ul><li>Prep<br><span>10m</span></li><li>Cook<br><span>35m</span></li><li>Serves<br><span>6</span></li></ul>',
      ),
    );
    expect(boxes.yields).toBe('6 servings');
    expect(boxes.totalMinutes).toBe(45);
    // "per 1 portion" in a cost or nutrition line, or "for" mid-sentence, is no yield.
    expect(parse(page('<p>Nutrition per 1 serving: 300 kcal</p>')).yields).toBeNull();
    expect(
      parse(page('<p>Enough stew for 4 people, or two very hungry ones.</p>')).yields,
    ).toBeNull();
  });

  it('the yield printed after the last step is not part of it', () => {
    const html = `<html lang="en"><head><title>Soup</title></head><body><h1>Soup</h1>
      <h2>Ingredients</h2><ul><li>1 l stock</li><li>2 carrots</li></ul>
      <h2>Method</h2><ol><li>Simmer the carrots in the stock.</li><li>Blend until smooth. Serves 4</li></ol></body></html>`;
    const r = parse(html);
    expect(r.instructions).toEqual(['Simmer the carrots in the stock.', 'Blend until smooth.']);
    // A step that only mentions serving keeps its words.
    const own = parse(
      ldPage({
        recipeIngredient: ['1 egg'],
        recipeInstructions: ['Boil the egg.', 'Halve it; it serves 2'],
      }),
    );
    expect(own.instructions).toEqual(['Boil the egg.', 'Halve it; it serves 2']);
  });

  it('a page with no recipe at all is still not a recipe', () => {
    const html = `<html><head><title>About us</title></head><body><h1>About us</h1><ul><li>Our story</li><li>Our team</li></ul><p>We love food.</p></body></html>`;
    expect(parseRecipePage(html, URL).found).toBe(false);
  });
});

describe('generic extractor: sections and step boxes in plain HTML', () => {
  it.each<[string, string]>([
    ['Spanish', 'Sugerencia'],
    ['French', 'Astuce'],
    ['German', 'Tipp'],
    ['Italian', 'Consigli'],
  ])('a %s tips heading after the method ends it', (_language, tips) => {
    const html = `<html><head><title>Garbanzos</title></head><body><h2>Ingredients</h2><ul><li>400 g chickpeas</li><li>1 onion</li></ul>
      <h2>Method</h2><ol><li>Fry the onion in oil.</li><li>Add the chickpeas and simmer.</li></ol>
      <p><strong>${tips}</strong></p><ul><li>It tastes even better the next day.</li></ul></body></html>`;
    expect(parse(html).instructions).toEqual([
      'Fry the onion in oil.',
      'Add the chickpeas and simmer.',
    ]);
  });

  it('step numbers set in boxes of their own beside the text are not part of the step; inline ones stay', () => {
    const boxed = (n: number, text: string): string =>
      `<li><table><tr><td><div class="num">${n}</div></td><td><div>${text}</div></td></tr></table></li>`;
    const html = `<html><head><title>Skewers</title></head><body><h2>Ingredients</h2><ul><li>2 pears</li><li>1 lime</li></ul>
      <h2>Directions</h2><ul>${boxed(1, 'Cut the pears into chunks.')}${boxed(2, 'Thread them on skewers.')}</ul></body></html>`;
    expect(parse(html).instructions).toEqual([
      'Cut the pears into chunks.',
      'Thread them on skewers.',
    ]);
    // A number written inline, as part of the line, is the page's own text.
    const inline = html
      .replace(/<li><table>.*<\/table><\/li>/s, '')
      .replace(
        '<ul></ul>',
        '<ul><li><span>1. </span>Cut the pears.</li><li><span>2. </span>Skewer them.</li></ul>',
      );
    expect(parse(inline).instructions).toEqual(['1. Cut the pears.', '2. Skewer them.']);
    // Ingredient amounts in boxes of their own are never taken for step numbers.
    const amounts = `<html><head><title>Soup</title></head><body><h2>Ingredients</h2><ul><li><div>2</div><div>leeks</div></li><li><div>4</div><div>potatoes</div></li></ul>
      <h2>Method</h2><ol><li>Simmer everything for 30 minutes.</li><li>Blend it smooth.</li></ol></body></html>`;
    expect(parse(amounts).ingredientLines).toEqual(['2 leeks', '4 potatoes']);
  });

  it('a method box that holds only labelled times, then related-recipe links, is no method: the paragraphs are', () => {
    const html = ldPage(
      { recipeIngredient: ['1 l milk', '200 g rice'] },
      `<div>Elkészítés</div><article class="recipe-preparation"><h3>An easy one, here is how:</h3>
       <p>Simmer the rice in the milk until soft, about 20 minutes, then sweeten it.</p>
       <ul><li>Elkészítési idő: kb. 30 perc</li><li>Hűtési idő: 1 óra</li></ul>
       <h3>More breakfasts?</h3><p><a href="/muffins">Oat muffins</a></p><p><a href="/toast">French toast</a></p></article>`,
    );
    expect(parse(html).instructions).toEqual([
      'Simmer the rice in the milk until soft, about 20 minutes, then sweeten it.',
    ]);
  });
});

describe('generic extractor: the method’s own parts', () => {
  it('"Method" before the first step is dropped; further down a flat list it heads the steps after it', () => {
    const r = parse(
      ldPage({
        recipeIngredient: ['500 g pork'],
        recipeInstructions: [
          'Method:',
          'You need: skewers, a pan and foil',
          'Postup',
          'Cut the meat into cubes.',
          'Fry the skewers on all sides.',
        ],
      }),
    );
    expect(r.instructions).toEqual([
      'You need: skewers, a pan and foil',
      'Cut the meat into cubes.',
      'Fry the skewers on all sides.',
    ]);
    expect(r.instructionGroups.map((g) => [g.name, g.start, g.steps.length])).toEqual([
      ['Postup', 1, 2],
    ]);
  });

  it('found by shape: a list of extras is no method; paragraphs with photos between them all are', () => {
    const photo = '<p><img src="https://cook.example/step.jpg" alt=""></p>';
    const steps = Array.from(
      { length: 8 },
      (_, i) => `<p>Step text number ${i + 1} tells the cook what to do next.</p>${photo}`,
    ).join('');
    const html = `<html><head><title>Ribs</title></head><body><article><p>Zutatenliste</p>
      <ul><li>2 racks of ribs</li><li>1 cup of brown sugar</li><li>1 cup of cider vinegar</li></ul>
      <p>Optional</p><ul><li>Your favourite barbecue sauce. We like Smoky Joe</li><li>A jar of pepper jelly from the corner shop</li></ul>
      ${steps}</article></body></html>`;
    const r = parse(html);
    expect(r.instructions).toHaveLength(8);
    expect(r.instructions[7]).toBe('Step text number 8 tells the cook what to do next.');
  });
});

describe('generic extractor: title and image from the page itself', () => {
  it('the heading the breadcrumb trail names is the title, where the document title names another page', () => {
    const crumbs = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://cook.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Savanna loaf cake',
          item: 'https://cook.example/marble',
        },
      ],
    });
    const html = `<html><head><title>Marble cake - Cook</title><meta property="og:title" content="Marble cake - Cook">
      <script type="application/ld+json">${crumbs}</script></head><body><h1>Savanna loaf cake</h1>
      <h2>Ingredients</h2><ul><li>200 g flour</li><li>3 eggs</li></ul><h2>Method</h2><p>Mix everything and bake for 40 minutes.</p></body></html>`;
    expect(parse(html).title).toBe('Savanna loaf cake');
    // Without a breadcrumb the document title still decides.
    expect(parse(html.replace(/<script.*<\/script>/s, '')).title).toBe('Marble cake');
  });

  it('a photo in the body: an app bundle’s own picture is not the dish; a PNG counts at a photo’s size', () => {
    const html = ldPage(
      { image: '', recipeIngredient: ['1 cod fillet'], recipeInstructions: 'Poach the cod.' },
      `<h1>Cod stew</h1>
       <img src="/api/image?src=%2F_next%2Fstatic%2Fmedia%2Fcard.48df.png&w=3840&q=100">
       <img src="https://cook.example/media/arrow.png">
       <img src="https://cook.example/media/cod-stew.png" width="476" height="294">`,
    );
    expect(parse(html).image).toBe('https://cook.example/media/cod-stew.png');
  });

  it('no picture tag anywhere: the banner’s background picture, never a logo’s', () => {
    const page = (header: string): string => `<html><head><title>Fig jam</title></head><body>
      <div class="brand" style="background: url(/assets/logo-mark.png) no-repeat"></div>
      ${header}<h1>Fig jam</h1>
      <h2>Ingredients</h2><ul><li>1 kg figs</li><li>500 g sugar</li></ul>
      <h2>Method</h2><p>Cook the figs with the sugar until thick, then jar.</p></body></html>`;
    expect(
      parse(
        page(
          `<header class="banner" style="background-image:url('/uploads/2024/08/fig-jam.jpg');"></header>`,
        ),
      ).image,
    ).toBe('https://cook.example/uploads/2024/08/fig-jam.jpg');
    expect(parse(page('')).image).toBeNull();
  });
});

describe('generic extractor: ingredient lines written in more than one piece', () => {
  it('a recipe-card string holding several ingredients a line is split; a note on its own line is not', () => {
    const r = parse(
      ldPage({
        recipeIngredient: [
          '2 tbsp oil\n2 cloves garlic, crushed',
          '1 tsp cumin\n1 onion, diced\nJuice of a lemon',
          '1 cup flour\n(sifted)',
        ],
        recipeInstructions: 'Cook.',
      }),
    );
    expect(r.ingredientLines).toEqual([
      '2 tbsp oil',
      '2 cloves garlic, crushed',
      '1 tsp cumin',
      '1 onion, diced',
      'Juice of a lemon',
      '1 cup flour (sifted)',
    ]);
  });

  it('a recipe-card string whose line breaks the page escaped twice ("\\n" as text) is split the same way', () => {
    const r = parse(
      ldPage({
        recipeIngredient: [
          '2 tbsp oil\\n2 cloves garlic, crushed',
          '1 tsp cumin\\r\\n1 onion, diced',
        ],
        recipeInstructions: 'Warm the oil.\\nFry the garlic and onion.\\nAdd the cumin.',
      }),
    );
    expect(r.ingredientLines).toEqual([
      '2 tbsp oil',
      '2 cloves garlic, crushed',
      '1 tsp cumin',
      '1 onion, diced',
    ]);
    expect(r.instructions).toEqual([
      'Warm the oil.',
      'Fry the garlic and onion.',
      'Add the cumin.',
    ]);
  });

  it('a checklist of <div>s (a tick box, then amount, name and note in boxes of their own) reads a row a line', () => {
    const row = (amount: string, name: string, note = ''): string =>
      `<div class="row"><input type="checkbox"><div class="flex"><div>${amount}</div><div class="b">${name}</div>${note ? `<div>(${note})</div>` : ''}</div></div>`;
    const html = `<html><head><title>Rice pudding</title></head><body><h1>Rice pudding</h1>
      <div class="box"><div class="title">Ingredients</div><div>${row('1 l', 'milk')}${row('200 g', 'rice')}${row('1 pack', 'vanilla sugar', '8 g')}</div></div>
      <h2>Method</h2><ul><li><label><input type="checkbox"> Simmer the rice in the milk for 25 minutes.</label></li><li><label><input type="checkbox"> Stir in the sugar.</label></li></ul></body></html>`;
    const r = parse(html);
    expect(r.ingredientLines).toEqual(['1 l milk', '200 g rice', '1 pack vanilla sugar (8 g)']);
    expect(r.instructions).toEqual([
      'Simmer the rice in the milk for 25 minutes.',
      'Stir in the sugar.',
    ]);
  });
});

describe('generic extractor: <div> checklists laid out in boxes', () => {
  const page = (row: (amount: string, name: string) => string): string =>
    `<html><head><title>Lentil soup</title></head><body><h1>Lentil soup</h1>
      <section class="ingredients"><h2>Ingredients</h2><div class="list">${row('250 g', 'red lentils')}${row('1 l', 'vegetable stock')}${row('2', 'carrots')}${row('1 tin (400 g)', 'chopped tomatoes')}</div></section>
      <h2>Method</h2><ol><li>Rinse the lentils and put everything in a large pan.</li><li>Simmer for 25 minutes, then blend until smooth.</li></ol></body></html>`;
  const lines = [
    '250 g red lentils',
    '1 l vegetable stock',
    '2 carrots',
    '1 tin (400 g) chopped tomatoes',
  ];

  it.each<[string, (amount: string, name: string) => string]>([
    [
      'no tick box',
      (a, n) => `<div class="row"><div class="qty">${a}</div><div class="name">${n}</div></div>`,
    ],
    [
      'a drawn tick box',
      (a, n) =>
        `<div class="row"><span class="check" role="checkbox" aria-checked="false"></span><div>${a}</div><div>${n}</div></div>`,
    ],
    [
      'the tick box in a box of its own, last',
      (a, n) =>
        `<div class="row"><div>${a}</div><div>${n}</div><div class="tick"><input type="checkbox"></div></div>`,
    ],
  ])('reads one line a row (%s), not the amount and the name apart', (_, row) => {
    expect(parse(page(row)).ingredientLines).toEqual(lines);
  });

  it('keeps rows that are whole lines apart, also in short groups', () => {
    const html = page((a, n) => `<div class="row"><div>${a} ${n}</div></div>`);
    expect(parse(html).ingredientLines).toEqual(lines);
    const group = (first: string, second: string): string =>
      `<div class="group"><div class="line">${first}</div><div class="line">${second}</div></div>`;
    const groups = page(() => '').replace(
      '<div class="list"></div>',
      `<div class="list">${group('2 eggs', 'Salt')}${group('3 carrots', 'Pepper')}${group('4 leeks', 'Thyme')}</div>`,
    );
    expect(parse(groups).ingredientLines).toEqual([
      '2 eggs',
      'Salt',
      '3 carrots',
      'Pepper',
      '4 leeks',
      'Thyme',
    ]);
  });
});

describe('generic extractor: times labelled without a word before them', () => {
  const page = (facts: string): string =>
    `<html><head><title>Bean chilli</title></head><body><h1>Bean chilli</h1>${facts}
      <h2>Ingredients</h2><ul><li>2 tins kidney beans</li><li>1 onion, chopped</li><li>1 tsp chilli powder</li></ul>
      <h2>Method</h2><ol><li>Soften the onion in a little oil for 10 minutes.</li><li>Add the beans and spice and simmer until thick.</li></ol></body></html>`;

  it.each<[string, string, number]>([
    [
      'an icon whose alt text names the time',
      '<ul class="facts"><li><img src="/i/clock.png" alt="Time"> 45mins</li><li><img src="/i/bowl.png" alt="Serves"> 4</li></ul>',
      45,
    ],
    [
      'table headings over the values',
      '<table><tr><th>Prep time</th><th>Cook time</th></tr><tr><td>10 minutes</td><td>35 minutes</td></tr></table>',
      45,
    ],
    [
      'the label set under its value',
      '<div class="facts"><div><p>20 min</p><p>Hands on</p></div><div><p>1h05</p><p>Total</p></div></div>',
      65,
    ],
  ])('reads the total time from %s', (_, facts, minutes) => {
    expect(parse(page(facts)).totalMinutes).toBe(minutes);
  });
});

describe('generic extractor: headings written with a full-width colon', () => {
  it('finds the lists under "材料：" and "做法：" paragraphs (CJK punctuation)', () => {
    const html = `<html><head><title>番茄炒蛋</title></head><body><h1>番茄炒蛋</h1>
      <p>分量：2 人份</p><p>材料：</p><ul><li>3 个 番茄</li><li>4 个 蛋</li><li>1 茶匙 糖</li></ul>
      <p>做法：</p><p>1 把番茄切块，蛋打散。</p><p>2 热锅下油，先炒蛋，盛出。</p><p>3 再炒番茄，加糖，倒回蛋拌匀。</p></body></html>`;
    const r = parse(html);
    expect(r.ingredientLines).toEqual(['3 个 番茄', '4 个 蛋', '1 茶匙 糖']);
    expect(r.instructions).toHaveLength(3);
    expect(r.instructions[0]).toContain('把番茄切块');
    expect(r.yields).toBe('2 servings');
  });
});

describe('generic extractor: titled parts of a method in plain HTML', () => {
  it('titles between the lists of a method box, or under a Method heading, name the steps after them', () => {
    const box = `<html><head><title>Tuna melt</title></head><body><h1>Tuna melt</h1>
      <div class="ingredients"><ul><li>1 can tuna</li><li>2 slices rye bread</li></ul></div>
      <div class="instructions"><h3>1. Do some prep:</h3><ul><li>Chop the onion finely.</li><li>Slice the tomato.</li></ul>
      <h3>2. Assemble:</h3><ul><li>Spread the tuna on the bread.</li></ul></div></body></html>`;
    const r = parse(box);
    expect(r.instructions).toEqual([
      'Chop the onion finely.',
      'Slice the tomato.',
      'Spread the tuna on the bread.',
    ]);
    expect(r.instructionGroups.map((g) => [g.name, g.start, g.steps.length])).toEqual([
      ['1. Do some prep:', 0, 2],
      ['2. Assemble:', 2, 1],
    ]);
    const headed = `<html><head><title>Soup</title></head><body><h2>Ingredients</h2><ul><li>1 l stock</li><li>2 leeks</li></ul>
      <h2>Method</h2><p><strong>For the soup</strong></p><ol><li>Sweat the leeks.</li><li>Add the stock and simmer.</li></ol>
      <p><strong>To serve</strong></p><ol><li>Ladle into warm bowls.</li></ol><h2>Notes</h2><ul><li>Keeps for 3 days.</li></ul></body></html>`;
    const s = parse(headed);
    expect(s.instructions).toEqual([
      'Sweat the leeks.',
      'Add the stock and simmer.',
      'Ladle into warm bowls.',
    ]);
    expect(s.instructionGroups.map((g) => [g.name, g.start])).toEqual([
      ['For the soup', 0],
      ['To serve', 2],
    ]);
  });
});

describe('generic extractor: lists written inside lists', () => {
  it('a list straight inside another (<ul><ul><li>) is read; a sub-list inside an item stays part of that line', () => {
    const html = ldPage(
      {
        recipeIngredient: ['4 cups flour', '2 eggs', '4 tbsp flour', '4 tbsp water'],
        recipeInstructions: 'Mix, shape and bake the buns.',
      },
      `<h2>Ingredients</h2><ul><li>4 cups flour</li><li>2 eggs</li></ul>
       <h2>Crosses</h2><ul><li>4 tbsp flour</li><li>4 tbsp water</li></ul>
       <h2>Glaze</h2><ul><ul><li>1/3 cup sugar</li><li>½ cup hot water</li></ul></ul>
       <h2>Method</h2><p>Mix, shape and bake the buns.</p>`,
    );
    expect(parse(html).ingredientLines).toEqual([
      '4 cups flour',
      '2 eggs',
      '4 tbsp flour',
      '4 tbsp water',
      '1/3 cup sugar',
      '½ cup hot water',
    ]);
    const nested = `<html><head><title>Salad</title></head><body><h2>Ingredients</h2><ul><li>2 tomatoes</li>
      <li>Dressing of your choice<ul><li>oil</li><li>vinegar</li></ul></li><li>1 cucumber</li></ul>
      <h2>Method</h2><ol><li>Chop and toss everything.</li><li>Serve at once.</li></ol></body></html>`;
    expect(parse(nested).ingredientLines).toEqual([
      '2 tomatoes',
      'Dressing of your choice oil vinegar',
      '1 cucumber',
    ]);
  });
});

describe('generic extractor: the same list in tabs', () => {
  it('a tab bar is not a list; of its panels the one the page shows is read', () => {
    const panel = (id: string, cls: string, flour: string): string =>
      `<div class="tab-pane ${cls}" id="${id}" role="tabpanel"><p>${flour} plain flour</p><p>2 eggs</p><p>Butter, for frying</p></div>`;
    const html = `<html><head><title>Pancakes</title></head><body><h3>Ingredients</h3>
      <ul class="nav" role="tablist"><li><a role="tab" href="#us">US</a></li><li><a role="tab" href="#metric">Metric</a></li></ul>
      <div class="tab-content">${panel('us', 'fade', '8.8 oz')}${panel('metric', 'fade show active', '250 g')}</div>
      <h3>You'll need</h3><div><p>Large mixing bowl</p></div>
      <h3>Method</h3><ol><li>Whisk everything to a batter.</li><li>Fry in butter.</li></ol></body></html>`;
    expect(parse(html).ingredientLines).toEqual([
      '250 g plain flour',
      '2 eggs',
      'Butter, for frying',
    ]);
    // No panel marked active: the first one.
    expect(parse(html.replace('fade show active', 'fade')).ingredientLines[0]).toBe(
      '8.8 oz plain flour',
    );
  });
});

describe('generic extractor: the page’s own schema.org picture', () => {
  it('with no Recipe and no og:image, the WebPage/Article image of an SEO plugin’s @graph is the picture, not a related post’s', () => {
    const graph = JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'ImageObject',
          '@id': 'https://cook.example/#mainImage',
          url: 'https://cook.example/uploads/pancakes.jpg',
          width: 1200,
          height: 800,
        },
        {
          '@type': 'WebPage',
          '@id': 'https://cook.example/recipe#webpage',
          primaryImageOfPage: { '@id': 'https://cook.example/recipe/#mainImage' },
          image: { '@id': 'https://cook.example/#mainImage' },
        },
      ],
    });
    const html = `<html><head><title>Pancakes</title><script type="application/ld+json">${graph}</script></head>
      <body><h1>Pancakes</h1><h2>Ingredients</h2><ul><li>2 eggs</li><li>250 ml milk</li></ul><h2>Method</h2><p>Whisk and fry.</p>
      <h3>You may also like</h3><img src="https://cdn.example/related/waffles-440x660.jpg" width="440" height="660"></body></html>`;
    expect(parse(html).image).toBe('https://cook.example/uploads/pancakes.jpg');
  });
});

describe('generic extractor: dividers', () => {
  it('a word set on a rule after the method ("Done") is no step', () => {
    const html = ldPage(
      { recipeIngredient: ['200 g rice', '1 carrot'] },
      `<h2>Zubereitung</h2><div><div class="step">Schritt 01</div><div>Cook the rice as the pack says.</div>
       <div class="step">Schritt 02</div><div>Cut the carrot into thin sticks.</div>
       <div class="divider"><hr><span>Fertig</span></div></div>`,
    );
    expect(parse(html).instructions).toEqual([
      'Cook the rice as the pack says.',
      'Cut the carrot into thin sticks.',
    ]);
  });
});

describe('generic extractor: numbered HowToSteps', () => {
  it('HowToSteps that each open with their own position lose the number; numbers that do not count the steps stay', () => {
    const r = parse(
      ldPage({
        recipeIngredient: ['250 g ravioli'],
        recipeInstructions: [
          { '@type': 'HowToStep', text: 'Method:' },
          { '@type': 'HowToStep', text: '1. Boil the ravioli.' },
          { '@type': 'HowToStep', text: '2. Melt the butter with sage.' },
        ],
      }),
    );
    expect(r.instructions).toEqual(['Boil the ravioli.', 'Melt the butter with sage.']);
    // Numbers that do not count the steps (a quantity, a skipped one) are the writer's words.
    const own = parse(
      ldPage({
        recipeIngredient: ['1 egg'],
        recipeInstructions: [
          { '@type': 'HowToStep', text: '1. Boil the egg.' },
          { '@type': 'HowToStep', text: '3. Peel it.' },
        ],
      }),
    );
    expect(own.instructions).toEqual(['1. Boil the egg.', '3. Peel it.']);
  });
});

describe('generic extractor: lines the page hides', () => {
  it('items hidden beside shown ones (the other units of each line) are not read; a list hidden whole still is', () => {
    const item = (cls: string, text: string): string => `<li class="${cls}">${text}</li>`;
    const page = (imperial: string): string => `<html><head><title>Flapjacks</title></head><body>
      <h2>Ingredients</h2><ul>${item('metric', '250 g oats')}${item('metric', '125 g butter')}
      ${item(imperial, '9 oz oats')}${item(imperial, '4.5 oz butter')}<li style="display: none">3 tbsp syrup</li></ul>
      <h2>Method</h2><ol><li>Melt the butter and stir in the oats.</li><li>Bake for 20 minutes.</li></ol></body></html>`;
    expect(parse(page('imperial hide')).ingredientLines).toEqual(['250 g oats', '125 g butter']);
    expect(parse(page('imperial d-none')).ingredientLines).toEqual(['250 g oats', '125 g butter']);
    // Hidden on small screens only: shown on others, so read.
    expect(parse(page('hidden md:list-item')).ingredientLines).toHaveLength(4);
    expect(parse(page('d-none d-lg-block')).ingredientLines).toHaveLength(4);
    // Shown ones are all read, as before.
    expect(parse(page('imperial')).ingredientLines).toEqual([
      '250 g oats',
      '125 g butter',
      '9 oz oats',
      '4.5 oz butter',
    ]);
    const collapsed = `<html><head><title>Flapjacks</title></head><body><h2>Ingredients</h2>
      <ul><li hidden>250 g oats</li><li hidden>125 g butter</li></ul>
      <h2>Method</h2><ol><li>Melt the butter and stir in the oats.</li><li>Bake for 20 minutes.</li></ol></body></html>`;
    expect(parse(collapsed).ingredientLines).toEqual(['250 g oats', '125 g butter']);
  });
});

describe('generic extractor: ingredient groups found by shape', () => {
  it('lists of amount-led lines under short group headings are one list; a list past prose is not', () => {
    const group = (name: string, lines: string[]): string =>
      `<div class="module"><h2><span>${name}</span></h2></div><div class="module"><div class="rich"><ul>${lines
        .map((l) => `<li>${l}</li>`)
        .join('')}</ul></div></div>`;
    const html = `<html><head><title>Tuna Melt</title></head><body><h1>Tuna Melt</h1>
      <ul><li>15 minutes</li><li>2 people</li></ul>
      <p>We love this with a crisp green salad and a glass of something cold on a summer evening.</p>
      ${group('Fresh', ['1 red onion', '2 celery stalks', '1 lemon'])}
      ${group('Cupboard', ['2 cans tuna', '4 tbsp mayonnaise', '2 slices rye bread', 'Salt and pepper'])}
      ${group('Fridge', ['100 g cheddar'])}
      <h2>Steps</h2><ol><li>Chop the onion and celery and mix with the tuna and mayonnaise.</li>
      <li>Pile onto the bread, top with cheese and grill until bubbling.</li></ol></body></html>`;
    const r = parse(html);
    expect(r.ingredientLines).toEqual([
      '1 red onion',
      '2 celery stalks',
      '1 lemon',
      '2 cans tuna',
      '4 tbsp mayonnaise',
      '2 slices rye bread',
      'Salt and pepper',
      '100 g cheddar',
    ]);
    expect(r.instructions).toHaveLength(2);
  });
});

describe('generic extractor: schema.org names whose amounts only the page prints', () => {
  it('each name is joined by the amount the page sets in a box after it', () => {
    const row = (name: string, amount: string): string =>
      `<div class="row"><p class="name">${name}</p>${amount === '' ? '' : `<p class="qty">${amount}</p>`}</div>`;
    const body = `<h2>Ingredients</h2><div>${row('potatoes', '1 kg')}${row('onion', '1 piece')}${row(
      'salt',
      '',
    )}${row('flour', '3 tablespoons')}</div>`;
    const r = parse(
      ldPage(
        {
          recipeIngredient: ['potatoes', 'onion', 'salt', 'flour'],
          recipeInstructions: 'Grate, mix and fry.',
        },
        body,
      ),
    );
    expect(r.ingredientLines).toEqual([
      'potatoes 1 kg',
      'onion 1 piece',
      'salt',
      'flour 3 tablespoons',
    ]);
    // Lines that already carry amounts are the schema's, whatever the page prints.
    const own = parse(
      ldPage(
        { recipeIngredient: ['1 kg potatoes', '1 onion'], recipeInstructions: 'Fry.' },
        `<h2>Ingredients</h2><div>${row('potatoes', '1 kg')}${row('onion', '1')}</div>`,
      ),
    );
    expect(own.ingredientLines).toEqual(['1 kg potatoes', '1 onion']);
  });
});

describe('generic extractor: method headings in every language we read', () => {
  it('a first step that only says "Method" in any of them is no step; further down it names the steps after it', () => {
    const r = parse(
      ldPage({
        recipeIngredient: ['2 eggs'],
        recipeInstructions: ['Elaboración:', 'Bate los huevos.', 'Příprava', 'Cuaja la tortilla.'],
      }),
    );
    expect(r.instructions).toEqual(['Bate los huevos.', 'Cuaja la tortilla.']);
    expect(r.instructionGroups.map((g) => [g.name, g.start])).toEqual([['Příprava', 1]]);
  });
});

describe('generic extractor: a method under a heading we cannot read', () => {
  it('the prose under the first heading after the ingredients is the method; notes are not', () => {
    const page = (
      heading: string,
    ): string => `<html><head><title>Chocolate Bundt</title></head><body>
      <div class="wrap"><div class="card"><h2><span>Ingredients</span></h2><div class="box"><ul>
      <li><span>4</span> <span>eggs</span></li><li><span>250 g</span> <span>sugar</span></li>
      <li><span>150 g</span> <span>flour</span></li><li><span>50 g</span> <span>cocoa</span></li></ul></div>
      <a href="/shop"><img src="/ad.png"></a></div></div>
      <section><div class="inner"><h2><span>${heading}</span></h2><div class="prose">
      <p>Whisk the eggs with the sugar until pale, then fold in the flour and the cocoa.</p>
      <p>Bake in a buttered tin at 180 °C for 50 minutes.</p></div></div></section>
      <section><h2>More cakes</h2><p><a href="/other">Lemon drizzle</a></p></section></body></html>`;
    expect(parse(page('The good bit')).instructions).toEqual([
      'Whisk the eggs with the sugar until pale, then fold in the flour and the cocoa.',
      'Bake in a buttered tin at 180 °C for 50 minutes.',
    ]);
    // Under a notes heading: the writer's aside, not the method (so no recipe, only a link).
    expect(parseRecipePage(page('Notes'), URL).found).toBe(false);
  });
});

describe('generic extractor: headings with their amount, and longer ways of saying "Method"', () => {
  const page = (ingredients: string, method: string, extra = ''): string =>
    `<html><head><title>Crêpes</title></head><body><h1>Crêpes</h1>${extra}
    <h2>${ingredients}</h2><p>200 g flour<br>2 eggs<br>300 ml milk</p>
    <h2>${method}</h2><p>Whisk the flour, the eggs and the milk to a smooth batter.</p>
    <p>Fry thin crêpes in a hot buttered pan until golden.</p>
    <h2>Comments</h2><p>Lovely recipe, we made it twice this week already!</p></body></html>`;
  it.each([
    ['Ingredients (serves 4)', 'Method'],
    ['Ingredients – makes 12', 'Directions'],
    ['Hozzávalók 4 személyre', 'Elkészítés'],
    ['Ingredientes (4 porciones)', 'Pasos a seguir'],
    ['Zutaten', 'Zubereitungsschritte'],
    ['Ingredienti', 'Preparazione della ricetta'],
    ['Ingredienser', 'Så här gör du'],
    ['What you need', 'What to do'],
    ['Ingredients', 'How to make crêpes'],
    // A method heading in no list at all: the prose under the next heading.
    ['Ingrédients', 'La suite'],
  ])('"%s" then "%s"', (ingredients, method) => {
    const r = parse(page(ingredients, method));
    expect(r.ingredientLines).toEqual(['200 g flour', '2 eggs', '300 ml milk']);
    expect(r.instructions).toEqual([
      'Whisk the flour, the eggs and the milk to a smooth batter.',
      'Fry thin crêpes in a hot buttered pan until golden.',
    ]);
  });

  it('a usual method heading wins over a video box titled "How to make …"', () => {
    const video = `<h2>How to make crêpes</h2><p>Watch our chef make them in this short video of the whole recipe.</p>
      <p>Our video shows every step from the batter to the pan in under three minutes.</p>
      <p>Subscribe to the channel for a new recipe video every single week of the year.</p>`;
    const r = parse(page('Ingredients', 'Method', video));
    expect(r.instructions[0]).toBe('Whisk the flour, the eggs and the milk to a smooth batter.');
  });
});

describe('generic extractor: step numbers in the languages we read', () => {
  it('"Etapa 2", "Trin 3", "1. lépés" and "2. krok" are numbering, not a step or its words', () => {
    const r = parse(
      ldPage({
        recipeIngredient: ['2 eggs'],
        recipeInstructions: [
          'Etapa 1',
          'Bata os ovos.',
          'Trin 2: Varm panden.',
          '3. lépés Süsd meg.',
          '4. krok',
          'Servírujte.',
          '5. Krokante topping erop.',
        ],
      }),
    );
    expect(r.instructions).toEqual([
      'Bata os ovos.',
      'Varm panden.',
      'Süsd meg.',
      'Servírujte.',
      '5. Krokante topping erop.',
    ]);
  });
});
