import { INGREDIENTS } from '../ingredients/canonical.ts';
import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { ancestorsOf } from '../ingredients/families.ts';
import { NUTRIENTS } from '../nutrition/compute.ts';

/**
 * Strength of each bottle, in % alcohol by volume: the usual bottling strength of the style or
 * the named brand (label figures; a family's figure is its most common bottling). A key without
 * its own figure takes the nearest family's (Islay Scotch → Scotch → 40). Keys outside every
 * listed family are non-alcoholic (0).
 */
const ABV: Readonly<Record<string, number>> = {
  spirit: 40,
  whiskey: 40,
  bourbon: 45,
  'rye-whiskey': 45,
  'tennessee-whiskey': 40,
  scotch: 40,
  'islay-scotch': 43,
  'single-malt-scotch': 40,
  'irish-whiskey': 40,
  'japanese-whisky': 43,
  'canadian-whisky': 40,
  gin: 40,
  'london-dry-gin': 43,
  'old-tom-gin': 40,
  'plymouth-gin': 41.2,
  genever: 35,
  vodka: 40,
  'flavoured-vodka': 35,
  'citrus-vodka': 40,
  'vanilla-vodka': 35,
  rum: 40,
  'white-rum': 40,
  'gold-rum': 40,
  'dark-rum': 40,
  'aged-rum': 40,
  'jamaican-rum': 43,
  'overproof-rum': 63,
  'spiced-rum': 35,
  'rhum-agricole': 50,
  cachaca: 40,
  'agave-spirit': 40,
  tequila: 40,
  mezcal: 45,
  brandy: 40,
  cognac: 40,
  armagnac: 40,
  'apple-brandy': 40,
  calvados: 40,
  pisco: 40,
  grappa: 40,
  kirsch: 40,
  'anise-spirit': 45,
  absinthe: 65,
  pastis: 45,
  ouzo: 40,
  aquavit: 40,
  soju: 17,
  shochu: 25,
  liqueur: 25,
  'orange-liqueur': 35,
  'triple-sec': 30,
  cointreau: 40,
  'grand-marnier': 40,
  curacao: 30,
  'blue-curacao': 23,
  'coffee-liqueur': 20,
  'cream-liqueur': 17,
  amaretto: 28,
  'maraschino-liqueur': 32,
  'cherry-liqueur': 24,
  'creme-de-cacao': 25,
  'creme-de-menthe': 25,
  'creme-de-cassis': 16,
  'creme-de-mure': 16,
  'raspberry-liqueur': 16.5,
  'creme-de-violette': 20,
  'elderflower-liqueur': 20,
  'peach-schnapps': 20,
  'apricot-liqueur': 24,
  'apple-schnapps': 18,
  'banana-liqueur': 20,
  'melon-liqueur': 20,
  'hazelnut-liqueur': 20,
  'coconut-rum': 21,
  'cinnamon-whiskey': 33,
  'southern-comfort': 35,
  'sloe-gin': 26,
  limoncello: 30,
  sambuca: 38,
  pimms: 25,
  galliano: 42.3,
  'herbal-liqueur': 40,
  chartreuse: 55,
  'green-chartreuse': 55,
  'yellow-chartreuse': 40,
  benedictine: 40,
  drambuie: 40,
  falernum: 11,
  'allspice-dram': 22.5,
  umeshu: 12,
  advocaat: 17,
  'licor-cuarenta-y-tres': 31,
  becherovka: 38,
  'ancho-reyes': 40,
  goldwasser: 40,
  'swedish-punsch': 26,
  'black-balsam': 45,
  amaro: 30,
  campari: 25,
  aperol: 11,
  fernet: 39,
  'amaro-nonino': 35,
  averna: 29,
  'amaro-montenegro': 23,
  cynar: 16.5,
  jagermeister: 35,
  cardamaro: 17,
  vermouth: 16,
  'sweet-vermouth': 16,
  'dry-vermouth': 18,
  'blanc-vermouth': 16,
  gancia: 16,
  'aperitif-wine': 17,
  lillet: 17,
  'cocchi-americano': 16.5,
  dubonnet: 15,
  'fortified-wine': 17,
  sherry: 15,
  port: 20,
  madeira: 19,
  'sparkling-wine': 12,
  champagne: 12,
  prosecco: 11,
  cava: 11.5,
  cremant: 12,
  'red-wine': 13.5,
  'white-wine': 12,
  moscato: 7,
  'rose-wine': 12,
  'rice-wine': 15,
  sake: 15,
  beer: 5,
  cider: 5,
  kombucha: 0.5,
  bitters: 44.7,
  'aromatic-bitters': 44.7,
  angostura: 44.7,
  'peychauds-bitters': 35,
  'orange-bitters': 45,
  'chocolate-bitters': 53,
  'celery-bitters': 44,
  'cardamom-bitters': 44,
  'grapefruit-bitters': 44,
};

