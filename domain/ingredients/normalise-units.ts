/** The units recipes and parsed lines use. `piece` is a countable item (3 eggs). */
export const UNITS = [
  'g',
  'kg',
  'mg',
  'ml',
  'l',
  'oz',
  'lb',
  'fl-oz',
  'cup',
  'tbsp',
  'tsp',
  'pint',
  'quart',
  'pinch',
  'dash',
  'clove',
  'slice',
  'piece',
  'can',
  'bunch',
  'handful',
  'sprig',
  'stick',
  'head',
  'to-taste',
] as const;

export type Unit = (typeof UNITS)[number];

const ALIASES: ReadonlyArray<readonly [Unit, readonly string[]]> = [
  ['g', ['g', 'gram', 'grams', 'gr', 'gm', 'gms', 'gramme', 'grammes']],
  ['kg', ['kg', 'kgs', 'kilogram', 'kilograms', 'kilo', 'kilos']],
  ['mg', ['mg', 'milligram', 'milligrams']],
  ['ml', ['ml', 'mls', 'milliliter', 'milliliters', 'millilitre', 'millilitres', 'cc']],
  ['l', ['l', 'liter', 'liters', 'litre', 'litres', 'ltr']],
  ['oz', ['oz', 'ounce', 'ounces', 'oz.']],
  ['lb', ['lb', 'lbs', 'pound', 'pounds', 'lb.', 'lbs.']],
  ['fl-oz', ['fl oz', 'fl. oz.', 'fluid ounce', 'fluid ounces', 'fl-oz']],
  ['cup', ['cup', 'cups', 'c', 'mug', 'mugs']],
  ['tbsp', ['tbsp', 'tbsps', 'tbs', 'tbl', 'tablespoon', 'tablespoons', 'tblsp', 'tbsp.', 'T']],
  ['tsp', ['tsp', 'tsps', 'teaspoon', 'teaspoons', 'tsp.', 't']],
  ['pint', ['pint', 'pints', 'pt']],
  ['quart', ['quart', 'quarts', 'qt']],
  ['pinch', ['pinch', 'pinches', 'smidgen']],
  ['dash', ['dash', 'dashes', 'splash', 'splashes', 'drizzle', 'glug']],
  ['clove', ['clove', 'cloves']],
  ['slice', ['slice', 'slices', 'rasher', 'rashers']],
  ['piece', ['piece', 'pieces', 'each', 'whole', 'fillet', 'fillets', 'dozen', 'large', 'medium', 'small', 'breast', 'breasts', 'thigh', 'thighs', 'pc', 'pcs', 'knob', 'sheet', 'sheets', 'stalk', 'stalks', 'rib', 'ribs', 'leaf', 'leaves', 'ear', 'ears', 'packet', 'packets', 'pack', 'sachet', 'envelope']],
  ['can', ['can', 'cans', 'tin', 'tins', 'jar', 'jars', 'carton', 'cartons']],
  ['bunch', ['bunch', 'bunches', 'bundle']],
  ['handful', ['handful', 'handfuls']],
  ['sprig', ['sprig', 'sprigs', 'stem', 'stems']],
  ['stick', ['stick', 'sticks']],
  ['head', ['head', 'heads', 'bulb', 'bulbs']],
  ['to-taste', ['to taste', 'to-taste', 'as needed', 'as required']],
];

const LOOKUP: ReadonlyMap<string, Unit> = new Map(
  ALIASES.flatMap(([unit, names]) => names.map((name) => [name, unit] as const)),
);

/** Maps a unit word as written ("Tablespoons", "tins", "g") to a `Unit`, or null. Case matters only for T/t. */
export function toUnit(text: string): Unit | null {
  const trimmed = text.trim();
  if (trimmed === 'T' || trimmed === 't') return trimmed === 'T' ? 'tbsp' : 'tsp';
  return LOOKUP.get(trimmed.toLowerCase()) ?? null;
}
