import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IngredientKey } from './canonical-types.ts';
import { normaliseIngredient } from './normalise.ts';
import { closestIngredient } from './normalise-closest.ts';
import type { Unit } from './normalise-units.ts';

/** input → expected key, and (when given) quantity, upper quantity, unit. */
type Row = readonly [
  input: string,
  key: string | null,
  quantity?: number,
  unit?: Unit,
  quantityMax?: number,
];

const FRACTIONS_AND_NUMBERS: readonly Row[] = [
  ['1 cup flour', 'flour', 1, 'cup'],
  ['1/2 cup sugar', 'sugar', 0.5, 'cup'],
  ['1 1/2 cups milk', 'milk', 1.5, 'cup'],
  ['½ tsp salt', 'salt', 0.5, 'tsp'],
  ['1½ cups milk', 'milk', 1.5, 'cup'],
  ['¼ cup olive oil', 'olive-oil', 0.25, 'cup'],
  ['¾ cup brown sugar', 'brown-sugar', 0.75, 'cup'],
  ['⅓ cup honey', 'honey', 0.333, 'cup'],
  ['2 ⅔ cups oats', 'oat', 2.667, 'cup'],
  ['⅛ tsp nutmeg', 'nutmeg', 0.125, 'tsp'],
  ['0.5 kg potatoes', 'potato', 0.5, 'kg'],
  ['250g plain flour', 'flour', 250, 'g'],
  ['250 g plain flour', 'flour', 250, 'g'],
  ['500ml whole milk', 'milk', 500, 'ml'],
  ['1 litre vegetable stock', 'vegetable-stock', 1, 'l'],
  ['1 l chicken broth', 'chicken-stock', 1, 'l'],
  ['12 oz spaghetti', 'spaghetti', 12, 'oz'],
  ['1 lb ground beef', 'ground-beef', 1, 'lb'],
  ['2 pounds chicken thighs', 'chicken-thigh', 2, 'lb'],
  ['3 tablespoons soy sauce', 'soy-sauce', 3, 'tbsp'],
  ['1 tbsp. sesame oil', 'sesame-oil', 1, 'tbsp'],
  ['2 teaspoons ground cumin', 'cumin', 2, 'tsp'],
  ['1 T butter', 'butter', 1, 'tbsp'],
  ['1 t baking soda', 'baking-soda', 1, 'tsp'],
  ['1 dozen eggs', 'egg', 12, 'piece'],
  ['2 fl oz cream', 'cream', 2, 'fl-oz'],
  ['1 pint milk', 'milk', 1, 'pint'],
  ['1 quart chicken stock', 'chicken-stock', 1, 'quart'],
  ['100 grams feta', 'feta', 100, 'g'],
  ['1 kilo carrots', 'carrot', 1, 'kg'],
  ['3 eggs', 'egg', 3, 'piece'],
  ['1 onion', 'onion', 1, 'piece'],
  ['a pinch of salt', 'salt', 1, 'pinch'],
  ['pinch of nutmeg', 'nutmeg', 1, 'pinch'],
  ['an onion', 'onion', 1, 'piece'],
  ['one lemon', 'lemon', 1, 'piece'],
  ['2 pinches chili flakes', 'chili-flake', 2, 'pinch'],
  ['1 dash hot sauce', 'hot-sauce', 1, 'dash'],
  ['1 stick butter', 'butter', 1, 'stick'],
  ['2 heads garlic', 'garlic', 2, 'head'],
];

const RANGES: readonly Row[] = [
  ['2-3 cloves garlic', 'garlic', 2, 'clove', 3],
  ['2–3 tomatoes', 'tomato', 2, 'piece', 3],
  ['2 to 3 tablespoons olive oil', 'olive-oil', 2, 'tbsp', 3],
  ['1-2 chillies', 'chili-pepper', 1, 'piece', 2],
  ['4 - 6 chicken thighs', 'chicken-thigh', 4, 'piece', 6],
  ['1/2-1 tsp cayenne pepper', 'cayenne', 0.5, 'tsp', 1],
  ['3—4 cups spinach', 'spinach', 3, 'cup', 4],
  ['6 to 8 mushrooms', 'mushroom', 6, 'piece', 8],
];

