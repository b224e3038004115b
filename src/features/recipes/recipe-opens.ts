/** Slugs already counted on this page load: a re-render or a servings change is not a new open. */
const counted = new Set<string>();

/**
 * Counts one open of a library recipe for the admins' "most opened" figures (record_recipe_open:
 * a daily total per recipe, never who opened it). Fire and forget: offline or refused, the page
 * carries on.
 */
export function recordRecipeOpen(slug: string): void {
  if (!slug || counted.has(slug)) return;
  counted.add(slug);
  void import('@/lib/supabase')
    .then(({ supabase }) => supabase.rpc('record_recipe_open', { recipe_slug: slug }))
    .catch(() => undefined);
}
