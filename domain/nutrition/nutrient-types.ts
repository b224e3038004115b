/** One canonical ingredient's nutrients per 100 g edible portion, from a USDA SR26 food. */
export interface NutrientRow {
  readonly key: string;
  /** SR26 NDB food number the figures come from. */
  readonly ndb: string;
  /** SR26 description of that food (and "proxy: …" when it stands in for ours). */
  readonly source: string;
  readonly kcal: number;
  readonly protein: number;
  readonly fat: number;
  readonly carbs: number;
  readonly fibre: number;
  readonly sugar: number;
  /** Milligrams per 100 g. */
  readonly sodium: number;
  /** Grams per household unit (cup, tbsp, tsp, piece, clove, slice, pinch, can, …). */
  readonly weights: Readonly<Record<string, number>>;
}