/**
 * Sugars in grams per 100 ml where the nutrient table (USDA SR26, scripts/extract-nutrients.ts)
 * has no row for the key: typical label figures for liqueurs, vermouths and wines, and syrups
 * made 1:1 by weight (61.5 g sugar per 100 ml). Lemon, lime and orange are the SR26 figures for
 * their raw juice (09152, 09160, 09206), since the table's rows for them are the whole fruit.
 * Every other key (juices, sodas, tonic, milk…) uses the nutrient table's grams per 100 g, read
 * as per 100 ml (density taken as 1; an estimate).
 */
const SUGAR_PER_100ML: Readonly<Record<string, number>> = {
  liqueur: 25,
  'orange-liqueur': 25,
  'triple-sec': 25,
  cointreau: 25,
  'grand-marnier': 25,
  curacao: 28,
  'blue-curacao': 30,
  'coffee-liqueur': 39,
  'cream-liqueur': 20,
  amaretto: 30,
  'maraschino-liqueur': 30,
  'cherry-liqueur': 32,
  'creme-de-cacao': 38,
  'creme-de-cassis': 40,
  'creme-de-mure': 35,
  'raspberry-liqueur': 30,
  'creme-de-violette': 25,
  'elderflower-liqueur': 18,
  'peach-schnapps': 20,
  'apricot-liqueur': 30,
  'apple-schnapps': 25,
  'banana-liqueur': 35,
  'melon-liqueur': 30,
  'hazelnut-liqueur': 30,
  'coconut-rum': 10,
  'cinnamon-whiskey': 11,
  'southern-comfort': 9,
  'sloe-gin': 25,
  limoncello: 25,
  sambuca: 35,
  pimms: 10,
  galliano: 30,
  'herbal-liqueur': 25,
  chartreuse: 25,
  'green-chartreuse': 25,
  'yellow-chartreuse': 35,
  benedictine: 33,
  drambuie: 30,
  falernum: 30,
  'allspice-dram': 30,
  umeshu: 20,
  advocaat: 25,
  'licor-cuarenta-y-tres': 30,
  becherovka: 10,
  'ancho-reyes': 20,
  goldwasser: 25,
  'swedish-punsch': 30,
  'black-balsam': 10,
  amaro: 18,
  campari: 24,
  aperol: 20,
  fernet: 8,
  'amaro-nonino': 17,
  averna: 17,
  'amaro-montenegro': 15,
  cynar: 15,
  jagermeister: 13,
  cardamaro: 12,
  vermouth: 15,
  'sweet-vermouth': 15,
  'dry-vermouth': 3,
  'blanc-vermouth': 13,
  gancia: 15,
  'aperitif-wine': 9,
  lillet: 9,
  'cocchi-americano': 10,
  dubonnet: 12,
  'fortified-wine': 8,
  sherry: 1,
  port: 10,
  madeira: 7,
  'sparkling-wine': 1.2,
  champagne: 1,
  prosecco: 1.5,
  cava: 1,
  cremant: 1,
  moscato: 8,
  'rose-wine': 2,
  cider: 4,
  syrup: 62,
  'simple-syrup': 62,
  'demerara-syrup': 62,
  'honey-syrup': 58,
  'agave-syrup': 68,
  grenadine: 60,
  'pomegranate-syrup': 55,
  orgeat: 60,
  'raspberry-syrup': 60,
  'strawberry-syrup': 60,
  'passion-fruit-syrup': 60,
  'elderflower-cordial': 55,
  'ginger-syrup': 60,
  'cinnamon-syrup': 60,
  'vanilla-syrup': 60,
  'chamomile-cordial': 50,
  'lavender-syrup': 60,
  'chocolate-syrup': 50,
  'caramel-syrup': 55,
  'donns-mix': 35,
  'sweet-and-sour': 30,
  'cream-of-coconut': 45,
  honey: 116,
  'maple-syrup': 79,
  molasses: 100,
  lemon: 2.5,
  lime: 1.7,
  orange: 8.4,
  juice: 10,
  'watermelon-juice': 6,
  'sugar-cane-juice': 13,
  'cherry-juice': 12,
  mixer: 9,
  'ginger-beer': 11,
  'grapefruit-soda': 12,
  'orange-soda': 12,
  'bitter-lemon': 9,
  lemonade: 10,
  'ice-cream': 21,
  'whipped-cream': 8,
  eggnog: 13,
  kombucha: 2,
  tea: 0,
  coffee: 0,
  water: 0,
};

