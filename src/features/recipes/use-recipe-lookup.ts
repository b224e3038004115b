import { startTransition, useEffect, useMemo, useState } from 'react';
import { readSuggestedRecipe, withDetails, type SuggestedRecipe } from '@domain';
import { fetchLibraryRecipe } from './library-recipe';
import { readSearchContext } from './recipe-session';
import { readStoredRecipes } from './stored-recipes';

type Found = { status: 'found'; recipe: SuggestedRecipe; offline: boolean };
/** A summary whose details could not be read: the page shows what it has and offers to retry. */
type DetailsError = { status: 'details-error'; recipe: SuggestedRecipe };
type Settled = Found | DetailsError | { status: 'not-found' };

export type RecipeLookup =
  { status: 'loading' } | Found | (DetailsError & { retry: () => void }) | { status: 'not-found' };

/** Titles longer than this are not looked up (no recipe has one). */
const MAX_TITLE = 200;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function fromCurrent(title: string, state: unknown): SuggestedRecipe | null {
  if (typeof state === 'object' && state !== null && 'recipe' in state) {
    const carried = readSuggestedRecipe((state as { recipe: unknown }).recipe);
    if (carried && same(carried.title, title)) return carried;
  }
  const stored = readStoredRecipes();
  if (stored.status !== 'ok') return null;
  return stored.recipes.find((r) => same(r.title, title)) ?? null;
}

/**
 * A bundled recipe by its title. Matched against the kitchen of the last search (the whole library
 * is loaded for that), else — opened from a link, or only its details wanted — its own small file.
 */
async function fromLibrary(title: string, detailsOnly = false): Promise<SuggestedRecipe | null> {
  const kitchen = detailsOnly ? [] : (readSearchContext()?.ingredients ?? []);
  if (kitchen.length === 0) {
    const single = await fetchLibraryRecipe(title);
    if (single !== undefined) return single && readSuggestedRecipe(single);
  }
  try {
    const { findLibraryRecipe } = await import('./offline-library');
    const found = findLibraryRecipe(title, kitchen);
    return found ? readSuggestedRecipe(found) : null;
  } catch (error) {
    console.error('Could not load the recipe library:', error);
    return null;
  }
}

/** The recipe from the recipes table; null when it has none or cannot be reached. */
async function fromTable(slug: string, title: string): Promise<SuggestedRecipe | null> {
  try {
    const { loadRecipeDetails } = await import('./recipe-details');
    return await loadRecipeDetails({ slug, title });
  } catch (error) {
    console.warn('Could not read the recipe from the server:', error);
    return null;
  }
}

/** A summary with its details: from the table, else (offline) the bundled copy of the same recipe. */
async function completed(summary: SuggestedRecipe): Promise<Settled> {
  const stored = await fromTable(summary.slug, summary.title);
  if (stored) return { status: 'found', recipe: withDetails(summary, stored), offline: false };
  const bundled = await fromLibrary(summary.title, true);
  return bundled && bundled.slug === summary.slug
    ? { status: 'found', recipe: withDetails(summary, bundled), offline: true }
    : { status: 'details-error', recipe: summary };
}

async function elsewhere(title: string): Promise<Settled> {
  const bundled = await fromLibrary(title);
  if (bundled) return { status: 'found', recipe: bundled, offline: true };
  const stored = await fromTable('', title);
  return stored ? { status: 'found', recipe: stored, offline: false } : { status: 'not-found' };
}

/**
 * The recipe called `title`: the one carried in router state or in the current results (a summary
 * is completed from the recipes table), else the bundled library (loaded on demand), else the
 * recipes table, else not found. Any title is safe: it is only compared, or sent as a filter value.
 */
export function useRecipeLookup(title: string, state: unknown): RecipeLookup {
  const valid = title.length <= MAX_TITLE && title.trim() !== '';
  const current = useMemo(() => (valid ? fromCurrent(title, state) : null), [valid, title, state]);
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{
    title: string;
    current: SuggestedRecipe | null;
    attempt: number;
    lookup: Settled;
  } | null>(null);

  useEffect(() => {
    if (!valid || current?.complete) return;
    let cancelled = false;
    void (current ? completed(current) : elsewhere(title)).then((lookup) => {
      // The whole recipe page renders from this: in a pass that yields to the browser.
      if (!cancelled) startTransition(() => setSettled({ title, current, attempt, lookup }));
    });
    return () => {
      cancelled = true;
    };
  }, [valid, current, title, attempt]);

  if (!valid) return { status: 'not-found' };
  if (current?.complete) return { status: 'found', recipe: current, offline: false };
  if (settled?.title !== title || settled.current !== current || settled.attempt !== attempt) {
    return { status: 'loading' };
  }
  const { lookup } = settled;
  return lookup.status === 'details-error'
    ? { ...lookup, retry: () => setAttempt((n) => n + 1) }
    : lookup;
}