const UNITS_IN_WORDS: readonly Row[] = [
  ['1 can chickpeas', 'chickpea', 1, 'can'],
  ['1 tin chopped tomatoes', 'canned-tomato', 1, 'can'],
  ['2 tins coconut milk', 'coconut-milk', 2, 'can'],
  ['1 (14 oz) can diced tomatoes', 'canned-tomato', 1, 'can'],
  ['1 x 400g tin chickpeas, drained', 'chickpea', 400, 'g'],
  ['1 jar salsa', 'salsa', 1, 'can'],
  ['1 handful spinach', 'spinach', 1, 'handful'],
  ['a handful of coriander', 'cilantro', 1, 'handful'],
  ['2 handfuls rocket', 'arugula', 2, 'handful'],
  ['1 bunch cilantro', 'cilantro', 1, 'bunch'],
  ['1 bunch spring onions', 'spring-onion', 1, 'bunch'],
  ['3 sprigs thyme', 'thyme', 3, 'sprig'],
  ['2 sprigs of rosemary', 'rosemary', 2, 'sprig'],
  ['3 slices bread', 'bread', 3, 'slice'],
  ['4 rashers bacon', 'bacon', 4, 'slice'],
  ['2 cloves garlic', 'garlic', 2, 'clove'],
  ['1 packet yeast', 'yeast', 1, 'piece'],
  ['4 salmon fillets', 'salmon', 4, 'piece'],
  ['2 chicken breasts', 'chicken-breast', 2, 'piece'],
  ['3 celery stalks', 'celery', 3, 'piece'],
  ['2 bay leaves', 'bay-leaf', 2, 'piece'],
  ['salt to taste', 'salt', undefined, 'to-taste'],
  ['black pepper, to taste', 'black-pepper', undefined, 'to-taste'],
  ['olive oil as needed', 'olive-oil', undefined, 'to-taste'],
];

const PLURALS: readonly Row[] = [
  ['tomatoes', 'tomato'],
  ['potatoes', 'potato'],
  ['onions', 'onion'],
  ['carrots', 'carrot'],
  ['eggs', 'egg'],
  ['lemons', 'lemon'],
  ['limes', 'lime'],
  ['apples', 'apple'],
  ['bananas', 'banana'],
  ['strawberries', 'strawberry'],
  ['blueberries', 'blueberry'],
  ['raspberries', 'raspberry'],
  ['cherries', 'cherry'],
  ['peaches', 'peach'],
  ['mangoes', 'mango'],
  ['mangos', 'mango'],
  ['avocados', 'avocado'],
  ['radishes', 'radish'],
  ['leeks', 'leek'],
  ['shallots', 'shallot'],
  ['mushrooms', 'mushroom'],
  ['chickpeas', 'chickpea'],
  ['lentils', 'lentil'],
  ['black beans', 'black-bean'],
  ['kidney beans', 'kidney-bean'],
  ['peas', 'pea'],
  ['green beans', 'green-bean'],
  ['anchovies', 'anchovy'],
  ['prawns', 'shrimp'],
  ['shrimps', 'shrimp'],
  ['mussels', 'mussel'],
  ['sausages', 'sausage'],
  ['walnuts', 'walnut'],
  ['almonds', 'almond'],
  ['cashews', 'cashew'],
  ['peanuts', 'peanut'],
  ['pine nuts', 'pine-nut'],
  ['sesame seeds', 'sesame-seed'],
  ['dates', 'date'],
  ['raisins', 'raisin'],
  ['olives', 'olive'],
  ['capers', 'caper'],
  ['noodles', 'noodle'],
  ['tortillas', 'tortilla'],
  ['breadcrumbs', 'breadcrumb'],
  ['chives', 'chive'],
  ['bay leaves', 'bay-leaf'],
  ['cloves', 'ground-clove'],
  ['oats', 'oat'],
  ['grapes', 'grape'],
  ['pears', 'pear'],
  ['courgettes', 'zucchini'],
  ['aubergines', 'eggplant'],
  ['chillies', 'chili-pepper'],
  ['jalapeños', 'jalapeno'],
  ['parsnips', 'parsnip'],
  ['beets', 'beetroot'],
  ['cucumbers', 'cucumber'],
  ['sweet potatoes', 'sweet-potato'],
  ['cherry tomatoes', 'cherry-tomato'],
  ['chicken thighs', 'chicken-thigh'],
  ['chicken wings', 'chicken-wing'],
  ['pork chops', 'pork-chop'],
  ['tomatoes, canned', 'canned-tomato'],
  ['asparagus', 'asparagus'],
  ['couscous', 'couscous'],
];

