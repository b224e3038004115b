import type { IngredientKey } from '../../../domain/index.ts';
import { normaliseIngredient } from '../../../domain/index.ts';
import { indexRecipes, matchKitchenKeys } from '../../../domain/index.ts';
import type { MatchableRecipe } from '../../../domain/index.ts';
import { matchData, type RecipeMatchPayload } from './payload.ts';

export interface AiSettings {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly model: string;
}

export class AiError extends Error {
  constructor(detail: string) {
    super(`OpenAI API error: ${detail}`);
    this.name = 'AiError';
  }
}

const MAX_AI_RECIPES = 3;
const AI_TIMEOUT_MS = 20_000;

function clean(value: unknown, max: number): string {
  return typeof value === 'string'
    ? value
        .replace(/<[^>]*>/g, '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, max)
    : '';
}

function cleanList(value: unknown, maxItems: number, maxChars: number): string[] {
  return Array.isArray(value)
    ? value
        .map((v) => clean(v, maxChars))
        .filter((v) => v !== '')
        .slice(0, maxItems)
    : [];
}

function slugOf(title: string): string {
  return `ai-${
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'recipe'
  }`;
}

function prompt(ingredients: readonly string[]): string {
  return [
    `I have these ingredients: ${ingredients.slice(0, 100).join(', ')}.`,
    `Suggest up to ${MAX_AI_RECIPES} recipes that use mostly these. Answer with JSON only:`,
    '{"recipes":[{"title":string,"description":string,"servings":number,"totalMinutes":number,',
    '"ingredients":[string (a line such as "2 cups flour")],"steps":[string]}]}',
  ].join(' ');
}

/** Turns one AI-written recipe into the same payload as library results, matched against the kitchen. */
function toAiPayload(
  raw: unknown,
  kitchen: readonly IngredientKey[],
  index: number,
): RecipeMatchPayload | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const title = clean(r.title, 200);
  if (title === '') return null;
  const lines = cleanList(r.ingredients, 40, 200);
  const steps = cleanList(r.steps, 30, 1000);
  const keys = [
    ...new Set(
      lines
        .map((line) => normaliseIngredient(line).key)
        .filter((k): k is IngredientKey => k !== null),
    ),
  ];
  const total =
    typeof r.totalMinutes === 'number' && Number.isFinite(r.totalMinutes)
      ? Math.max(0, Math.round(r.totalMinutes))
      : null;
  const servings =
    typeof r.servings === 'number' && Number.isFinite(r.servings)
      ? Math.min(100, Math.max(1, Math.round(r.servings)))
      : null;
  const recipe: MatchableRecipe = {
    id: slugOf(title),
    title,
    ingredientKeys: keys,
    optionalKeys: [],
    totalMinutes: total,
  };
  const [match] = matchKitchenKeys(kitchen, indexRecipes([recipe]), {});
  const data = match
    ? matchData(match)
    : {
        used: [],
        missing: keys,
        usedNames: [],
        missingNames: [...keys],
        missingCount: keys.length,
        canMake: false,
        score: 0,
        usedShare: 0,
      };
  return {
    id: `${recipe.id}-${index + 1}`,
    slug: recipe.id,
    title,
    description: clean(r.description, 1000) || null,
    servings,
    prepMinutes: null,
    cookMinutes: null,
    totalMinutes: total,
    cuisine: null,
    mealType: null,
    dietTags: [],
    equipment: [],
    ingredients: lines.map((text) => ({ text })),
    steps,
    nutrition: null,
    imageUrl: null,
    source: 'ai',
    ...data,
    ai: true,
  };
}

/**
 * A few extra suggestions from an OpenAI-compatible chat completions endpoint, marked `ai: true`.
 * Throws AiError ("OpenAI API error: …") on any failure, including an unreadable answer.
 */
export async function aiSuggestions(
  settings: AiSettings,
  ingredients: readonly string[],
  kitchen: readonly IngredientKey[],
): Promise<RecipeMatchPayload[]> {
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${settings.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        model: settings.model,
        messages: [
          { role: 'system', content: 'You are a helpful cook. You answer with JSON only.' },
          { role: 'user', content: prompt(ingredients) },
        ],
        response_format: { type: 'json_object' },
        temperature: 0.7,
      }),
      signal: AbortSignal.timeout(AI_TIMEOUT_MS),
    });
  } catch (error) {
    throw new AiError(error instanceof Error ? error.message : 'request failed');
  }
  if (!response.ok) {
    const text = clean(await response.text().catch(() => ''), 200);
    throw new AiError(`HTTP ${response.status}${text ? ` ${text}` : ''}`);
  }
  let recipes: unknown;
  try {
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new Error('no content');
    const parsed = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, '')) as {
      recipes?: unknown;
    };
    recipes = parsed.recipes;
  } catch {
    throw new AiError('the answer could not be read');
  }
  if (!Array.isArray(recipes)) throw new AiError('the answer held no recipes');
  return recipes
    .slice(0, MAX_AI_RECIPES)
    .map((raw, i) => toAiPayload(raw, kitchen, i))
    .filter((p): p is RecipeMatchPayload => p !== null);
}
