/**
 * The only door into domain/: pure TypeScript (no DOM, Node, Deno or Electron
 * API) shared by the renderer, server/, electron/ and the edge functions.
 */

// ingredients: catalogue, predefined lists, search and suggestions
export type { IngredientCategory, IngredientCategoryId } from './ingredients/catalogue.ts';
export { COMMON_INGREDIENTS, INGREDIENT_CATEGORIES } from './ingredients/catalogue.ts';
export { SUGGESTION_INGREDIENTS } from './ingredients/suggestion-ingredients.ts';
export type { PredefinedList } from './ingredients/predefined-lists.ts';
export { PREDEFINED_LISTS } from './ingredients/predefined-lists.ts';
export { MAX_SUGGESTIONS, filterIngredients, rankSuggestions } from './ingredients/search.ts';
export { compareNames, sortUniqueNames } from './ingredients/sort-names.ts';

// kitchen rules
export type {
  KitchenOutcome,
  KitchenOutcomeKind,
  KitchenResult,
  KitchenState,
  Template,
} from './kitchen/types.ts';
export { EMPTY_KITCHEN } from './kitchen/types.ts';
export {
  LOGO_BACKGROUND_TILES,
  MAX_KITCHEN_INGREDIENTS,
  MAX_RECENT_INGREDIENTS,
  MAX_TEMPLATES,
  MOBILE_BREAKPOINT_PX,
  MOBILE_CHIP_MAX_CHARS,
  TEMPLATE_NAME_MAX_LENGTH,
  TOAST_DURATION_MS,
  TOOLTIP_DELAY_MS,
} from './kitchen/limits.ts';
export { KITCHEN_MESSAGES } from './kitchen/messages.ts';
export type { KitchenItemKey } from './kitchen/item-key.ts';
export { kitchenItemKey } from './kitchen/item-key.ts';
export { parseIngredientInput } from './kitchen/parse-input.ts';
export { addIngredients } from './kitchen/add-ingredients.ts';
export { clearKitchen, removeIngredient } from './kitchen/kitchen-actions.ts';
export { CHICKEN, impliesChicken } from './kitchen/merge.ts';
export { pushRecentIngredients } from './kitchen/recents.ts';
export type { CreateTemplateOptions } from './kitchen/templates.ts';
export { applyTemplate, createTemplate, deleteTemplate } from './kitchen/templates.ts';
export type {
  KitchenStorageSanitizeResult,
  StoredKitchenResult,
} from './kitchen/stored-kitchen.ts';
export { parseStoredKitchen, sanitizeKitchenForStorage } from './kitchen/stored-kitchen.ts';
export { abbreviateLabel, isUpcIngredient } from './kitchen/labels.ts';
export { VIRTUAL_LIST, virtualListColumns } from './kitchen/layout.ts';
export type { RecipeSearchRequest } from './kitchen/recipe-request.ts';
export { prepareRecipeSearch } from './kitchen/recipe-request.ts';