const DESCRIPTORS: readonly Row[] = [
  ['2 cups finely chopped fresh basil', 'basil', 2, 'cup'],
  ['3 large eggs, beaten', 'egg', 3, 'piece'],
  ['1 medium onion, diced', 'onion', 1, 'piece'],
  ['2 small red onions, thinly sliced', 'red-onion', 2, 'piece'],
  ['4 cloves garlic, minced', 'garlic', 4, 'clove'],
  ['1 cup freshly grated parmesan', 'parmesan', 1, 'cup'],
  ['500 g boneless skinless chicken thighs', 'chicken-thigh', 500, 'g'],
  ['1 ripe avocado, halved and pitted', 'avocado', 1, 'piece'],
  ['2 tbsp unsalted butter, softened', 'butter', 2, 'tbsp'],
  ['1 cup roughly chopped walnuts', 'walnut', 1, 'cup'],
  ['3 cups cooked rice', 'rice', 3, 'cup'],
  ['1 cup frozen peas, thawed', 'pea', 1, 'cup'],
  ['2 carrots, peeled and grated', 'carrot', 2, 'piece'],
  ['1 lb lean ground beef', 'ground-beef', 1, 'lb'],
  ['1 tbsp finely grated fresh ginger', 'ginger', 1, 'tbsp'],
  ['1 cup packed light brown sugar', 'brown-sugar', 1, 'cup'],
  ['2 tbsp extra virgin olive oil', 'olive-oil', 2, 'tbsp'],
  ['1 cup grated parmesan (optional)', 'parmesan', 1, 'cup'],
  ['juice of 1 lemon', 'lemon', 1, 'piece'],
  ['zest of 2 limes', 'lime', 2, 'piece'],
  ['1 can black beans, drained and rinsed', 'black-bean', 1, 'can'],
  ['2 cups baby spinach, loosely packed', 'spinach', 2, 'cup'],
  ['6 slices thick-cut smoked bacon', 'bacon', 6, 'slice'],
  ['1 bunch fresh flat-leaf parsley, leaves picked', 'parsley', 1, 'bunch'],
  ['about 2 cups chicken stock', 'chicken-stock', 2, 'cup'],
  ['1 cup plain whole milk yogurt', 'yogurt', 1, 'cup'],
  ['Salt and freshly ground black pepper', 'black-pepper'],
  ['1 cup (240 ml) heavy cream', 'cream', 1, 'cup'],
  ['200g dark chocolate, roughly chopped', 'chocolate', 200, 'g'],
  ['1 tsp pure vanilla extract', 'vanilla', 1, 'tsp'],
  ['2 tbsp good-quality balsamic vinegar', 'balsamic-vinegar', 2, 'tbsp'],
  ['1 large sweet potato, cut into cubes', 'sweet-potato', 1, 'piece'],
  ['4 ripe tomatoes, roughly chopped', 'tomato', 4, 'piece'],
  ['  3   Large   EGGS  ', 'egg', 3, 'piece'],
  ['1 CUP FLOUR', 'flour', 1, 'cup'],
];

