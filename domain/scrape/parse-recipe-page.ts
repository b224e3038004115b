import type { Budget, BudgetOptions } from './budget.ts';
import { startBudget } from './budget.ts';
import { nestsDeeperThan, parseHtml } from './dom.ts';
import { htmlFacts } from './html-facts.ts';
import { htmlRecipeLists } from './html-recipe.ts';
import {
  breadcrumbPageName,
  findRecipeNode,
  indexIds,
  jsonLdBlocks,
  pageImageValue,
  websiteNames,
} from './json-ld.ts';
import { imageCandidates } from './image.ts';
import { restoreSpacing } from './line-spacing.ts';
import { microdataIngredientGroups, microdataRecipe } from './microdata.ts';
import { metaImageCandidates, pageSummary } from './page-meta.ts';
import { assembleRecipe } from './recipe.ts';
import type { RecipeFields } from './schema-recipe.ts';
import { emptyFields, fieldsFromSchema } from './schema-recipe.ts';
import { siteRuleFor } from './sites/index.ts';
import { cleanText } from './text.ts';
import { isMethodAnnouncement, listBullet, tidyIngredientLines, tidySteps } from './tidy.ts';
import type {
  ScrapedIngredientGroup,
  ScrapedInstructionGroup,
  RecipePageResult,
  ScrapeSource,
} from './types.ts';
import { wprmIngredients } from './wprm.ts';

