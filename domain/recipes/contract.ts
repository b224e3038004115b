/**
 * The recipe contract: what a recipe card, a suggested recipe (the match payload) and a drink
 * answer are, as zod schemas, shared by everything that writes them (suggest-recipes-web, the
 * offline matcher, the build's recipe files) and everything that reads them (the recipe and bar
 * pages, whatever carried the recipe: the function's answer, router state, session storage, a row
 * of the recipes table).
 *
 * - `RecipeMatchPayload` / `RecipeSummaryPayload`: one suggested recipe as the function answers
 *   it (a summary: the card and match data only, for large corpora). Writers are typed by these.
 * - `SuggestedRecipe`: the same recipe as the app holds it, read once where it arrives
 *   (readSuggestedRecipe): checked field by field — a field of the wrong type reads as empty, an
 *   item without a title is left out — with its ingredient lines, steps and nutrition normalised.
 *   Reading a SuggestedRecipe again gives the same recipe, so what the app stores (session storage)
 *   and passes (router state) is this type, and reading it back is the same one call.
 * - `DrinkAnswerItem`: one drink of the function's drink answer, read by readDrinkAnswerItems.
 *
 * The schemas are built on first use (recipeSchemas), not when the module loads, so code that
 * imports the domain without reading a recipe (the kitchen's first load) does not carry them.
 */
import * as z from 'zod/mini';
import type { DrinkAnswer } from '../drinks/answer.ts';
import { DRINK_STATUSES, type Provision } from '../drinks/match-drinks.ts';
import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { rowTotalMinutes } from '../matching/total-minutes.ts';
import { safeMediaUrl } from '../security/safe-url.ts';
import type { Tables } from '../database.types.ts';

const isText = (v: unknown): v is string => typeof v === 'string';
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The nutrition figures a recipe page shows (per serving). */
export const NUTRITION_FIELDS = [
  'kcal',
  'protein',
  'fat',
  'carbs',
  'fibre',
  'sugar',
  'sodium',
] as const;
export type RecipeNutrition = Partial<Record<(typeof NUTRITION_FIELDS)[number], number>>;

/** One ingredient line as the recipe pages use it (library, corpus, saved and AI recipes alike). */
export interface RecipeLine {
  key: string;
  quantity: number | null;
  unit: string;
  notes?: string;
  optional: boolean;
  text: string;
}

/** A line from a recipe's `ingredients` JSON: a plain string, or an object with a text, name or key. */
function readLine(value: unknown): RecipeLine | null {
  if (isText(value)) {
    return value.trim()
      ? { key: '', quantity: null, unit: '', optional: false, text: value }
      : null;
  }
  if (!isObject(value)) return null;
  const text = [value.text, value.name, value.key].find(isText);
  if (!text) return null;
  const quantity =
    typeof value.quantity === 'number' && Number.isFinite(value.quantity) ? value.quantity : null;
  return {
    key: isText(value.key) ? value.key : '',
    quantity: quantity !== null && quantity > 0 ? quantity : null,
    unit: isText(value.unit) ? value.unit : '',
    ...(isText(value.notes) && value.notes ? { notes: value.notes } : {}),
    optional: value.optional === true,
    text,
  };
}

function readNutrition(value: unknown): RecipeNutrition | null {
  if (!isObject(value)) return null;
  const out: RecipeNutrition = {};
  for (const key of NUTRITION_FIELDS) {
    const n = value[key];
    if (typeof n === 'number' && Number.isFinite(n) && n >= 0) out[key] = n;
  }
  return Object.keys(out).length > 0 ? out : null;
}

