/**
 * The nutrients the tracker follows, in display order: energy, the macronutrients, sodium and ten
 * micronutrients that USDA SR26 carries. `column` is the column name in public.foods,
 * public.nutrition_logs and public.nutrition_goals; `sr26` the column of SR26's per-100 g table.
 */
export const FOOD_NUTRIENTS = [
  {
    key: 'kcal',
    label: 'Energy',
    unit: 'kcal',
    column: 'calories',
    sr26: 'Energ_Kcal',
    macro: true,
  },
  {
    key: 'protein',
    label: 'Protein',
    unit: 'g',
    column: 'protein_g',
    sr26: 'Protein_g',
    macro: true,
  },
  { key: 'fat', label: 'Fat', unit: 'g', column: 'fat_g', sr26: 'Lipid_Tot_g', macro: true },
  {
    key: 'carbs',
    label: 'Carbohydrate',
    unit: 'g',
    column: 'carbs_g',
    sr26: 'Carbohydrt_g',
    macro: true,
  },
  { key: 'fibre', label: 'Fibre', unit: 'g', column: 'fiber_g', sr26: 'Fiber_TD_g', macro: true },
  { key: 'sugar', label: 'Sugars', unit: 'g', column: 'sugar_g', sr26: 'Sugar_Tot_g', macro: true },
  {
    key: 'sodium',
    label: 'Sodium',
    unit: 'mg',
    column: 'sodium_mg',
    sr26: 'Sodium_mg',
    macro: true,
  },
  {
    key: 'calcium',
    label: 'Calcium',
    unit: 'mg',
    column: 'calcium_mg',
    sr26: 'Calcium_mg',
    macro: false,
  },
  { key: 'iron', label: 'Iron', unit: 'mg', column: 'iron_mg', sr26: 'Iron_mg', macro: false },
  {
    key: 'magnesium',
    label: 'Magnesium',
    unit: 'mg',
    column: 'magnesium_mg',
    sr26: 'Magnesium_mg',
    macro: false,
  },
  {
    key: 'potassium',
    label: 'Potassium',
    unit: 'mg',
    column: 'potassium_mg',
    sr26: 'Potassium_mg',
    macro: false,
  },
  { key: 'zinc', label: 'Zinc', unit: 'mg', column: 'zinc_mg', sr26: 'Zinc_mg', macro: false },
  {
    key: 'vitaminA',
    label: 'Vitamin A (RAE)',
    unit: 'µg',
    column: 'vitamin_a_ug',
    sr26: 'Vit_A_RAE',
    macro: false,
  },
  {
    key: 'vitaminC',
    label: 'Vitamin C',
    unit: 'mg',
    column: 'vitamin_c_mg',
    sr26: 'Vit_C_mg',
    macro: false,
  },
  {
    key: 'vitaminD',
    label: 'Vitamin D',
    unit: 'µg',
    column: 'vitamin_d_ug',
    sr26: 'Vit_D_ug',
    macro: false,
  },
  {
    key: 'vitaminB12',
    label: 'Vitamin B12',
    unit: 'µg',
    column: 'vitamin_b12_ug',
    sr26: 'Vit_B12_ug',
    macro: false,
  },
  {
    key: 'folate',
    label: 'Folate (DFE)',
    unit: 'µg',
    column: 'folate_ug',
    sr26: 'Folate_DFE_ug',
    macro: false,
  },
] as const;

export type NutrientKey = (typeof FOOD_NUTRIENTS)[number]['key'];
export type NutrientDef = (typeof FOOD_NUTRIENTS)[number];

export const NUTRIENT_KEYS: readonly NutrientKey[] = FOOD_NUTRIENTS.map((n) => n.key);

/** Amounts of each nutrient; null = the source has no value (never read as zero). */
export type NutrientValues = Readonly<Record<NutrientKey, number | null>>;

export function emptyNutrients(): Record<NutrientKey, number | null> {
  return Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, null])) as Record<
    NutrientKey,
    number | null
  >;
}

export function nutrientDef(key: NutrientKey): NutrientDef {
  const def = FOOD_NUTRIENTS.find((n) => n.key === key);
  if (!def) throw new Error(`Unknown nutrient ${key}`);
  return def;
}