/** Shelf tabs on /bar, in order. */
export const SHELF_TABS = [
  'spirits',
  'liqueurs',
  'vermouth-wine',
  'bitters',
  'syrups',
  'juices',
  'mixers',
  'garnishes',
] as const;
export type ShelfTab = (typeof SHELF_TABS)[number];

const TAB_OF_FAMILY: Readonly<Record<string, ShelfTab>> = {
  spirit: 'spirits',
  liqueur: 'liqueurs',
  vermouth: 'vermouth-wine',
  'aperitif-wine': 'vermouth-wine',
  'fortified-wine': 'vermouth-wine',
  'sparkling-wine': 'vermouth-wine',
  'red-wine': 'vermouth-wine',
  'white-wine': 'vermouth-wine',
  'rose-wine': 'vermouth-wine',
  'rice-wine': 'vermouth-wine',
  beer: 'vermouth-wine',
  cider: 'vermouth-wine',
  bitters: 'bitters',
  sweetener: 'syrups',
  juice: 'juices',
  lemon: 'juices',
  lime: 'juices',
  orange: 'juices',
  mixer: 'mixers',
  tea: 'mixers',
  coffee: 'mixers',
  water: 'mixers',
};

function lineage(key: IngredientKey): IngredientKey[] {
  return [key, ...ancestorsOf(key)];
}

/** % ABV of a bottle (its own figure or its nearest family's); 0 for anything non-alcoholic. */
export function abvOf(key: IngredientKey): number {
  for (const k of lineage(key)) {
    const abv = ABV[k];
    if (abv !== undefined) return abv;
  }
  return 0;
}

/** Grams of sugars per 100 ml (see SUGAR_PER_100ML); 0 when nothing is known. */
export function sugarPer100ml(key: IngredientKey): number {
  const own = SUGAR_PER_100ML[key];
  if (own !== undefined) return own;
  const row = NUTRIENTS.get(key);
  if (row) return row.sugar;
  for (const k of ancestorsOf(key)) {
    const inherited = SUGAR_PER_100ML[k];
    if (inherited !== undefined) return inherited;
  }
  return 0;
}

/**
 * Calories per 100 ml from fat and protein (cream, milk, egg, coconut milk…), from the nutrient
 * table; bar bottles have none worth counting. Sugar and ethanol are counted separately.
 */
export function fatProteinKcalPer100ml(key: IngredientKey): number {
  if (SUGAR_PER_100ML[key] !== undefined || abvOf(key) > 0) return 0;
  const row = NUTRIENTS.get(key);
  return row ? 9 * row.fat + 4 * row.protein : 0;
}

/** Which /bar tab a bottle belongs on. */
export function shelfTabOf(key: IngredientKey): ShelfTab {
  for (const k of lineage(key)) {
    const tab = TAB_OF_FAMILY[k];
    if (tab) return tab;
  }
  return 'garnishes';
}

export interface Composite {
  /** Everything needed; each part may be met by the part itself or a more specific kind. */
  readonly parts: readonly IngredientKey[];
  /** How to make it, shown on the drink page. */
  readonly how: string;
}

const k = (key: string): IngredientKey => key as IngredientKey;

function syrupOf(flavour: string, how: string): Composite {
  return { parts: [k(flavour), k('sugar'), k('water')], how };
}

/**
 * Things you can make from other things: syrups from sugar and water, fresh juice from the
 * fruit (so lemons in the kitchen mean lemon juice on the bar; citrus juice is the fruit's own key).
 */
