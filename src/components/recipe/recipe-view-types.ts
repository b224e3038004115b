/** What the shared recipe pieces need of an ingredient line (the recipe pages' views satisfy it). */
export interface ScalableIngredient {
  key: string;
  quantity: number | null;
  unit: string;
  optional: boolean;
  notes?: string;
  text: string;
}

/** Nutrition per serving: energy in kcal, sodium in mg, the rest in grams. */
export type NutritionView = Partial<
  Record<'kcal' | 'protein' | 'fat' | 'carbs' | 'fibre' | 'sugar' | 'sodium', number>
>;