function hostOf(url: string): string {
  const match = /^[a-z][a-z\d+.-]*:\/\/(?:[^@/?#]*@)?([^/?#:]+)/i.exec(url.trim());
  return match?.[1]?.toLowerCase() ?? '';
}

/** Fills the gaps of `base` from `extra` (non-empty values only). */
function fillFrom(base: RecipeFields, extra: RecipeFields): RecipeFields {
  const out: RecipeFields = { ...base };
  for (const key of Object.keys(extra) as (keyof RecipeFields)[]) {
    const have = out[key];
    const empty = have === null || (Array.isArray(have) && have.length === 0);
    if (empty) Object.assign(out, { [key]: extra[key] });
  }
  return out;
}

/** Short, not a sentence, not a link title: what an ingredient line looks like. */
function looksLikeIngredient(line: string): boolean {
  const words = line.split(/\s+/).length;
  return (
    line.length <= 100 &&
    words <= 16 &&
    !(/[.!?]$/.test(line) && words > 6) &&
    !/\brecipes?$/i.test(line)
  );
}

/** An amount and its measure alone ("1 kilogram", "2 sztuki", "½ cup"). */
const AMOUNT_ONLY = /^[\d½¼¾⅓⅔⅛]\S*(?:\s+\S+){0,2}$/u;

/**
 * Names-only schema.org lines ("ziemniaki") where the page prints each name with its amount in a
 * box of its own after it ("ziemniaki" | "1 kilogram"): the lines as the page reads them, name
 * then amount; null unless at least half the names have one.
 */
function namesWithAmounts(schema: readonly string[], html: readonly string[]): string[] | null {
  const lower = (s: string): string => s.toLowerCase();
  if (schema.length === 0 || schema.some((line) => /\d/.test(line))) return null;
  const names = new Set(schema.map(lower));
  const out: string[] = [];
  let at = 0;
  let paired = 0;
  for (const name of schema) {
    let found = at;
    while (found < html.length && found - at <= 2 && lower(html[found] ?? '') !== lower(name))
      found += 1;
    if (lower(html[found] ?? '') !== lower(name)) return null;
    at = found + 1;
    const amount = html[at];
    if (amount !== undefined && AMOUNT_ONLY.test(amount) && !names.has(lower(amount))) {
      out.push(`${name} ${amount}`);
      at += 1;
      paired += 1;
    } else out.push(name);
  }
  return paired * 2 >= schema.length ? out : null;
}

/**
 * The schema.org lines, unless they are empty, plainly truncated (the page's own list starts with
 * exactly those lines and goes on) or glued together (the page's list has the same text split
 * into at least twice as many lines).
 */
function betterLines(schema: string[], html: string[]): string[] {
  if (schema.length === 0) return html;
  const paired = namesWithAmounts(schema, html);
  if (paired !== null) return paired;
  // Names only ("flour", "butter") where the page's list gives the same lines with their amounts.
  const lower = (s: string): string => s.toLowerCase();
  if (
    html.length === schema.length &&
    schema.every((line) => !/\d/.test(line)) &&
    schema.every(
      (line, i) =>
        lower(html[i] ?? '').includes(lower(line)) && lower(html[i] ?? '') !== lower(line),
    ) &&
    html.filter((line) => /^[\d½¼¾⅓⅔⅛]/u.test(line)).length * 2 >= html.length
  ) {
    return html;
  }
  if (html.length <= schema.length) return schema;
  // One schema "line" against a real list on the page: the site filled the field with a name.
  if (schema.length === 1 && html.length >= 3 && html.every(looksLikeIngredient)) return html;
  const squash = (s: string): string => s.replace(/\s+/g, '').toLowerCase();
  if (schema.every((line, i) => squash(line) === squash(html[i] ?? ''))) {
    // The page's list goes on: take it only when what follows reads as more ingredients, not as
    // the method, related links, or the same list again in other units.
    const seen = new Set(schema.map(squash));
    const extra = html.slice(schema.length);
    const again = extra.length === schema.length && extra.some((line) => seen.has(squash(line)));
    return !again && extra.every(looksLikeIngredient) ? html : schema;
  }
  // Glued together: the page's list holds the same text in at least twice as many lines (a
  // schema.org list of one line per ingredient, with one pair of lines run together, stays).
  return html.length >= 2 * schema.length && squash(schema.join('')) === squash(html.join(''))
    ? html
    : schema;
}

/** Steps tidied one by one (see `tidySteps`), their groups re-indexed to the steps that remain. */
function tidyMethod(fields: RecipeFields): RecipeFields {
  const steps: string[] = [];
  const newIndex: number[] = [];
  const bullet = listBullet(fields.instructions);
  for (const step of fields.instructions) {
    newIndex.push(steps.length);
    steps.push(...tidySteps([step], bullet, steps.length));
  }
  newIndex.push(steps.length);
  // "…freeze for up to 3 months. Serves 4": the yield printed after the last step is not the method.
  const last = steps.length - 1;
  const tail =
    /(?<=[.!)])\s+(?:serves|makes|yields?|servings)\s*:?\s*\d+(?:\s*(?:-|–|to)\s*\d+)?\.?$/i;
  if (last >= 0) steps[last] = (steps[last] ?? '').replace(tail, '');
  const groups: ScrapedInstructionGroup[] = [];
  for (const g of fields.instructionGroups) {
    const start = newIndex[g.start] ?? steps.length;
    const end =
      newIndex[Math.min(g.start + g.steps.length, fields.instructions.length)] ?? steps.length;
    if (end > start) groups.push({ name: g.name, start, steps: steps.slice(start, end) });
  }
  if (groups.length === 0) return { ...fields, ...announcedParts(steps) };
  return { ...fields, instructions: steps, instructionGroups: groups };
}

/**
 * A "Postup" / "Method" line further down a flat list of steps (after the equipment, say) heads
 * the steps that follow it: it becomes their group's name, not a step.
 */
function announcedParts(lines: readonly string[]): {
  instructions: string[];
  instructionGroups: ScrapedInstructionGroup[];
} {
  const steps: string[] = [];
  const groups: { name: string; start: number; steps: string[] }[] = [];
  for (const line of lines) {
    if (steps.length > 0 && isMethodAnnouncement(line)) {
      groups.push({ name: line.replace(/\s*:$/, ''), start: steps.length, steps: [] });
      continue;
    }
    steps.push(line);
    groups[groups.length - 1]?.steps.push(line);
  }
  return { instructions: steps, instructionGroups: groups.filter((g) => g.steps.length > 0) };
}

const tidyGroups = (groups: readonly ScrapedIngredientGroup[]): ScrapedIngredientGroup[] =>
  groups.map((g) => ({ purpose: g.purpose, ingredients: tidyIngredientLines(g.ingredients) }));

/**
 * Extracts a recipe from an HTML page. Sources, in order: schema.org Recipe in JSON-LD, then
 * microdata, then a site rule and plain-HTML lists; page metadata (Open Graph, `<h1>`, `<title>`)
 * fills what is still missing. Never throws; when the page holds no ingredients and no steps the
 * result is `{ found: false, fallback }`, which is enough to save the page as a link only. A time
 * budget (`options.budgetMs`, default two seconds) bounds the work: once spent, the plain-HTML
 * passes still to run are skipped and what was found so far is returned.
 */
export function parseRecipePage(
  html: string,
  pageUrl: string,
  options: BudgetOptions = {},
): RecipePageResult {
  try {
    return extract(
      typeof html === 'string' ? html : '',
      typeof pageUrl === 'string' ? pageUrl : '',
      startBudget(options),
    );
  } catch {
    // Hostile markup (e.g. nesting deep enough to exhaust a library's stack): no recipe, not a crash.
    return {
      found: false,
      fallback: {
        title: null,
        description: null,
        image: null,
        siteName: null,
        canonicalUrl: pageUrl,
        language: null,
      },
    };
  }
}

/** Real pages nest a few dozen levels; thousands mean hostile markup that would make every pass slow. */
const MAX_NESTING = 1000;

function extract(html: string, pageUrl: string, budget: Budget): RecipePageResult {
  const doc = parseHtml(html);
  if (nestsDeeperThan(doc, MAX_NESTING)) throw new Error('markup nests too deeply');
  const host = hostOf(pageUrl);
  const blocks = jsonLdBlocks(doc);
  const crumb = breadcrumbPageName(blocks);
  const summary = pageSummary(
    doc,
    pageUrl,
    host,
    websiteNames(blocks).map(cleanText),
    crumb === null ? null : cleanText(crumb),
    // An unresolved reference ("…/#mainImage") is no picture.
    imageCandidates(pageImageValue(blocks), pageUrl).find((url) => !url.includes('#')) ?? null,
  );

  let source: ScrapeSource = 'json-ld';
  let fields = emptyFields();
  const ldRecipe = findRecipeNode(blocks);
  const pageImages = metaImageCandidates(doc, pageUrl);
  if (ldRecipe !== null) fields = fieldsFromSchema(ldRecipe, indexIds(blocks), pageUrl, pageImages);
  const micro = microdataRecipe(doc);
  if (micro !== null) {
    const microFields = fieldsFromSchema(micro, new Map(), pageUrl, pageImages);
    if (ldRecipe === null) source = 'microdata';
    fields = fillFrom(fields, microFields);
  }

  const rule = siteRuleFor(host);
  let ruleGroups: readonly ScrapedIngredientGroup[] = [];
  if (rule !== null) {
    const { ingredientGroups: groups, ...override } = rule.extract(doc, pageUrl, fields);
    ruleGroups = groups ?? [];
    if (Object.keys(override).length > 0) {
      fields = { ...fields, ...override };
      if (ldRecipe === null && micro === null) source = 'site';
    }
  }

  // WP Recipe Maker cards name their ingredient groups; the schema.org lines stay the source.
  const wprm = wprmIngredients(doc);
  const count = (groups: readonly ScrapedIngredientGroup[]): number =>
    groups.reduce((n, g) => n + g.ingredients.length, 0);
  if (count(wprm) > 0 && fields.ingredientLines.length === 0) {
    fields = { ...fields, ingredientLines: wprm.flatMap((g) => [...g.ingredients]) };
  }

  const lists = budget.spent()
    ? { ingredients: [], instructions: [], instructionGroups: [] }
    : htmlRecipeLists(doc, budget);
  const htmlFilled = fields.ingredientLines.length === 0 || fields.instructions.length === 0;
  fields = {
    ...fields,
    ingredientLines: restoreSpacing(
      betterLines(fields.ingredientLines, lists.ingredients),
      lists.ingredients,
    ),
    instructions: fields.instructions.length > 0 ? fields.instructions : lists.instructions,
    instructionGroups:
      fields.instructions.length > 0 ? fields.instructionGroups : lists.instructionGroups,
  };
  fields = tidyMethod({ ...fields, ingredientLines: tidyIngredientLines(fields.ingredientLines) });
  // Group headings (a site rule's, the card's, else microdata's) covering exactly the final lines.
  const microGroups = micro === null ? [] : tidyGroups(microdataIngredientGroups(doc));
  ruleGroups = tidyGroups(ruleGroups);
  const cardGroups = tidyGroups(wprm);
  let ingredientGroups: ScrapedIngredientGroup[] = [];
  const named = [ruleGroups, cardGroups, microGroups].find(
    (groups) =>
      groups.some((g) => g.purpose !== null) && count(groups) === fields.ingredientLines.length,
  );
  if (named !== undefined) {
    let at = 0;
    ingredientGroups = named.map((g) => {
      const lines = fields.ingredientLines.slice(at, at + g.ingredients.length);
      at += g.ingredients.length;
      return { purpose: g.purpose, ingredients: lines };
    });
  }
  const hasSchema = ldRecipe !== null || micro !== null;
  if (!hasSchema && rule === null && htmlFilled && fields.ingredientLines.length > 0)
    source = 'html';

  if ((fields.yields === null || fields.totalMinutes === null) && !budget.spent()) {
    const facts = htmlFacts(doc);
    fields = {
      ...fields,
      yields: fields.yields ?? facts.yields,
      prepMinutes: fields.prepMinutes ?? facts.prepMinutes,
      cookMinutes: fields.cookMinutes ?? facts.cookMinutes,
      totalMinutes: fields.totalMinutes ?? facts.totalMinutes,
    };
  }

  // A schema.org Recipe that names itself is a recipe even when its lists are empty (the user fills them in).
  const enough = hasSchema
    ? fields.ingredientLines.length + fields.instructions.length > 0 || fields.title !== null
    : fields.ingredientLines.length > 0 && fields.instructions.length > 0;
  if (!enough) return { found: false, fallback: summary };

  return assembleRecipe(fields, summary, source, ingredientGroups);
}
