/**
 * Reading an import file: schema.org Recipe JSON-LD (one object, an array, or `@graph`) or our own
 * export. Pure: text in, a plan out (the rows to insert and what is skipped and why). Every row
 * goes through the domain's row builder, so values fit the table's check constraints and HTML is
 * stripped. Recipes without an http(s) source URL are skipped: the table requires one.
 */
import {
  httpUrl,
  recipeFromJsonLd,
  recipeRow,
  stripHtml,
  type SavedRecipeInsert,
  type ScrapedRecipe,
} from '@domain';
import { EXPORT_FORMAT, EXPORT_VERSION } from './export-recipes';
import { finiteNumber, isJsonObject, type JsonObject } from '@/lib/json-values';
import { NOTES_MAX, SKIP_REASONS, TAGS_MAX, TAG_MAX_CHARS } from './texts';

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_RECIPES = 500;
/** One recipe's JSON larger than this is refused (the table caps ingredients + steps at 2 MB). */
export const RECIPE_MAX_CHARS = 1_000_000;

export type ImportRow = SavedRecipeInsert & {
  notes: string | null;
  tags: string[];
  created_at?: string;
};

export interface SkippedEntry {
  /** 1-based position in the file. */
  position: number;
  title: string | null;
  reason: string;
}

export interface ImportPlan {
  format: 'larder' | 'json-ld' | null;
  rows: ImportRow[];
  skipped: SkippedEntry[];
  /** Set when the file as a whole cannot be read; then rows and skipped are empty. */
  error: string | null;
}

const failed = (error: string): ImportPlan => ({ format: null, rows: [], skipped: [], error });

/** One line of plain text: tags removed, whitespace normalised. */
function plain(v: unknown, max = 500): string | null {
  if (typeof v !== 'string') return null;
  const text = stripHtml(v.slice(0, 100_000)).replace(/\s+/g, ' ').trim();
  return text === '' ? null : Array.from(text).slice(0, max).join('');
}

function isRecipeType(node: JsonObject): boolean {
  const raw = node['@type'];
  const types = Array.isArray(raw) ? raw : [raw];
  return types.some((t) => typeof t === 'string' && /(^|[/:])recipe$/i.test(t.trim()));
}

function nameOf(node: JsonObject): string | null {
  return plain(node.name) ?? plain(node.headline) ?? plain(node.title);
}

function sourceUrlOf(node: JsonObject): string | null {
  const page = node.mainEntityOfPage;
  const candidates = [node.url, node['@id'], isJsonObject(page) ? (page['@id'] ?? page.url) : page];
  for (const c of candidates) {
    const url = typeof c === 'string' ? httpUrl(c.trim()) : null;
    if (url) return url;
  }
  return null;
}

/** The nodes an import file offers: its top-level objects, array items and `@graph` members. */
function jsonLdNodes(value: unknown): { nodes: unknown[]; fromGraph: boolean } {
  const out: unknown[] = [];
  let fromGraph = false;
  const visit = (v: unknown, depth: number) => {
    if (Array.isArray(v) && depth < 3) {
      for (const item of v) visit(item, depth + 1);
    } else if (isJsonObject(v) && Array.isArray(v['@graph']) && !isRecipeType(v) && depth < 3) {
      fromGraph = true;
      const recipes = v['@graph'].filter((n) => isJsonObject(n) && isRecipeType(n));
      if (recipes.length > 0) out.push(...recipes);
      else out.push(v);
    } else out.push(v);
  };
  visit(value, 0);
  return { nodes: out, fromGraph };
}

function personal(entry: JsonObject): { notes: string | null; tags: string[] } {
  const notes =
    typeof entry.notes === 'string' && entry.notes.trim() !== ''
      ? Array.from(entry.notes.split('\u0000').join('')).slice(0, NOTES_MAX).join('')
      : null;
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const t of Array.isArray(entry.tags) ? entry.tags : []) {
    const tag = plain(t, TAG_MAX_CHARS);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
    if (tags.length === TAGS_MAX) break;
  }
  return { notes, tags };
}