function buildSchemas() {
  const text = z.string();
  const maybeText = z.nullable(z.string());
  const maybeNumber = z.nullable(z.number());
  const texts = z.array(z.string());

  /** What a results card shows. */
  const card = {
    id: text,
    slug: text,
    title: text,
    servings: maybeNumber,
    prepMinutes: maybeNumber,
    cookMinutes: maybeNumber,
    totalMinutes: maybeNumber,
    cuisine: maybeText,
    mealType: maybeText,
    dietTags: texts,
    imageUrl: maybeText,
    /** 'larder' (built-in), 'ai', 'saved' (the caller's own saved recipe), or an imported corpus. */
    source: text,
  };
  /** What a summary leaves out: the recipe pages read it from the recipes table when opened. */
  const details = {
    description: maybeText,
    equipment: texts,
    /** JSON as the row holds it: read into lines, steps and figures by readSuggestedRecipe. */
    ingredients: z.unknown(),
    steps: z.unknown(),
    nutrition: z.unknown(),
  };
  /** Kitchen keys used and the missing non-optional, non-staple keys, with their display names. */
  const matchData = {
    used: texts,
    missing: texts,
    usedNames: texts,
    missingNames: texts,
    missingCount: z.number(),
    canMake: z.boolean(),
    score: z.number(),
    usedShare: z.number(),
  };
  const answered = {
    /** Written by an AI model rather than taken from a recipe collection. */
    ai: z.boolean(),
    /** For source 'saved': the saved_recipes row id, and the page it was saved from. */
    savedRecipeId: z.optional(text),
    url: z.optional(text),
    siteName: z.optional(maybeText),
  };
  const payload = z.object({
    ...card,
    ...details,
    ...matchData,
    ...answered,
    summary: z.optional(z.literal(true)),
  });
  const summary = z.object({ ...card, ...matchData, ...answered, summary: z.literal(true) });

  // Reading: each field on its own, a wrong type reading as empty (untrusted: storage, old answers).
  const anyText = z.catch(maybeText, null);
  const anyTexts = z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((list) => list.filter(isText)),
  );
  const amount = z.catch(z.nullable(z.number().check(z.gte(0))), null);
  const figure = z.catch(z.number(), 0);
  const anything = z.optional(z.unknown());
  const flag = z.pipe(
    anything,
    z.transform((v) => v === true),
  );
  const lines = z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((list) => list.map(readLine).filter((l): l is RecipeLine => l !== null)),
  );
  const saved = z.catch(z.nullable(z.object({ url: anyText, siteName: anyText })), null);
  const read = z.pipe(
    z.object({
      title: z.string().check(z.trim(), z.minLength(1)),
      id: anyText,
      slug: anyText,
      description: anyText,
      servings: amount,
      prepMinutes: amount,
      cookMinutes: amount,
      totalMinutes: amount,
      cuisine: anyText,
      mealType: anyText,
      dietTags: anyTexts,
      equipment: anyTexts,
      ingredients: lines,
      steps: anyTexts,
      nutrition: z.pipe(anything, z.transform(readNutrition)),
      used: anyTexts,
      missing: anyTexts,
      usedNames: anyTexts,
      missingNames: anyTexts,
      missingCount: amount,
      canMake: flag,
      score: figure,
      usedShare: figure,
      ai: flag,
      source: anyText,
      url: anyText,
      siteName: anyText,
      /** As the app holds it (see below); a payload says `source: 'saved'` instead. */
      saved,
      summary: anything,
      complete: anything,
    }),
    z.transform((r) => ({
      id: r.id ?? r.slug ?? r.title,
      slug: r.slug ?? '',
      title: r.title,
      description: r.description ?? '',
      servings: r.servings !== null && r.servings > 0 ? r.servings : null,
      prepMinutes: r.prepMinutes,
      cookMinutes: r.cookMinutes,
      totalMinutes:
        r.totalMinutes ??
        (r.prepMinutes !== null && r.cookMinutes !== null ? r.prepMinutes + r.cookMinutes : null),
      cuisine: r.cuisine,
      mealType: r.mealType,
      dietTags: r.dietTags,
      equipment: r.equipment,
      ingredients: r.ingredients,
      steps: r.steps.filter((s) => s.trim() !== ''),
      nutrition: r.nutrition,
      used: r.used,
      missing: r.missing,
      usedNames: r.usedNames,
      missingNames: r.missingNames,
      missingCount: r.missingCount ?? r.missingNames.length,
      canMake: r.canMake,
      score: r.score,
      usedShare: r.usedShare,
      ai: r.ai,
      /** Set when the recipe is one of the user's own saved recipes. */
      saved:
        r.saved !== null
          ? { url: safeMediaUrl(r.saved.url), siteName: r.saved.siteName }
          : r.source === 'saved'
            ? { url: safeMediaUrl(r.url), siteName: r.siteName }
            : null,
      /**
       * False for a summary (a large corpus's answer): the card and match data only, without the
       * details, which the recipe pages read from the recipes table. Kept when read again.
       */
      complete: r.summary !== true && r.complete !== false,
    })),
  );

  // Drinks: the match as the function answers it; the drink itself is rebuilt from its row.
  // Keys are not checked against this build's vocabulary (a newer server may know more of them).
  const key = z.custom<IngredientKey>(isText);
  const provision: z.ZodMiniType<Provision> = z.discriminatedUnion('kind', [
    z.object({ need: key, kind: z.literal('shelf'), using: key }),
    z.object({ need: key, kind: z.literal('staple') }),
    z.object({ need: key, kind: z.literal('make'), parts: z.array(key), how: text }),
    z.object({
      need: key,
      kind: z.literal('substitute'),
      using: key,
      get via() {
        return provision;
      },
    }),
  ]);
  const drink = z.object({
    id: text,
    status: z.enum(DRINK_STATUSES),
    missing: z.array(key),
    provisions: z.array(provision),
    substituteCount: z.int().check(z.gte(0)),
    row: z.unknown(),
  });
  const drinkAnswer = z.object({ kind: z.literal('drink'), drinks: z.array(z.unknown()) });

  return { card: z.object(card), payload, summary, read, drink, drinkAnswer };
}

type Schemas = ReturnType<typeof buildSchemas>;
let schemas: Schemas | null = null;