const SYNONYMS: readonly Row[] = [
  ['scallions', 'spring-onion'],
  ['green onions', 'spring-onion'],
  ['spring onions', 'spring-onion'],
  ['cilantro', 'cilantro'],
  ['fresh coriander', 'cilantro'],
  ['coriander leaves', 'cilantro'],
  ['ground coriander', 'ground-coriander'],
  ['courgette', 'zucchini'],
  ['aubergine', 'eggplant'],
  ['rocket', 'arugula'],
  ['capsicum', 'bell-pepper'],
  ['red pepper', 'red-bell-pepper'],
  ['red pepper flakes', 'chili-flake'],
  ['pepper', 'black-pepper'],
  ['garbanzo beans', 'chickpea'],
  ['icing sugar', 'powdered-sugar'],
  ["confectioners' sugar", 'powdered-sugar'],
  ['caster sugar', 'sugar'],
  ['plain flour', 'flour'],
  ['all-purpose flour', 'flour'],
  ['self-rising flour', 'self-raising-flour'],
  ['cornflour', 'cornstarch'],
  ['bicarbonate of soda', 'baking-soda'],
  ['double cream', 'cream'],
  ['heavy cream', 'cream'],
  ['minced beef', 'ground-beef'],
  ['beef mince', 'ground-beef'],
  ['pork mince', 'ground-pork'],
  ['prawns', 'shrimp'],
  ['king prawns', 'shrimp'],
  ['pak choi', 'bok-choy'],
  ['mangetout', 'snow-pea'],
  ['sweetcorn', 'corn'],
  ['beetroot', 'beetroot'],
  ['yoghurt', 'yogurt'],
  ['greek yoghurt', 'greek-yogurt'],
  ['parmigiano reggiano', 'parmesan'],
  ['chèvre', 'goat-cheese'],
  ['gruyère', 'gruyere'],
  ['jalapeño', 'jalapeno'],
  ['crème fraîche', 'sour-cream'],
  ['tinned tomatoes', 'canned-tomato'],
  ['tomato purée', 'tomato-paste'],
  ['passata', 'passata'],
  ['chilli', 'chili-pepper'],
  ['chili powder', 'chili-powder'],
  ['shoyu', 'soy-sauce'],
  ['tamari', 'tamari'],
  ['nam pla', 'fish-sauce'],
  ['shaoxing wine', 'rice-wine'],
  ['mirin', 'rice-wine'],
  ['rice wine vinegar', 'rice-vinegar'],
  ['cider vinegar', 'apple-cider-vinegar'],
  ['mayo', 'mayonnaise'],
  ['dijon mustard', 'mustard'],
  ['panko', 'breadcrumb'],
  ['rolled oats', 'oat'],
  ['porridge oats', 'oat'],
  ['basmati', 'basmati-rice'],
  ['risotto rice', 'arborio-rice'],
  ['rice noodles', 'rice-noodle'],
  ['pitta bread', 'pita'],
  ['hamburger buns', 'burger-bun'],
  ['soya milk', 'soy-milk'],
  ['oat drink', 'oat-milk'],
  ['vegetable broth', 'vegetable-stock'],
  ['beef broth', 'beef-stock'],
  ['stock cube', 'stock'],
  ['sultanas', 'raisin'],
  ['medjool dates', 'date'],
  ['desiccated coconut', 'coconut'],
  ['ground almonds', 'almond-flour'],
  ['linseed', 'flaxseed'],
  ['pepitas', 'pumpkin-seed'],
  ['haddock', 'cod'],
  ['streaky bacon', 'bacon'],
  ['pancetta', 'bacon'],
  ['prosciutto', 'ham'],
  ['minced lamb', 'ground-lamb'],
  ['turkey mince', 'ground-turkey'],
  ['sirloin steak', 'steak'],
  ['cavolo nero', 'kale'],
  ['romaine lettuce', 'romaine'],
  ['salad leaves', 'mixed-greens'],
  ['spring mix', 'mixed-greens'],
  ['cos lettuce', 'romaine'],
  ['zaatar', 'za-atar'],
  ['garam masala', 'garam-masala'],
  ['chinese five spice', 'five-spice'],
  ['herbes de provence', 'italian-seasoning'],
  ['bouillon', 'stock'],
  ['egg yolk', 'egg'],
  ['egg whites', 'egg'],
  ['natural yogurt', 'yogurt'],
];

const UNKNOWN_AND_BAD: readonly Row[] = [
  ['', null],
  ['   ', null],
  ['鸡蛋', null],
  ['🥚🥚', null],
  ['xyzzy', null],
  ['2 cups', null],
  ['unobtainium dust', null],
];

const ALL: readonly Row[] = [
  ...FRACTIONS_AND_NUMBERS,
  ...RANGES,
  ...UNITS_IN_WORDS,
  ...PLURALS,
  ...DESCRIPTORS,
  ...SYNONYMS,
  ...UNKNOWN_AND_BAD,
];

