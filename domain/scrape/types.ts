/** A single ingredient line split into quantity, unit and name (no canonical key here). */
export interface ScrapedIngredient {
  /** The line as written on the page, cleaned. */
  readonly line: string;
  readonly quantity: number | null;
  /** Upper bound of a range ("2-3 eggs" → quantity 2, quantity2 3). */
  readonly quantity2: number | null;
  readonly unit: string | null;
  readonly name: string;
}

/** A named group of steps ("For the sauce"); `start` indexes into `instructions`. */
export interface ScrapedInstructionGroup {
  readonly name: string | null;
  readonly start: number;
  readonly steps: readonly string[];
}

export interface ScrapedIngredientGroup {
  readonly purpose: string | null;
  readonly ingredients: readonly string[];
}

/** What every page yields, recipe or not: enough to save it as a link only. */
export interface PageSummary {
  readonly title: string | null;
  readonly description: string | null;
  readonly image: string | null;
  readonly siteName: string | null;
  readonly canonicalUrl: string;
  readonly language: string | null;
}

export type ScrapeSource = 'json-ld' | 'microdata' | 'site' | 'html';

export interface ScrapedRecipe extends PageSummary {
  readonly found: true;
  readonly source: ScrapeSource;
  readonly title: string | null;
  readonly author: string | null;
  /** Every candidate image, best first (the first equals `image`). */
  readonly images: readonly string[];
  /** "4 servings", "24 cookies": number then unit. */
  readonly yields: string | null;
  readonly prepMinutes: number | null;
  readonly cookMinutes: number | null;
  readonly totalMinutes: number | null;
  readonly ingredientLines: readonly string[];
  readonly ingredients: readonly ScrapedIngredient[];
  readonly ingredientGroups: readonly ScrapedIngredientGroup[];
  readonly instructions: readonly string[];
  readonly instructionGroups: readonly ScrapedInstructionGroup[];
  readonly cuisine: readonly string[];
  readonly category: readonly string[];
  readonly keywords: readonly string[];
  /** schema.org NutritionInformation names → value with unit ("143 kcal"). */
  readonly nutrition: Readonly<Record<string, string>> | null;
}

/** No recipe on the page: the caller may still offer "save as a link only". */
export interface NoRecipeFound {
  readonly found: false;
  readonly fallback: PageSummary;
}

export type RecipePageResult = ScrapedRecipe | NoRecipeFound;

/** A loose JSON value as found in JSON-LD (or built from microdata). */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };
