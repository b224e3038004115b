import { totalMinutesOf, type SavedRecipe } from './saved-recipe';

export type SavedSort = 'newest' | 'title' | 'time';

export interface CollectionQuery {
  search: string;
  sort: SavedSort;
  /** null: every tag. Compared case-insensitively. */
  tag: string | null;
}

const fold = (s: string) =>
  s
    .toLocaleLowerCase('en')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

function haystack(r: SavedRecipe): string {
  return fold(
    [
      r.title,
      ...r.tags,
      ...r.ingredients.map((i) => i.text),
      ...r.ingredients.map((i) => i.name),
    ].join('\n'),
  );
}

/** Every distinct tag of the collection (first spelling wins), sorted alphabetically. */
export function tagsOf(recipes: readonly SavedRecipe[]): string[] {
  const seen = new Map<string, string>();
  for (const r of recipes) for (const t of r.tags) if (!seen.has(fold(t))) seen.set(fold(t), t);
  return [...seen.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

function compare(sort: SavedSort): (a: SavedRecipe, b: SavedRecipe) => number {
  const byTitle = (a: SavedRecipe, b: SavedRecipe) =>
    a.title.localeCompare(b.title, 'en', { sensitivity: 'base', numeric: true });
  if (sort === 'title') return byTitle;
  if (sort === 'time') {
    return (a, b) => {
      const x = totalMinutesOf(a);
      const y = totalMinutesOf(b);
      if (x === y) return byTitle(a, b);
      if (x === null) return 1;
      if (y === null) return -1;
      return x - y;
    };
  }
  return (a, b) =>
    a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : byTitle(a, b);
}

/**
 * The recipes to show: every search word must appear in the title, an ingredient or a tag
 * (case- and accent-insensitive), the tag filter must match, then sorted. Recipes without a
 * time sort last by time.
 */
export function viewCollection(
  recipes: readonly SavedRecipe[],
  query: CollectionQuery,
): SavedRecipe[] {
  const words = fold(query.search).split(/\s+/).filter(Boolean);
  const tag = query.tag === null ? null : fold(query.tag);
  return recipes
    .filter((r) => tag === null || r.tags.some((t) => fold(t) === tag))
    .filter((r) => {
      if (words.length === 0) return true;
      const text = haystack(r);
      return words.every((w) => text.includes(w));
    })
    .sort(compare(query.sort));
}