// validation
export type { InputCheck, InputRules } from './validation/validate-input.ts';
export { characterCount, validateInput } from './validation/validate-input.ts';
export { validateEmail, validateSignInPassword } from './validation/email.ts';
export { EMAIL_MAX_LENGTH, INPUT_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './validation/limits.ts';
export { VALIDATION_MESSAGES } from './validation/messages.ts';

// security
export type { StripHtmlOptions } from './security/strip-html.ts';
export { BASIC_HTML_TAGS, stripHtml } from './security/strip-html.ts';
export { containsUnsafeContent } from './security/unsafe-content.ts';
export { httpUrl, safeMediaUrl, secureSourceUrl } from './security/safe-url.ts';
export type { StorageSanitizeResult } from './security/sanitize-storage.ts';
export { sanitizeForStorage } from './security/sanitize-storage.ts';
export { EVENT_DETAIL_LIMITS, sanitizeEventDetails } from './security/event-details.ts';
export type {
  LogSecurityEventParams,
  SecurityEvent,
  SecurityEventInput,
  SecurityEventType,
  Severity,
} from './security/security-events.ts';
export {
  DEFAULT_SEVERITY,
  SECURITY_EVENT_TYPES,
  SEVERITIES,
  createSecurityEvent,
  defaultSeverity,
  isSecurityEventType,
  isSeverity,
  toLogSecurityEventParams,
} from './security/security-events.ts';
export type { MonitoredRequest, MonitorThresholds } from './security/request-monitor.ts';
export {
  DEFAULT_RATE_LIMIT,
  RATE_LIMIT_CHECK_FAILED,
  SECURITY_MONITOR,
  assessRequestActivity,
  isSensitiveRequest,
} from './security/request-monitor.ts';

// ingredient understanding: canonical keys, families, synonyms, staples, normalisation
export type {
  DietFlag,
  IngredientCategory as IngredientKind,
  IngredientEntry,
  IngredientKey,
} from './ingredients/canonical.ts';
export {
  INGREDIENTS,
  ingredientEntry,
  ingredientKey,
  isIngredientKey,
} from './ingredients/canonical.ts';
export {
  ancestorsOf,
  descendantsOf,
  dietFlagsOf,
  satisfies,
  substitutesFor,
} from './ingredients/families.ts';
export { DEFAULT_STAPLE_NAMES, DEFAULT_STAPLES } from './ingredients/default-staples.ts';
export { isStaple } from './ingredients/staples.ts';
export type { NormalisedIngredient } from './ingredients/normalise.ts';
export { MAX_LINE_LENGTH, normaliseIngredient } from './ingredients/normalise.ts';
export type { IngredientSuggestion } from './ingredients/normalise-closest.ts';
export { closestIngredient, editDistance } from './ingredients/normalise-closest.ts';
export type { Unit } from './ingredients/normalise-units.ts';
export { UNITS, toUnit } from './ingredients/normalise-units.ts';
export { keyForName, normaliseName } from './ingredients/synonyms.ts';

// nutrition
export type {
  Grams,
  NutrientRow,
  NutritionInput,
  NutritionPerServing,
} from './nutrition/compute.ts';
export {
  DEFAULT_MEASURE_GRAMS,
  NUTRIENTS,
  computeNutrition,
  toGrams,
} from './nutrition/compute.ts';
export { NUTRIENT_ROWS } from './nutrition/nutrients.ts';
export type { NutrientDef, NutrientKey, NutrientValues } from './nutrition/food-nutrients.ts';
export {
  FOOD_NUTRIENTS,
  NUTRIENT_KEYS,
  emptyNutrients,
  nutrientDef,
} from './nutrition/food-nutrients.ts';
export type { SearchableFood } from './nutrition/food-search.ts';
export {
  FoodSearchIndex,
  foodMatchScore,
  foodRankBias,
  foodSearchSegments,
  foodSearchStem,
  foodSearchText,
  foodSearchTokens,
} from './nutrition/food-search.ts';
export type { Food, FoodMeasure, PackedFood, PackedFoods } from './nutrition/foods.ts';
export { unpackFoods } from './nutrition/foods.ts';
export { EVERYDAY_FOOD_QUERIES } from './nutrition/everyday-food-queries.ts';
export type {
  AmountCheck,
  DiaryEntry,
  DiaryState,
  EntryDraft,
  EntryKind,
  MealSlot,
  NutrientTotal,
  QuickEntryCheck,
  QuickEntryInput,
  RecipeServing,
} from './nutrition/diary.ts';
export {
  DIARY_LIMITS,
  DIARY_MESSAGES,
  EMPTY_DIARY,
  MEAL_LABELS,
  MEAL_SLOTS,
  NUTRIENT_COLUMNS,
  addDays,
  clampDiaryDate,
  copyEntries,
  daysBetween,
  diaryDateRange,
  diaryTotals,
  entriesOfDay,
  foodEntryByGrams,
  foodEntryByMeasure,
  formatTotal,
  frequentItems,
  isDiaryDate,
  localDay,
  nutrientsForGrams,
  parseAmount,
  parseDiaryEntry,
  parseStoredDiary,
  percentOfGoal,
  quickEntry,
  recipeEntry,
  roundNutrient,
  scaleNutrients,
} from './nutrition/diary.ts';
export type {
  ActivityLevel,
  BodyFacts,
  GoalPreset,
  NutritionGoals,
  Sex,
} from './nutrition/goals.ts';
export {
  ACTIVITY_LEVELS,
  BODY_LIMITS,
  DEFAULT_GOALS,
  GOAL_PRESETS,
  MIFFLIN_ST_JEOR_FORMULA,
  checkBodyFacts,
  dailyEnergy,
  goalsFromBody,
  isDefaultGoals,
  macrosForEnergy,
  mifflinStJeorBmr,
  parseStoredGoals,
} from './nutrition/goals.ts';
export { csvCell, diaryCsv } from './nutrition/diary-csv.ts';
export type { LoggableProduct, ProductSearch } from './nutrition/products.ts';
export {
  findProducts,
  loggableProduct,
  productByCode,
  productEntryByGrams,
  productEntryByMeasure,
} from './nutrition/products.ts';
export type {
  MacroView,
  SavedNutrition,
  SavedNutritionSource,
} from './nutrition/saved-recipe-nutrition.ts';
export {
  savedNutrition,
  savedNutritionView,
  servingsOf,
} from './nutrition/saved-recipe-nutrition.ts';

// the built-in recipe library
export type { LibraryRecipe, RecipeIngredient } from './recipes/library.ts';
export { RECIPE_LIBRARY } from './recipes/library.ts';
export { isLibraryDrinkSlug, isLibraryRecipeSlug } from './recipes/library-membership.ts';
export type { Cuisine, DietTag, MealType } from './recipes/types.ts';
export { CUISINES, DIET_TAGS, MEAL_TYPES } from './recipes/types.ts';
export { dietTagsFor, formatQuantity, slugify } from './recipes/build.ts';

// recipe-page extraction (HTML string in, structured recipe out; no network)
export type {
  NoRecipeFound,
  PageSummary,
  RecipePageResult,
  ScrapeSource,
  ScrapedIngredient,
  ScrapedIngredientGroup,
  ScrapedInstructionGroup,
  ScrapedRecipe,
} from './scrape/types.ts';
export { parseRecipePage } from './scrape/parse-recipe-page.ts';
export { parsePastedRecipe, PASTED_SOURCE_BASE } from './scrape/pasted.ts';
export { withoutPositionNumber } from './scrape/tidy.ts';
export type { BudgetOptions } from './scrape/budget.ts';
export { recipeFromJsonLd } from './scrape/recipe.ts';
export { parseDurationMinutes } from './scrape/duration.ts';
export { normaliseYields } from './scrape/yields.ts';
export { parseIngredientLine } from './scrape/ingredients.ts';
export type { SavedIngredient, SavedInstruction, SavedRecipeInsert } from './scrape/saved-row.ts';
export { canonicalUrlFor, linkRow, recipeRow } from './scrape/saved-row.ts';
export { SAVE_RECIPE_MESSAGES, SAVE_RECIPE_RATE_LIMIT } from './scrape/save-messages.ts';

// matching: "Let's Cook!" ranking, shopping suggestions, the payload suggest-recipes-web answers
export type {
  IngredientSuggestionRef,
  KitchenReading,
  MatchFilters,
  MatchOptions,
  MatchableRecipe,
  RecipeMatch,
  UnknownItem,
} from './matching/types.ts';
export { compareMatches, matchKitchenKeys, matchRecipes } from './matching/match-recipes.ts';
export type { IndexedRecipe, RecipeIndex } from './matching/recipe-index.ts';
export { buildRecipeIndex, indexRecipes } from './matching/recipe-index.ts';
export { coverageOf, kitchenItemToKey, readKitchen } from './matching/read-kitchen.ts';
export type { MatchableLibraryRecipe } from './matching/library-recipes.ts';
export { matchableLibrary, toMatchableRecipe } from './matching/library-recipes.ts';
export { rowTotalMinutes, type TimedRow } from './matching/total-minutes.ts';
export type {
  DrinkAnswerItem,
  MatchData,
  RecipeCard,
  RecipeCardRow,
  RecipeDetailField,
  RecipeLine,
  RecipeMatchPayload,
  RecipeNutrition,
  RecipeSummaryPayload,
  SuggestedRecipe,
  SuggestedRecipeDetails,
} from './recipes/contract.ts';
export {
  readDrinkAnswerItems,
  readSuggestedRecipe,
  readSuggestedRecipes,
  recipeSchemas,
  rowCard,
  withDetails,
} from './recipes/contract.ts';
export type { CardSource } from './matching/match-payload.ts';
export {
  cardOf,
  ingredientDisplayName,
  libraryMatchPayload,
  matchData,
  summaryPayload,
} from './matching/match-payload.ts';
export { libraryRecipePayload } from './matching/library-recipe-payload.ts';
export type { SavedRecipeMatchFields } from './matching/saved-recipes.ts';
export {
  SAVED_RECIPE_ID_PREFIX,
  savedDietTags,
  savedMealType,
  toMatchableSavedRecipe,
} from './matching/saved-recipes.ts';
export type {
  BasketOptions,
  ShoppingBasket,
  ShoppingOptions,
  ShoppingSuggestion,
} from './matching/shopping-suggestions.ts';
export { shoppingBaskets, shoppingSuggestions } from './matching/shopping-suggestions.ts';
export type { ReturnedRecipe } from './matching/shopping-from-results.ts';
export { returnedMatches, shoppingFromResults } from './matching/shopping-from-results.ts';

// barcodes: Larder's sample product catalogue
export type { BarcodeCheck, BarcodeProblem } from './products/barcode.ts';
export { validateBarcode } from './products/barcode.ts';
export type { BarcodeLookup, Product } from './products/lookup-barcode.ts';
export { SAMPLE_PRODUCT_ROWS, lookupBarcode } from './products/lookup-barcode.ts';

export type { Database, Json, Tables, TablesInsert, TablesUpdate } from './database.types.ts';
// the home bar: drink ingredient reading, drink maths, the bar matcher, the drink library
export { resolveDrinkIngredient } from './drinks/resolve.ts';
export type { Composite, ShelfTab } from './drinks/bar-facts.ts';
export { COMPOSITES, SHELF_TABS, abvOf, shelfTabOf, sugarPer100ml } from './drinks/bar-facts.ts';
export type {
  DrinkLine,
  DrinkMethod,
  DrinkUnit,
  Glass,
  Ice,
  StrengthClass,
} from './drinks/types.ts';
export { DRINK_METHODS, DRINK_UNITS, GLASSES, ICE, STRENGTH_CLASSES } from './drinks/types.ts';
export type { DrinkFigures, VolumeSystem } from './drinks/maths.ts';
export {
  DILUTION,
  ML_PER_US_FL_OZ,
  drinkFigures,
  drinkMacros,
  formatVolume,
  lineMl,
  mlToOz,
  ozToMl,
  scaleDrink,
  strengthClass,
} from './drinks/maths.ts';
export type {
  BarMatchOptions,
  DrinkMatch,
  DrinkStatus,
  MatchableDrink,
  Provision,
  Unlock,
} from './drinks/match-drinks.ts';
export {
  BarCoverage,
  DRINK_STATUSES,
  compareDrinkMatches,
  matchDrinks,
  provisionNote,
  unlockRanking,
  unlockRankingSteps,
} from './drinks/match-drinks.ts';
export type { IbaCategory, LibraryDrink } from './drinks/library.ts';
export { DRINK_LIBRARY, buildDrink } from './drinks/library.ts';
export type { DrinkFactsJson, DrinkIngredientJson, DrinkRecipeRow } from './drinks/rows.ts';
export {
  DRINK_SLUG_PREFIX,
  drinkFromRow,
  drinkRowOf,
  drinkRowSlug,
  drinkSlugOfRow,
} from './drinks/rows.ts';
export type { ShelfReading } from './drinks/read-shelf.ts';
export { readBarShelf } from './drinks/read-shelf.ts';
export type { FindDrinksInput, FindDrinksResult } from './drinks/search.ts';
export { DRINK_SEARCH_LIMIT, DRINK_SEARCH_MAX_MISSING, findDrinks } from './drinks/search.ts';
export type {
  DrinkAnswer,
  DrinkAnswerBody,
  DrinkEntry,
  DrinkRowJson,
  LibraryDrinkMatch,
} from './drinks/answer.ts';
export { DRINK_ROW_COLUMNS, answerDrinks, toDrinkEntries } from './drinks/answer.ts';

// meal prep: week plan, planner, shopping list, prep day
export * from './mealprep/index.ts';
