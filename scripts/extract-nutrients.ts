/**
 * Builds domain/nutrition/nutrients.ts from the USDA SR26 tables in ../shared/datasets/usda-sr26/
 * (public domain, USDA ARS). Only the facts we need are kept: per-100 g nutrients and household
 * weights for each canonical ingredient, with the SR26 food number on every row.
 *
 *   npx tsx scripts/extract-nutrients.ts [path/to/usda-sr26]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const datasetDir = resolve(process.argv[2] ?? join(here, '../../shared/datasets/usda-sr26'));
const outFile = join(here, '../domain/nutrition/nutrients.ts');

/**
 * Canonical key → SR26 NDB number. Where SR26 has no entry for the food itself the nearest
 * food is used and marked "proxy".
 */
const SOURCES: Record<string, string> = {
  onion: '11282',
  'red-onion': '11282',
  shallot: '11677',
  'spring-onion': '11291',
  leek: '11246',
  garlic: '11215',
  ginger: '11216',
  potato: '11354',
  'sweet-potato': '11507',
  carrot: '11124',
  celery: '11143',
  'bell-pepper': '11333',
  'red-bell-pepper': '11821',
  'green-bell-pepper': '11333',
  'chili-pepper': '11819',
  jalapeno: '11979',
  tomato: '11529',
  'cherry-tomato': '11529',
  cucumber: '11205',
  zucchini: '11477',
  eggplant: '11209',
  mushroom: '11260',
  shiitake: '11238',
  spinach: '11457',
  kale: '11233',
  lettuce: '11252',
  romaine: '11251',
  'mixed-greens': '11253',
  arugula: '11959',
  cabbage: '11109',
  'red-cabbage': '11112',
  'bok-choy': '11116',
  broccoli: '11090',
  cauliflower: '11135',
  'green-bean': '11052',
  pea: '11304',
  'snow-pea': '11300',
  corn: '11167',
  asparagus: '11011',
  beetroot: '11080',
  'butternut-squash': '11485',
  pumpkin: '11422',
  'bean-sprout': '11043',
  lemongrass: '11972',
  radish: '11429',
  okra: '11278',
  parsnip: '11298',
  fennel: '11957',
  avocado: '09037',
  lemon: '09150',
  lime: '09159',
  orange: '09200',
  apple: '09003',
  banana: '09040',
  berry: '09316',
  strawberry: '09316',
  blueberry: '09050',
  raspberry: '09302',
  mango: '09176',
  pineapple: '09266',
  pear: '09252',
  peach: '09236',
  grape: '09132',
  cherry: '09070',
  date: '09421',
  raisin: '09298',
  'dried-cranberry': '09079',
  coconut: '12108',
  basil: '02044',
  parsley: '11297',
  cilantro: '11165',
  mint: '02065',
  dill: '02045',
  thyme: '02049',
  rosemary: '02063',
  oregano: '02027',
  sage: '02038',
  chive: '11156',
  'bay-leaf': '02004',
  milk: '01077',
  butter: '01145',
  ghee: '01003',
  cream: '01053',
  'sour-cream': '01056',
  yogurt: '01116',
  'greek-yogurt': '01256',
  buttermilk: '01088',
  'condensed-milk': '01095',
  cheese: '01009',
  cheddar: '01009',
  parmesan: '01032',
  mozzarella: '01026',
  feta: '01019',
  'goat-cheese': '01159',
  'cream-cheese': '01017',
  mascarpone: '01017 proxy: cream cheese',
  ricotta: '01036',
  'cottage-cheese': '01012',
  halloumi: '01035 proxy: provolone',
  paneer: '01228 proxy: queso fresco',
  gruyere: '01023',
  'monterey-jack': '01025',
  egg: '01123',
  beef: '13373',
  'ground-beef': '23567',
  steak: '13929',
  pork: '10070',
  'pork-chop': '10036',
  'ground-pork': '10219',
  bacon: '10123',
  ham: '07029',
  sausage: '07036',
  chorizo: '07019',
  lamb: '17035',
  'ground-lamb': '17224',
  chicken: '05006',
  'chicken-breast': '05062',
  'chicken-thigh': '05096',
  'ground-chicken': '05332',
  'chicken-wing': '05100',
  turkey: '05219',
  'ground-turkey': '05668',
  fish: '15015',
  salmon: '15236',
  trout: '15240',
  tuna: '15121',
  'white-fish': '15015',
  cod: '15015',
  tilapia: '15261',
  anchovy: '15002',
  shrimp: '15149',
  mussel: '15164',
  chickpea: '16358',
  'black-bean': '16316',
  'kidney-bean': '16034',
  'white-bean': '16051',
  'pinto-bean': '16044',
  'baked-bean': '16006',
  lentil: '16069',
  'red-lentil': '16144',
  edamame: '11212',
  tofu: '16426',
  almond: '12061',
  'almond-flour': '12062',
  cashew: '12087',
  peanut: '16390',
  'peanut-butter': '16398',
  walnut: '12155',
  pecan: '12142',
  'pine-nut': '12147',
  pistachio: '12151',
  'sesame-seed': '12023',
  'sunflower-seed': '12036',
  'pumpkin-seed': '12014',
  'chia-seed': '12006',
  flaxseed: '12220',
  tahini: '12166',
  rice: '20044',
  'basmati-rice': '20044',
  'jasmine-rice': '20044',
  'brown-rice': '20036',
  'arborio-rice': '20050',
  quinoa: '20035',
  oat: '08120',
  couscous: '20028',
  bulgur: '20012',
  polenta: '20022',
  pasta: '20120',
  spaghetti: '20120',
  linguine: '20120',
  fettuccine: '20120',
  penne: '20099',
  fusilli: '20099',
  macaroni: '20099',
  'lasagne-sheet': '20120',
  orzo: '20099',
  noodle: '20109',
  'egg-noodle': '20109',
  'rice-noodle': '20133',
  udon: '20120 proxy: dry wheat pasta',
  soba: '20114',
  bread: '18069',
  sourdough: '18029',
  baguette: '18029',
  'burger-bun': '18350',
  flatbread: '18041',
  pita: '18041',
  naan: '28307',
  tortilla: '18364',
  'flour-tortilla': '18364',
  'corn-tortilla': '18363',
  'tortilla-chip': '19056',
  breadcrumb: '18079',
  'puff-pastry': '18337',
  'pie-crust': '18334',
  'rice-paper': '20133 proxy: dry rice noodles',
  flour: '20081',
  'self-raising-flour': '20082',
  'bread-flour': '20083',
  'whole-wheat-flour': '20080',
  cornstarch: '20027',
  'baking-powder': '18369',
  'baking-soda': '18372',
  yeast: '18375',
  sugar: '19335',
  'brown-sugar': '19334',
  'powdered-sugar': '19336',
  honey: '19296',
  'maple-syrup': '19353',
  cocoa: '19165',
  chocolate: '19904',
  'chocolate-chip': '19080',
  vanilla: '02050',
  gelatin: '19177',
  'olive-oil': '04053',
  'vegetable-oil': '04582',
  'sesame-oil': '04058',
  'coconut-oil': '04047',
  oil: '04582 proxy: canola oil',
  stock: '06615 proxy: vegetable broth',
  vinegar: '02053',
  'balsamic-vinegar': '02069',
  'red-wine-vinegar': '02068',
  'white-wine-vinegar': '02068 proxy: red wine vinegar',
  'rice-vinegar': '02053 proxy: distilled vinegar',
  'apple-cider-vinegar': '02048',
  'soy-sauce': '16123',
  tamari: '16124',
  'fish-sauce': '06179',
  'oyster-sauce': '06176',
  'hoisin-sauce': '06175',
  'worcestershire-sauce': '06971',
  'hot-sauce': '06169',
  sriracha: '06169 proxy: pepper sauce',
  'sweet-chili-sauce': '27050 proxy: sweet and sour sauce',
  gochujang: '16112 proxy: miso',
  ketchup: '11935',
  'bbq-sauce': '06150',
  mayonnaise: '04025',
  mustard: '02046',
  pesto: '04053 proxy: olive oil (pesto is mostly oil)',
  salsa: '06164',
  'curry-paste': '06168 proxy: hot pepper sauce',
  miso: '16112',
  'tomato-paste': '11546',
  'canned-tomato': '11531',
  passata: '11547',
  'coconut-milk': '12118',
  olive: '09193',
  caper: '02054',
  jam: '19719',
  kimchi: '11109 proxy: raw cabbage',
  nori: '11446',
  'chicken-stock': '06172',
  'beef-stock': '06170',
  'vegetable-stock': '06615',
  'red-wine': '14096',
  'white-wine': '14106',
  'rice-wine': '43479',
  beer: '14003',
  coffee: '14209',
  'oat-milk': '14639 proxy: rice drink',
  'soy-milk': '16120',
  'almond-milk': '14639 proxy: rice drink',
  'plant-milk': '16120',
  popcorn: '19034',
  granola: '08037',
  salt: '02047',
  'black-pepper': '02030',
  water: '14411',
  cumin: '02014',
  'ground-coriander': '02013',
  paprika: '02028',
  'smoked-paprika': '02028',
  'chili-powder': '02009',
  'chili-flake': '02031',
  cayenne: '02031',
  turmeric: '02043',
  'garam-masala': '02015 proxy: curry powder',
  'curry-powder': '02015',
  cinnamon: '02010',
  nutmeg: '02025',
  'ground-clove': '02011',
  cardamom: '02006',
  'ground-ginger': '02021',
  allspice: '02001',
  'star-anise': '02002',
  'mustard-seed': '02024',
  'fennel-seed': '02018',
  'five-spice': '02002 proxy: anise seed',
  'italian-seasoning': '02003 proxy: dried basil',
  'garlic-powder': '02020',
  'onion-powder': '02026',
  'za-atar': '02042 proxy: dried thyme',
  sumac: '02028 proxy: paprika',
  'nutritional-yeast': '18375 proxy: dry yeast',
  molasses: '19304',
  'cream-of-tartar': '18373',
  hazelnut: '12120',
  sardine: '15088',
  sauerkraut: '11439',
  tempeh: '16114',
  farro: '20140 proxy: spelt, uncooked',
  barley: '20005',
  millet: '20031',
  buckwheat: '20009',
  'wild-rice': '20088',
  'brussels-sprout': '11098',
  'swiss-chard': '11147',
  blackberry: '09042',
  cranberry: '09078',
  fig: '09089',
  artichoke: '11009 proxy: frozen hearts for canned or jarred',
  // The bar: juices, mixers and a liqueur SR26 has (per 100 g, read as per 100 ml for drinks).
  'pineapple-juice': '09273',
  'cranberry-juice': '14242',
  'grapefruit-juice': '09128',
  'tomato-juice': '11540',
  'apple-juice': '09016',
  'pomegranate-juice': '09442',
  'peach-puree': '09251 proxy: peach nectar',
  'apricot-nectar': '09036',
  'mango-juice': '09436',
  'passion-fruit-juice': '09232',
  'guava-juice': '09435',
  'grape-juice': '09135',
  'carrot-juice': '11655',
  'coconut-water': '14002',
  'soda-water': '14121',
  'tonic-water': '14155',
  'ginger-ale': '14136',
  cola: '14148',
  'lemon-lime-soda': '14145',
  'root-beer': '14157',
  'cream-soda': '14130',
  'energy-drink': '14060',
  'creme-de-menthe': '14034',
};