/** The contract's schemas, built on first use. */
export function recipeSchemas(): Schemas {
  schemas ??= buildSchemas();
  return schemas;
}

/** What a results card shows. */
export type RecipeCard = z.infer<Schemas['card']>;
/** One suggested recipe as suggest-recipes-web answers it (and as the offline matcher produces it). */
export type RecipeMatchPayload = z.infer<Schemas['payload']>;
/** A suggested recipe from a large corpus: the card and match data, without the recipe's details. */
export type RecipeSummaryPayload = z.infer<Schemas['summary']>;
/** Fields a summary leaves out: the app reads them from the recipes table when a recipe is opened. */
export type RecipeDetailField = Exclude<keyof RecipeMatchPayload, keyof RecipeSummaryPayload>;
export type MatchData = Pick<
  RecipeMatchPayload,
  | 'used'
  | 'missing'
  | 'usedNames'
  | 'missingNames'
  | 'missingCount'
  | 'canMake'
  | 'score'
  | 'usedShare'
>;
/** A suggested recipe as the app holds, stores and passes it (see readSuggestedRecipe). */
export type SuggestedRecipe = z.output<Schemas['read']>;
/** What a summary leaves out and the recipes table fills in. */
export type SuggestedRecipeDetails = Pick<SuggestedRecipe, RecipeDetailField>;

/** One recipe from whatever carried it (an answer, router state, storage), or null when it has no title. */
export function readSuggestedRecipe(value: unknown): SuggestedRecipe | null {
  const read = recipeSchemas().read.safeParse(value);
  return read.success ? read.data : null;
}

/** A list of recipes from untrusted data, unreadable items left out: null when it is not a list at all. */
export function readSuggestedRecipes(value: unknown): SuggestedRecipe[] | null {
  if (!Array.isArray(value)) return null;
  return value.map(readSuggestedRecipe).filter((r): r is SuggestedRecipe => r !== null);
}

/** A summary completed with its details; the card and match data (have/missing) stay the summary's. */
export function withDetails(
  summary: SuggestedRecipe,
  details: SuggestedRecipeDetails,
): SuggestedRecipe {
  return {
    ...summary,
    description: details.description,
    equipment: details.equipment,
    ingredients: details.ingredients,
    steps: details.steps,
    nutrition: details.nutrition,
    complete: true,
  };
}

/**
 * The card and detail columns of a recipes row as the REST API answers them (the generated row
 * type; the list and JSON columns read as possibly missing, as older rows and RPCs answer them).
 */
export type RecipeCardRow = Pick<
  Tables<'recipes'>,
  | 'id'
  | 'slug'
  | 'title'
  | 'description'
  | 'servings'
  | 'prep_minutes'
  | 'cook_minutes'
  | 'total_minutes'
  | 'cuisine'
  | 'meal_type'
  | 'image_url'
> & {
  diet_tags: string[] | null;
  equipment: string[] | null;
  ingredients: unknown;
  steps: unknown;
  nutrition: unknown;
  source: string | null;
};

/** A row's card and details in the answer's shape (everything but the match data). */
export function rowCard(
  row: RecipeCardRow,
): RecipeCard & Pick<RecipeMatchPayload, RecipeDetailField> {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    servings: row.servings,
    prepMinutes: row.prep_minutes,
    cookMinutes: row.cook_minutes,
    totalMinutes: rowTotalMinutes(row),
    cuisine: row.cuisine,
    mealType: row.meal_type,
    dietTags: row.diet_tags ?? [],
    equipment: row.equipment ?? [],
    ingredients: row.ingredients ?? [],
    steps: row.steps ?? [],
    nutrition: row.nutrition ?? null,
    imageUrl: row.image_url,
    source: row.source ?? 'larder',
  };
}

/**
 * One drink of the function's drink answer as the app reads it (DrinkAnswer, domain/drinks/answer.ts,
 * is what the function writes): the match, and the row its drink is rebuilt from (drinkFromRow).
 */
export type DrinkAnswerItem = Pick<
  DrinkAnswer,
  'id' | 'status' | 'missing' | 'provisions' | 'substituteCount'
> & {
  readonly row: unknown;
};

/** The drinks of a drink answer, unreadable ones counted: null when it is not a drink answer at all. */
export function readDrinkAnswerItems(
  data: unknown,
): { drinks: DrinkAnswerItem[]; unread: number } | null {
  const { drink, drinkAnswer } = recipeSchemas();
  const answer = drinkAnswer.safeParse(data);
  if (!answer.success) return null;
  const drinks: DrinkAnswerItem[] = [];
  for (const item of answer.data.drinks) {
    try {
      const read = drink.safeParse(item);
      if (read.success) drinks.push(read.data);
    } catch {
      // nested past the stack (a hostile answer): unread, like any other malformed drink
    }
  }
  return { drinks, unread: answer.data.drinks.length - drinks.length };
}
