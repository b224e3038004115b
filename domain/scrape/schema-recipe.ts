import type { ImageCandidate } from './image.ts';
import { imageCandidates } from './image.ts';
import { ingredientLines } from './ingredients.ts';
import { flattenInstructions } from './instructions.ts';
import { deref, isObject, prop } from './json-ld.ts';
import { parseDurationMinutes } from './duration.ts';
import { cleanText, textList, textOf } from './text.ts';
import type { ScrapedInstructionGroup, JsonObject, JsonValue } from './types.ts';
import { normaliseYields } from './yields.ts';

/** Recipe fields read from a schema.org Recipe node (JSON-LD or microdata); absent → null/empty. */
export interface RecipeFields {
  title: string | null;
  description: string | null;
  images: string[];
  author: string | null;
  siteName: string | null;
  yields: string | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  ingredientLines: string[];
  instructions: string[];
  instructionGroups: ScrapedInstructionGroup[];
  cuisine: string[];
  category: string[];
  keywords: string[];
  nutrition: Record<string, string> | null;
}

export function emptyFields(): RecipeFields {
  return {
    title: null,
    description: null,
    images: [],
    author: null,
    siteName: null,
    yields: null,
    prepMinutes: null,
    cookMinutes: null,
    totalMinutes: null,
    ingredientLines: [],
    instructions: [],
    instructionGroups: [],
    cuisine: [],
    category: [],
    keywords: [],
    nutrition: null,
  };
}

function personName(value: JsonValue | undefined, ids: Map<string, JsonObject>): string | null {
  const resolved = deref(value, ids);
  if (Array.isArray(resolved)) {
    for (const item of resolved) {
      const name = personName(item, ids);
      if (name !== null) return name;
    }
    return null;
  }
  if (isObject(resolved)) return textOf(resolved['name']);
  return textOf(resolved);
}

function nutritionOf(value: JsonValue | undefined): Record<string, string> | null {
  const node = Array.isArray(value) ? value.find(isObject) : value;
  if (!isObject(node)) return null;
  const out: Record<string, string> = {};
  for (const [key, raw] of Object.entries(node)) {
    if (key.startsWith('@')) continue;
    const text = textOf(raw);
    if (text !== null && text.length > 0) out[key] = text;
  }
  return Object.keys(out).length > 0 ? out : null;
}

function minutes(value: JsonValue | undefined): number | null {
  return parseDurationMinutes(value);
}

function sameStart(a: string, b: string): boolean {
  const cut = (s: string): string =>
    s
      .replace(/(?:\.\.\.|…)$/, '')
      .trim()
      .toLowerCase();
  const x = cut(a);
  const y = cut(b);
  const n = Math.min(x.length, y.length, 120);
  return n >= 20 && x.slice(0, n) === y.slice(0, n);
}

/** Maps a schema.org Recipe node to our fields. */
export function fieldsFromSchema(
  node: JsonObject,
  ids: Map<string, JsonObject>,
  pageUrl: string,
  pageImages: readonly ImageCandidate[] = [],
): RecipeFields {
  const get = (key: string): JsonValue | undefined => deref(prop(node, key), ids);
  const prep = minutes(get('prepTime'));
  const cook = minutes(get('cookTime'));
  let total = minutes(get('totalTime'));
  // A total that is negative, longer than a fortnight or shorter than one of its parts is a
  // site's mistake (a bad date subtraction, hours written for minutes): its parts say it better.
  const broken = total !== null && (total > 20_160 || total < (prep ?? 0) || total < (cook ?? 0));
  if (broken) total = null;
  if ((total === null || total === 0) && (prep || cook)) total = (prep ?? 0) + (cook ?? 0);
  // "PT0M" everywhere means the site left the times blank.
  if (total === 0) total = null;
  const flat = flattenInstructions(get('recipeInstructions') ?? get('instructions'));
  const listed = (value: JsonValue | undefined): JsonValue | undefined =>
    Array.isArray(value) ? value.map((i) => deref(i, ids) ?? null) : value;
  // The recipe's `image`, ranked with the page's own tags; its `thumbnailUrl` (a small copy)
  // only when neither names a picture.
  const image = imageCandidates(listed(get('image')), pageUrl, pageImages);
  const images = image.length > 0 ? image : imageCandidates(listed(get('thumbnailUrl')), pageUrl);
  const description = textOf(get('description'));
  // Some sites fill recipeInstructions with the description (often cut short): that is no method.
  if (
    description !== null &&
    flat.steps.length === 1 &&
    sameStart(flat.steps[0] ?? '', description)
  ) {
    flat.steps.length = 0;
  }
  return {
    title: textOf(get('name')) ?? textOf(get('headline')),
    description: description === null ? null : cleanText(description),
    images,
    author: personName(get('author'), ids) ?? personName(get('creator'), ids),
    siteName: null,
    yields: normaliseYields(get('recipeYield') ?? get('yield')),
    prepMinutes: prep,
    cookMinutes: cook,
    totalMinutes: total,
    ingredientLines: ingredientLines(get('recipeIngredient') ?? get('ingredients')),
    instructions: flat.steps,
    instructionGroups: flat.groups,
    cuisine: textList(get('recipeCuisine')),
    category: textList(get('recipeCategory')),
    keywords: textList(get('keywords')),
    nutrition: nutritionOf(get('nutrition')),
  };
}