/** Our export's recipe as the extractor's shape, so it goes through the same row builder. */
function scrapedFromLarder(entry: JsonObject, title: string, url: string): ScrapedRecipe {
  const lines: { text: string; group: string | null }[] = [];
  for (const i of Array.isArray(entry.ingredients) ? entry.ingredients : []) {
    const text = plain(isJsonObject(i) ? i.text : i, 300);
    if (text) lines.push({ text, group: isJsonObject(i) ? plain(i.group, 200) : null });
  }
  const steps: { text: string; group: string | null }[] = [];
  for (const s of Array.isArray(entry.instructions) ? entry.instructions : []) {
    const text = plain(isJsonObject(s) ? s.text : s, 4000);
    if (text) steps.push({ text, group: isJsonObject(s) ? plain(s.group, 200) : null });
  }
  const groupNames = [...new Set(lines.map((l) => l.group))];
  const nutrition: Record<string, string> = {};
  if (isJsonObject(entry.nutrition)) {
    for (const [k, v] of Object.entries(entry.nutrition)) {
      const text = plain(typeof v === 'number' ? String(v) : v, 200);
      const key = plain(k, 100);
      if (text && key) nutrition[key] = text;
    }
  }
  return {
    found: true,
    source: 'json-ld',
    title,
    description: plain(entry.description, 10_000),
    image: httpUrl(entry.image_url),
    images: [],
    author: plain(entry.author, 300),
    siteName: plain(entry.site_name, 200),
    canonicalUrl: httpUrl(entry.canonical_url) ?? url,
    language: null,
    yields: plain(entry.yields, 200),
    prepMinutes: finiteNumber(entry.prep_minutes),
    cookMinutes: finiteNumber(entry.cook_minutes),
    totalMinutes: finiteNumber(entry.total_minutes),
    ingredientLines: lines.map((l) => l.text),
    ingredients: [],
    ingredientGroups:
      groupNames.length > 1 || groupNames[0] !== null
        ? groupNames.map((g) => ({
            purpose: g,
            ingredients: lines.filter((l) => l.group === g).map((l) => l.text),
          }))
        : [],
    instructions: steps.map((s) => s.text),
    instructionGroups: steps.map((s, i) => ({ name: s.group, start: i, steps: [s.text] })),
    cuisine: [plain(entry.cuisine, 200)].filter((x): x is string => x !== null),
    category: [plain(entry.category, 200)].filter((x): x is string => x !== null),
    keywords: (Array.isArray(entry.keywords) ? entry.keywords : [])
      .map((k) => plain(k, 200))
      .filter((k): k is string => k !== null),
    nutrition: Object.keys(nutrition).length > 0 ? nutrition : null,
  };
}

function validDate(v: unknown): string | undefined {
  if (typeof v !== 'string' || v.length > 40) return undefined;
  const t = Date.parse(v);
  return Number.isFinite(t) && t <= Date.now() + 86_400_000 ? new Date(t).toISOString() : undefined;
}

/**
 * What importing `text` would do for the signed-in user `userId`, given the canonical URLs the
 * user has already saved. `bytes` is the file's size (checked before anything is parsed).
 */
export function planImport(
  text: string,
  bytes: number,
  userId: string,
  existingCanonicalUrls: ReadonlySet<string>,
): ImportPlan {
  if (bytes > IMPORT_MAX_BYTES || text.length > IMPORT_MAX_BYTES)
    return failed(SKIP_REASONS.tooLarge(IMPORT_MAX_BYTES / 1024 / 1024));
  if (text.trim() === '') return failed(SKIP_REASONS.emptyFile);
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return failed(SKIP_REASONS.invalidJson);
  }
  let format: 'larder' | 'json-ld' = 'json-ld';
  let entries: unknown[];
  if (isJsonObject(value) && value.format === EXPORT_FORMAT) {
    if (value.version !== EXPORT_VERSION) return failed(SKIP_REASONS.unsupportedVersion);
    if (!Array.isArray(value.recipes)) return failed(SKIP_REASONS.wrongShape);
    format = 'larder';
    entries = value.recipes;
  } else {
    const { nodes } = jsonLdNodes(value);
    if (!nodes.some((n) => isJsonObject(n) && isRecipeType(n)))
      return failed(SKIP_REASONS.wrongShape);
    entries = nodes;
  }

  const rows: ImportRow[] = [];
  const skipped: SkippedEntry[] = [];
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const position = index + 1;
    const skip = (title: string | null, reason: string) =>
      skipped.push({ position, title, reason });
    if (!isJsonObject(entry)) return skip(null, SKIP_REASONS.notRecipe);
    const title = format === 'larder' ? plain(entry.title) : nameOf(entry);
    if (format === 'json-ld' && !isRecipeType(entry)) return skip(title, SKIP_REASONS.notRecipe);
    if (JSON.stringify(entry).length > RECIPE_MAX_CHARS)
      return skip(title, SKIP_REASONS.recipeTooLarge);
    if (!title) return skip(null, SKIP_REASONS.noTitle);
    const url = format === 'larder' ? httpUrl(entry.url) : sourceUrlOf(entry);
    if (!url) return skip(title, SKIP_REASONS.noUrl);
    if (rows.length >= IMPORT_MAX_RECIPES)
      return skip(title, SKIP_REASONS.tooMany(IMPORT_MAX_RECIPES));
    const scraped =
      format === 'larder' ? scrapedFromLarder(entry, title, url) : recipeFromJsonLd(entry, url);
    if (!scraped) return skip(title, SKIP_REASONS.notRecipe);
    const row = recipeRow(userId, { ...scraped, title }, url);
    if (existingCanonicalUrls.has(row.canonical_url))
      return skip(title, SKIP_REASONS.duplicateSaved);
    if (seen.has(row.canonical_url)) return skip(title, SKIP_REASONS.duplicateFile);
    seen.add(row.canonical_url);
    const extra = format === 'larder' ? personal(entry) : { notes: null, tags: [] };
    const created = format === 'larder' ? validDate(entry.created_at) : undefined;
    rows.push({ ...row, ...extra, ...(created ? { created_at: created } : {}) });
  });
  return { format, rows, skipped, error: null };
}