describe('normaliseIngredient', () => {
  const cases = ALL.map(([input, key, quantity, unit, quantityMax]) => ({
    input,
    key,
    quantity,
    unit,
    quantityMax,
  }));
  it.each(cases)('$input → $key', ({ input, key, quantity, unit, quantityMax }) => {
    const result = normaliseIngredient(input);
    expect(result.key).toBe(key);
    if (quantity !== undefined) expect(result.quantity).toBeCloseTo(quantity, 2);
    if (unit !== undefined) expect(result.unit).toBe(unit);
    if (quantityMax !== undefined) expect(result.quantityMax).toBeCloseTo(quantityMax, 2);
  });

  it('keeps what follows the comma and parentheses as notes', () => {
    expect(normaliseIngredient('3 large eggs, beaten').notes).toBe('beaten');
    expect(normaliseIngredient('1 (14 oz) can diced tomatoes').notes).toBe('14 oz');
  });

  it('reads the ingredient after the comma when the part before it names none', () => {
    expect(normaliseIngredient('4 boneless, skinless chicken breasts')).toMatchObject({
      key: 'chicken-breast',
      quantity: 4,
    });
    expect(normaliseIngredient('12 ounces, weight Pasta (cavatappi, fusilli, etc.)')).toMatchObject(
      { key: 'pasta', quantity: 12, unit: 'oz' },
    );
    expect(normaliseIngredient('Juice, from 2 lemons').key).toBe('lemon');
    expect(normaliseIngredient('2 cups flour, sifted')).toMatchObject({
      key: 'flour',
      notes: 'sifted',
    });
    expect(normaliseIngredient('1 widget, frobnicated').key).toBeNull();
  });

  it('marks optional lines', () => {
    expect(normaliseIngredient('1 tsp chili flakes (optional)').optional).toBe(true);
    expect(normaliseIngredient('1 tsp chili flakes').optional).toBeUndefined();
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const result = normaliseIngredient(text);
        expect(typeof result.name).toBe('string');
      }),
      { numRuns: 300 },
    );
  });

  it('treats non-string input as empty', () => {
    expect(normaliseIngredient(undefined as unknown as string)).toEqual({ key: null, name: '' });
  });
});

/** misspelling → suggested key (null when nothing is close). */
const MISSPELLINGS: ReadonlyArray<readonly [string, string | null]> = [
  ['tomatoe', 'tomato'],
  ['tomatos', 'tomato'],
  ['potatos', 'potato'],
  ['brocoli', 'broccoli'],
  ['brocolli', 'broccoli'],
  ['parmesean', 'parmesan'],
  ['mozarella', 'mozzarella'],
  ['mozzarela', 'mozzarella'],
  ['spagetti', 'spaghetti'],
  ['zuchini', 'zucchini'],
  ['zuccini', 'zucchini'],
  ['cinamon', 'cinnamon'],
  ['avacado', 'avocado'],
  ['jalepeno', 'jalapeno'],
  ['cilantor', 'cilantro'],
  ['corriander', 'cilantro'],
  ['chikpeas', 'chickpea'],
  ['cumen', 'cumin'],
  ['tumeric', 'turmeric'],
  ['oregeno', 'oregano'],
  ['rosmary', 'rosemary'],
  ['persley', 'parsley'],
  ['lettuse', 'lettuce'],
  ['cucmber', 'cucumber'],
  ['carots', 'carrot'],
  ['onoin', 'onion'],
  ['garlick', 'garlic'],
  ['bannana', 'banana'],
  ['strawbery', 'strawberry'],
  ['yoghourt', 'yogurt'],
  ['chedar', 'cheddar'],
  ['buter', 'butter'],
  ['flower', 'flour'],
  ['suger', 'sugar'],
  ['qinoa', 'quinoa'],
  ['tofo', 'tofu'],
  ['mushrom', 'mushroom'],
  ['aubergene', 'eggplant'],
  ['spinnach', 'spinach'],
  ['lentills', 'lentil'],
  ['qwertyuiop', null],
  ['zz', null],
];

describe('closestIngredient', () => {
  it.each(MISSPELLINGS)('%s → %s', (input, key) => {
    expect(closestIngredient(input)?.key ?? null).toBe(key);
  });

  it('reports distance 0 for text it already understands', () => {
    expect(closestIngredient('2 cups chopped tomatoes')).toMatchObject({
      key: 'tomato' as IngredientKey,
      distance: 0,
    });
  });
});