/**
 * Household weights (grams per unit) that SR26 does not give for our use, or where a recipe
 * unit means something specific (a "piece" of ginger is a thumb-sized knob).
 */
/**
 * Keys always weighed as bought, shell and all, while SR26 describes the edible part: the share of
 * the bought weight that is eaten (mussels and clams yield about 30 % meat), so a recipe's 2 kg of
 * mussels counts as about 600 g of meat. The row's source says so.
 */
const AS_BOUGHT_EDIBLE_SHARE: Record<string, number> = { mussel: 0.3 };

const WEIGHT_OVERRIDES: Record<string, Record<string, number>> = {
  onion: { piece: 150 },
  'red-onion': { piece: 150 },
  shallot: { piece: 30 },
  'spring-onion': { piece: 15, bunch: 100 },
  leek: { piece: 90 },
  garlic: { clove: 3, piece: 3, head: 40 },
  ginger: { piece: 15 },
  potato: { piece: 210 },
  'sweet-potato': { piece: 130 },
  carrot: { piece: 60 },
  celery: { piece: 40 },
  'bell-pepper': { piece: 120 },
  'red-bell-pepper': { piece: 120 },
  'green-bell-pepper': { piece: 120 },
  'chili-pepper': { piece: 15 },
  jalapeno: { piece: 14 },
  tomato: { piece: 120 },
  'cherry-tomato': { piece: 17 },
  cucumber: { piece: 300 },
  zucchini: { piece: 200 },
  eggplant: { piece: 450 },
  mushroom: { piece: 18 },
  shiitake: { piece: 19 },
  spinach: { handful: 30, bunch: 250 },
  kale: { handful: 30, bunch: 200 },
  lettuce: { head: 540, piece: 540, handful: 30 },
  romaine: { head: 600, piece: 600, handful: 30 },
  'mixed-greens': { handful: 30 },
  arugula: { handful: 20 },
  cabbage: { piece: 900, head: 900 },
  'red-cabbage': { piece: 850, head: 850 },
  'bok-choy': { piece: 120, head: 120 },
  broccoli: { piece: 350, head: 350 },
  cauliflower: { piece: 600, head: 600 },
  'green-bean': { handful: 50 },
  corn: { piece: 90 },
  asparagus: { piece: 16, bunch: 250 },
  beetroot: { piece: 80 },
  'butternut-squash': { piece: 1000 },
  pumpkin: { piece: 1500 },
  lemongrass: { piece: 20 },
  radish: { piece: 5, bunch: 150 },
  parsnip: { piece: 130 },
  fennel: { piece: 230 },
  avocado: { piece: 150 },
  lemon: { piece: 58 },
  lime: { piece: 44 },
  orange: { piece: 140 },
  apple: { piece: 180 },
  banana: { piece: 118 },
  mango: { piece: 200 },
  pineapple: { piece: 900 },
  pear: { piece: 180 },
  peach: { piece: 150 },
  basil: { handful: 10, bunch: 30, sprig: 2, piece: 0.5 },
  parsley: { handful: 15, bunch: 50, sprig: 1 },
  cilantro: { handful: 10, bunch: 40, sprig: 1 },
  mint: { handful: 10, bunch: 30, sprig: 1 },
  dill: { handful: 10, bunch: 30, sprig: 1 },
  thyme: { sprig: 0.8, bunch: 20 },
  rosemary: { sprig: 1.5, bunch: 20 },
  oregano: { sprig: 1 },
  sage: { sprig: 1, piece: 0.7 },
  chive: { handful: 10, bunch: 25 },
  'bay-leaf': { piece: 0.2 },
  butter: { stick: 113 },
  egg: { piece: 50 },
  cheese: { slice: 21 },
  cheddar: { slice: 21 },
  mozzarella: { piece: 125 },
  feta: { piece: 200 },
  halloumi: { piece: 225, slice: 30 },
  'chicken-wing': { piece: 45 },
  steak: { piece: 225 },
  'pork-chop': { piece: 180 },
  bacon: { slice: 25, piece: 25 },
  sausage: { piece: 75 },
  chorizo: { piece: 75 },
  salmon: { piece: 150 },
  trout: { piece: 130 },
  cod: { piece: 150 },
  tilapia: { piece: 130 },
  'white-fish': { piece: 150 },
  fish: { piece: 150 },
  tuna: { can: 140 },
  anchovy: { piece: 4 },
  mussel: { piece: 20 },
  'black-bean': { can: 240 },
  'kidney-bean': { can: 240 },
  'white-bean': { can: 240 },
  'pinto-bean': { can: 240 },
  'baked-bean': { can: 415 },
  lentil: { can: 240 },
  tofu: { piece: 400 },
  bread: { slice: 28, piece: 400 },
  sourdough: { slice: 40, piece: 500 },
  baguette: { piece: 250, slice: 15 },
  'burger-bun': { piece: 52 },
  pita: { piece: 60 },
  naan: { piece: 90 },
  tortilla: { piece: 45 },
  'flour-tortilla': { piece: 45 },
  'corn-tortilla': { piece: 26 },
  'puff-pastry': { piece: 320 },
  'pie-crust': { piece: 320 },
  'rice-paper': { piece: 9 },
  'lasagne-sheet': { piece: 20 },
  yeast: { piece: 7 },
  chocolate: { piece: 100 },
  'canned-tomato': { can: 400 },
  passata: { can: 500 },
  'coconut-milk': { can: 400 },
  'tomato-paste': { can: 140 },
  'chicken-stock': { piece: 10 },
  'beef-stock': { piece: 10 },
  'vegetable-stock': { piece: 10 },
  'rice-noodle': { piece: 200 },
  'egg-noodle': { piece: 75 },
  udon: { piece: 200 },
  nori: { piece: 3 },
  'star-anise': { piece: 0.5 },
  cinnamon: { stick: 3, piece: 3 },
  cardamom: { piece: 0.2 },
  'ground-clove': { piece: 0.1 },
  vanilla: { piece: 4 },
  'chili-flake': { pinch: 0.3 },
  'pumpkin-seed': { handful: 30 },
  almond: { handful: 30 },
  peanut: { handful: 30 },
  walnut: { handful: 30 },
  pecan: { handful: 30 },
  'pine-nut': { handful: 30 },
  pistachio: { handful: 30 },
  olive: { handful: 30 },
  popcorn: { handful: 8 },
  'bean-sprout': { handful: 30 },
  coffee: { piece: 30 },
  'chia-seed': { cup: 160 },
  'oat-milk': { cup: 240 },
  'almond-milk': { cup: 240 },
  'greek-yogurt': { cup: 245 },
  'tortilla-chip': { cup: 28, handful: 30 },
  'rice-wine': { cup: 235 },
  'white-wine': { cup: 235 },
  'red-wine': { cup: 235 },
  beer: { cup: 237, can: 355 },
  cashew: { cup: 137, handful: 30 },
  chickpea: { cup: 152, can: 240 },
  coconut: { cup: 80 },
  'curry-paste': { tbsp: 16 },
  date: { cup: 147, piece: 24 },
  'goat-cheese': { cup: 140 },
  'ground-beef': { cup: 225 },
  'ground-lamb': { cup: 225 },
  'ground-pork': { cup: 225 },
  'ground-turkey': { cup: 225 },
  'ground-chicken': { cup: 225 },
  ham: { cup: 140, slice: 15 },
  beef: { cup: 140 },
  pork: { cup: 140 },
  lamb: { cup: 140 },
  turkey: { cup: 140 },
  'chicken-breast': { cup: 140, piece: 175 },
  'chicken-thigh': { cup: 140, piece: 110 },
  chicken: { cup: 140, piece: 1500 },
  shrimp: { cup: 145, piece: 15 },
  'hot-sauce': { tsp: 4.7 },
  sriracha: { tsp: 6 },
  gelatin: { tbsp: 7 },
  sardine: { can: 90, piece: 12 },
  tempeh: { piece: 225 },
  'brussels-sprout': { piece: 19, handful: 60 },
  'swiss-chard': { bunch: 350, handful: 30, piece: 48 },
  blackberry: { handful: 40 },
  fig: { piece: 50 },
  artichoke: { piece: 30, can: 240 },
};

