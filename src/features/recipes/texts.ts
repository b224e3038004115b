import { SEARCH_TEXTS } from './search-texts';

/** "a", "a and b", "a, b and c". */
function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Recipe search and recipe pages: the spec's own texts (§4, §5, §8) plus the labels of these screens. */
export const RECIPE_TEXTS = {
  ...SEARCH_TEXTS,

  // results
  resultsTitle: 'Recipe results',
  resultsCount: (shown: number, total: number) =>
    shown === total
      ? `${total} ${total === 1 ? 'recipe' : 'recipes'}`
      : `${shown} of ${total} recipes`,
  resultsEmpty: 'No recipes to show yet.',
  resultsEmptyText: 'Add what\'s in your kitchen and tap "Let\'s Cook!" to see what you can make.',
  resultsCorrupt:
    'The saved results could not be read. Search again from your kitchen to get fresh ones.',
  filteredEmpty: 'No recipes match these filters.',
  filteredEmptyText: (total: number) =>
    `Your search found ${total} ${total === 1 ? 'recipe' : 'recipes'}, but the filters hide all of them. Clear the filters to see them again.`,
  clearFilters: 'Clear filters',
  offlineNotice:
    "You're offline or Larder's server can't be reached, so these results come from the offline recipe library on this device.",
  offlineTitle: 'Offline library',
  unknownTitle: "Larder didn't recognise",
  unknownItem: (item: string, suggestion: string | null) =>
    suggestion ? `${item} (did you mean ${suggestion}?)` : item,
  canMakeNow: 'Can make now',
  missing: (n: number, names: readonly string[]) => `${n} missing: ${names.join(', ')}`,
  uses: 'Uses',
  minutes: (n: number) => `${n} min`,
  servings: (n: number) => `${n} ${n === 1 ? 'serving' : 'servings'}`,
  aiBadge: 'AI suggestion',
  savedBadge: 'Your saved recipe',
  originalLink: (site: string | null) =>
    site ? `View the original on ${site}` : 'View the original recipe',
  searchLabel: 'Search recipes',
  searchPlaceholder: 'Search by title',
  mealTypeLabel: 'Meal type',
  cuisineLabel: 'Cuisine',
  dietLabel: 'Diet',
  maxTimeLabel: 'Max total time',
  maxMissingLabel: 'Max missing',
  sortLabel: 'Sort by',
  filtersToggle: (active: number) => (active === 0 ? 'Filters' : `Filters (${active})`),
  any: 'Any',
  upTo: (n: number) => `Up to ${n} min`,
  missingAtMost: (n: number) => (n === 0 ? 'None (can make now)' : `At most ${n}`),
  sortBest: 'Best match',
  sortQuickest: 'Quickest',
  sortFewestMissing: 'Fewest missing',
  resultsListLabel: 'Recipes',
  shoppingLink: 'What should I buy?',
  backToKitchen: 'Back to your kitchen',

  // recipe page
  recipeTitle: 'Recipe instructions',
  notFound: 'Recipe not found',
  notFoundText: (title: string) =>
    `We couldn't find a recipe called "${title}". It may have come from an older search.`,
  backToResults: 'Back to results',
  equipment: 'Equipment',
  have: 'You have this',
  assumedStaple: 'Assumed: a staple every kitchen has',
  assumedShort: 'assumed',
  assumes: (names: string) => `Assumes ${names} (staples you said you always have).`,
  changeStaples: 'Change staples',
  resultsAssume: (names: string) => `These results assume ${names}.`,
  need: 'Not in your kitchen',
  optional: 'optional',
  prep: 'Prep',
  cook: 'Cook',
  total: 'Total',
  print: 'Print',
  detailsError:
    "Couldn't load this recipe's ingredients and steps. Check your connection and try again.",
  retry: 'Retry',

  // shopping suggestions
  shoppingTitle: 'Shopping suggestions',
  shoppingIntro: 'Buy one of these to unlock more recipes with what you already have.',
  shoppingEmpty: 'Nothing to suggest yet.',
  shoppingEmptyText:
    'Add a few ingredients to your kitchen and tap "Let\'s Cook!": Larder will suggest what to buy to make more recipes.',
  shoppingNone: 'You can already make every recipe Larder knows.',
  basketsTitle: 'Smallest shopping lists',
  basketsIntro:
    'Nothing Larder knows is one ingredient away yet. Buying one of these sets makes recipes you can cook.',
  basketMakes: (n: number) => `Makes ${n} ${n === 1 ? 'recipe' : 'recipes'}`,
  basketLabel: (names: readonly string[]) => `Buy ${listNames(names)}`,
  addAll: 'Add all to kitchen',
  addAllLabel: (names: readonly string[]) => `Add ${listNames(names)} to kitchen`,
  fixUse: (suggestion: string) => `Use ${suggestion}`,
  fixUseLabel: (item: string, suggestion: string) => `Replace ${item} with ${suggestion}`,
  fixRemove: 'Remove',
  fixRemoveLabel: (item: string) => `Remove ${item} from kitchen`,
  shoppingFromResults: (n: number) =>
    `Counted over the ${n} ${n === 1 ? 'recipe' : 'recipes'} your search found.`,
  shoppingFromLibrary: "Counted over Larder's built-in recipe library.",
  unlocks: (n: number) => `Unlocks ${n} ${n === 1 ? 'recipe' : 'recipes'}`,
  bringsCloser: (n: number) => `brings ${n} more ${n === 1 ? 'recipe' : 'recipes'} closer`,
  onlyCloser: (n: number) => `Brings ${n} ${n === 1 ? 'recipe' : 'recipes'} closer`,
  closerLabel: 'Recipes it brings closer',
  forIngredients: (items: readonly string[]) => `For: ${items.join(', ')}`,
  addToKitchen: 'Add to kitchen',
  addToKitchenLabel: (name: string) => `Add ${name} to kitchen`,
  inKitchen: 'In your kitchen',
  copyList: 'Copy as a list',
  copied: 'Shopping list copied!',
  copyFailed: 'Could not copy the list. Please try again.',
  loading: 'Loading...',
} as const;