export const COMPOSITES: ReadonlyMap<IngredientKey, Composite> = new Map<IngredientKey, Composite>([
  [
    k('simple-syrup'),
    {
      parts: [k('sugar'), k('water')],
      how: 'Stir equal parts sugar and hot water until the sugar dissolves; cool. Keeps a month in the fridge.',
    },
  ],
  [
    k('demerara-syrup'),
    {
      parts: [k('brown-sugar'), k('water')],
      how: 'Stir equal parts demerara or brown sugar and hot water until dissolved; cool.',
    },
  ],
  [
    k('honey-syrup'),
    {
      parts: [k('honey'), k('water')],
      how: 'Loosen honey with an equal amount of warm water and stir until smooth.',
    },
  ],
  [
    k('grenadine'),
    {
      parts: [k('pomegranate-juice'), k('sugar')],
      how: 'Warm pomegranate juice with the same volume of sugar, stir until dissolved, cool.',
    },
  ],
  [
    k('ginger-syrup'),
    syrupOf(
      'ginger',
      'Simmer sliced fresh ginger in equal parts sugar and water for 10 minutes; strain and cool.',
    ),
  ],
  [
    k('cinnamon-syrup'),
    syrupOf(
      'cinnamon',
      'Simmer a couple of cinnamon sticks in equal parts sugar and water for 10 minutes; strain.',
    ),
  ],
  [
    k('vanilla-syrup'),
    syrupOf(
      'vanilla',
      'Stir a little vanilla into warm simple syrup (equal parts sugar and water).',
    ),
  ],
  [
    k('raspberry-syrup'),
    syrupOf(
      'raspberry',
      'Crush raspberries into equal parts sugar and water, warm gently, strain.',
    ),
  ],
  [
    k('strawberry-syrup'),
    syrupOf(
      'strawberry',
      'Crush strawberries into equal parts sugar and water, warm gently, strain.',
    ),
  ],
  [
    k('passion-fruit-syrup'),
    syrupOf(
      'passion-fruit',
      'Scoop passion fruit pulp into equal parts sugar and water, warm, strain.',
    ),
  ],
  [
    k('lavender-syrup'),
    syrupOf('lavender', 'Steep dried lavender in hot simple syrup for 15 minutes; strain.'),
  ],
  [
    k('sweet-and-sour'),
    {
      parts: [k('lemon'), k('sugar'), k('water')],
      how: 'Mix fresh lemon (or lime) juice with the same amount of simple syrup.',
    },
  ],
  [
    k('lemonade'),
    {
      parts: [k('lemon'), k('sugar'), k('water')],
      how: 'Stir lemon juice, sugar and cold water together (about 1 : 1 : 5) until the sugar dissolves.',
    },
  ],
  [k('whipped-cream'), { parts: [k('cream')], how: 'Whisk cold cream to soft peaks.' }],
  [k('pineapple-juice'), { parts: [k('pineapple')], how: 'Blend fresh pineapple and strain.' }],
  [k('grapefruit-juice'), { parts: [k('grapefruit')], how: 'Squeeze a fresh grapefruit.' }],
  [k('apple-juice'), { parts: [k('apple')], how: 'Juice fresh apples (or blend and strain).' }],
  [
    k('tomato-juice'),
    { parts: [k('tomato')], how: 'Blend ripe tomatoes with a pinch of salt and strain.' },
  ],
  [
    k('pomegranate-juice'),
    { parts: [k('pomegranate')], how: 'Press the seeds of a pomegranate through a sieve.' },
  ],
  [k('peach-puree'), { parts: [k('peach')], how: 'Blend a ripe peeled peach until smooth.' }],
  [
    k('mango-juice'),
    { parts: [k('mango')], how: 'Blend ripe mango with a splash of water until smooth.' },
  ],
  [
    k('passion-fruit-juice'),
    { parts: [k('passion-fruit')], how: 'Scoop out the pulp and press it through a sieve.' },
  ],
  [k('guava-juice'), { parts: [k('guava')], how: 'Blend guava with a little water and strain.' }],
  [k('grape-juice'), { parts: [k('grape')], how: 'Blend grapes and strain.' }],
  [k('watermelon-juice'), { parts: [k('watermelon')], how: 'Blend watermelon and strain.' }],
  [
    k('carrot-juice'),
    { parts: [k('carrot')], how: 'Juice fresh carrots (or blend with water and strain).' },
  ],
]);

for (const [key, composite] of COMPOSITES) {
  for (const part of [key, ...composite.parts]) {
    if (!INGREDIENTS.has(part))
      throw new Error(`Composite ${key} names unknown ingredient ${part}`);
  }
}

for (const key of [
  ...Object.keys(ABV),
  ...Object.keys(SUGAR_PER_100ML),
  ...Object.keys(TAB_OF_FAMILY),
]) {
  if (!INGREDIENTS.has(key as IngredientKey))
    throw new Error(`Bar facts name unknown ingredient ${key}`);
}