function parseCsvLine(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

type Weights = Record<string, number>;

const PIECE_WORDS = [
  'medium',
  'large',
  'whole',
  'fruit',
  'each',
  'item',
  'piece',
  'stalk',
  'spear',
  'pepper',
  'onion',
  'egg',
];

function weightUnit(desc: string): string | null {
  const d = desc.toLowerCase().trim();
  if (/^cups?\b/.test(d)) return 'cup';
  if (/^tbsp\b|^tablespoon/.test(d)) return 'tbsp';
  if (/^tsp\b|^teaspoon/.test(d)) return 'tsp';
  if (/^cloves?\b/.test(d)) return 'clove';
  if (/^slices?\b/.test(d)) return 'slice';
  if (/^sprigs?\b/.test(d)) return 'sprig';
  if (/^stick\b/.test(d)) return 'stick';
  if (/^head\b/.test(d)) return 'head';
  if (PIECE_WORDS.some((w) => d.startsWith(w))) return 'piece';
  return null;
}

function main(): void {
  const csv = readFileSync(join(datasetDir, 'foods_per100g.csv'), 'utf8').split(/\r?\n/);
  const header = parseCsvLine(csv[0] ?? '');
  const col = (name: string): number => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`Column ${name} missing from foods_per100g.csv`);
    return i;
  };
  const cols = [
    'Energ_Kcal',
    'Protein_g',
    'Lipid_Tot_g',
    'Carbohydrt_g',
    'Fiber_TD_g',
    'Sugar_Tot_g',
    'Sodium_mg',
  ].map(col);
  const foods = new Map<string, { desc: string; values: number[] }>();
  for (const line of csv.slice(1)) {
    if (!line.trim()) continue;
    const f = parseCsvLine(line);
    foods.set(f[0] ?? '', { desc: f[1] ?? '', values: cols.map((c) => Number(f[c] ?? '') || 0) });
  }
  const weightsByFood = new Map<string, Weights>();
  for (const line of readFileSync(join(datasetDir, 'WEIGHT.txt'), 'latin1').split(/\r?\n/)) {
    if (!line.trim()) continue;
    const [ndb, , amount, desc, grams] = line.split('^').map((s) => s.replace(/^~|~$/g, ''));
    const unit = weightUnit(desc ?? '');
    const per = Number(grams) / Number(amount);
    if (!ndb || !unit || !Number.isFinite(per) || per <= 0) continue;
    const w = weightsByFood.get(ndb) ?? {};
    if (w[unit] === undefined) w[unit] = Math.round(per * 10) / 10;
    weightsByFood.set(ndb, w);
  }
  const lines: string[] = [];
  for (const [key, source] of Object.entries(SOURCES).sort(([a], [b]) => a.localeCompare(b))) {
    const [ndb = '', ...noteParts] = source.split(' ');
    const note = noteParts.join(' ');
    const food = foods.get(ndb);
    if (!food) throw new Error(`${key}: NDB ${ndb} not in foods_per100g.csv`);
    const w: Weights = { ...(weightsByFood.get(ndb) ?? {}), ...(WEIGHT_OVERRIDES[key] ?? {}) };
    if (w.tbsp === undefined && w.tsp !== undefined) w.tbsp = Math.round(w.tsp * 3 * 100) / 100;
    if (w.cup === undefined && w.tbsp !== undefined) w.cup = Math.round(w.tbsp * 16 * 10) / 10;
    if (w.tbsp === undefined && w.cup !== undefined) w.tbsp = Math.round((w.cup / 16) * 10) / 10;
    if (w.tsp === undefined && w.tbsp !== undefined) w.tsp = Math.round((w.tbsp / 3) * 100) / 100;
    const weights = Object.entries(w)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([u, g]) => `${/^[a-z]+$/.test(u) ? u : `'${u}'`}: ${g}`)
      .join(', ');
    const share = AS_BOUGHT_EDIBLE_SHARE[key] ?? 1;
    const [kcal, protein, fat, carbs, fibre, sugar, sodium] = food.values.map(
      (v) => Math.round(v * share * 100) / 100,
    );
    const bought = share < 1 ? `per 100 g as bought, ${Math.round(share * 100)} % edible` : '';
    const notes = [note, bought].filter((n) => n !== '').join('; ');
    const desc = (notes ? `${food.desc} (${notes})` : food.desc).replace(/'/g, "\\'");
    lines.push(
      `  { key: '${key}', ndb: '${ndb}', source: '${desc}', kcal: ${kcal}, protein: ${protein}, fat: ${fat}, carbs: ${carbs}, fibre: ${fibre}, sugar: ${sugar}, sodium: ${sodium}, weights: { ${weights} } },`,
    );
  }
  const text = `// Generated by scripts/extract-nutrients.ts from USDA National Nutrient Database for Standard
// Reference, Release 26 (USDA ARS, public domain). Do not edit by hand; edit the script and re-run.
// Per 100 g edible portion: kcal, protein/fat/carbs/fibre/sugar in g, sodium in mg.
// weights: grams per household unit (SR26 WEIGHT.txt where available, else the script's WEIGHT_OVERRIDES).
import type { NutrientRow } from './nutrient-types.ts';

export const NUTRIENT_ROWS: readonly NutrientRow[] = [
${lines.join('\n')}
];
`;
  writeFileSync(outFile, text);
  console.log(`Wrote ${lines.length} rows to ${outFile}`);
}

main();
