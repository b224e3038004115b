/** Texts of /saved-recipes and /saved-recipe/{id}: one place for the UI and its tests. */
export const SAVED_TEXTS = {
  pageTitle: 'Saved Recipes',
  intro: 'Recipes you saved from the web or imported, in one place.',
  loading: 'Loading...',
  loadError: "Your saved recipes couldn't be loaded. Check your connection and try again.",
  retry: 'Try again',

  guestTitle: 'Sign in to see your saved recipes',
  guestText:
    'Save recipes from any website into your own collection, then find them here and in "Let\'s Cook!". Sign in or create a free account to start.',
  guestLink: 'Sign in or create an account',

  emptyTitle: 'No saved recipes yet',
  emptyText:
    'Found a recipe you like on the web? Use "Save Recipe from URL" in the header (on a phone, in its menu), paste the recipe\'s web address and Larder keeps a copy here. You can also bring in a file of recipes with "Import recipes" above.',

  searchLabel: 'Search saved recipes',
  searchPlaceholder: 'Title, ingredient or tag',
  sortLabel: 'Sort by',
  sortNewest: 'Newest',
  sortTitle: 'Title',
  sortTime: 'Total time',
  tagLabel: 'Tag',
  allTags: 'All tags',
  count: (shown: number, total: number) =>
    shown === total
      ? `${total} ${total === 1 ? 'recipe' : 'recipes'}`
      : `${shown} of ${total} recipes`,
  noMatches: 'No saved recipes match your search.',
  clearSearch: 'Clear search and filters',
  listLabel: 'Your saved recipes',
  minutes: (n: number) => `${n} min`,
  totalTime: (n: number) => `Total time: ${n} min`,
  noImage: 'No picture',

  delete: 'Delete',
  deleteLabel: (title: string) => `Delete ${title}`,
  deleted: (title: string) => `Deleted "${title}"`,
  undo: 'Undo',
  restored: (title: string) => `Restored "${title}"`,
  deleteFailed: "The recipe couldn't be deleted. Please try again.",
  restoreFailed: "The recipe couldn't be restored. Please try again.",
  confirmDeleteTitle: 'Delete this recipe?',
  confirmDeleteText: 'It is removed from your saved recipes. You can undo right after.',

  // detail
  backToSaved: 'Back to saved recipes',
  detailTitle: 'Saved recipe',
  notFound: 'Recipe not found',
  notFoundText: "This saved recipe doesn't exist, was deleted, or belongs to another account.",
  originalLink: (site: string | null) =>
    site ? `View the original on ${site}` : 'View the original recipe',
  by: (author: string) => `By ${author}`,
  prep: 'Prep',
  cook: 'Cook',
  total: 'Total',
  yields: 'Makes',
  noIngredients: 'No ingredients were found for this recipe.',
  noSteps: 'No steps were found for this recipe. The original page has them.',
  optional: 'optional',
  nutritionGiven: 'As given by the recipe’s website.',
  nutritionEstimate:
    'Estimated from the ingredients Larder recognised; some amounts may be missing.',
  nutritionUnavailable:
    'Nutrition is not available: the recipe gives none and its ingredients could not be measured.',
  nutritionTitle: 'Nutrition per serving',
  nutritionListed: 'As listed by the recipe',

  notesTitle: 'Your notes and tags',
  notesLabel: 'Notes',
  notesHint: (n: number, max: number) => `${n} / ${max} characters`,
  tagsLabel: 'Tags',
  tagsListLabel: 'Tags of this recipe',
  tagsHint: 'Separate tags with commas, e.g. weeknight, vegetarian',
  save: 'Save notes and tags',
  saving: 'Saving...',
  saved: 'Notes and tags saved',
  saveFailed: "Your notes and tags couldn't be saved. Your text is still here; please try again.",
  unsaved: 'You have unsaved changes.',

  // import / export
  exportJson: 'Export (Larder JSON)',
  exportJsonLd: 'Export (schema.org JSON-LD)',
  exportFailed: "Your recipes couldn't be exported. Please try again.",
  exported: (n: number) => `Exported ${n} ${n === 1 ? 'recipe' : 'recipes'}`,
  importButton: 'Import recipes',
  importLabel: 'Import a recipe file (.json)',
  importTitle: 'Import recipes',
  importReading: 'Reading the file...',
  importReady: (n: number) =>
    n === 0
      ? 'Nothing in this file can be imported.'
      : `${n} ${n === 1 ? 'recipe' : 'recipes'} will be imported:`,
  importSkipped: (n: number) => `${n} skipped:`,
  importConfirm: (n: number) => `Import ${n} ${n === 1 ? 'recipe' : 'recipes'}`,
  importing: 'Importing...',
  cancel: 'Cancel',
  close: 'Close',
  imported: (n: number) => `Imported ${n} ${n === 1 ? 'recipe' : 'recipes'}`,
  importFailed: "The recipes couldn't be imported. Nothing was changed; please try again.",
  importDone: (n: number, skipped: number) =>
    `Imported ${n} ${n === 1 ? 'recipe' : 'recipes'}${skipped > 0 ? `, ${skipped} skipped` : ''}.`,
} as const;

/** Why an entry of an import file is left out (shown in the preview, word for word). */
export const SKIP_REASONS = {
  invalidJson: 'The file is not valid JSON.',
  tooLarge: (mb: number) => `The file is larger than ${mb} MB.`,
  emptyFile: 'The file is empty.',
  wrongShape: 'The file holds no schema.org Recipe and is not a Larder export.',
  unsupportedVersion: 'This Larder export is from a newer version and cannot be read.',
  notRecipe: 'not a recipe',
  noTitle: 'no title',
  noUrl: 'no source URL',
  duplicateSaved: 'already in your saved recipes',
  duplicateFile: 'appears twice in this file',
  recipeTooLarge: 'too large',
  tooMany: (max: number) => `more than ${max} recipes in one file`,
} as const;

export const NOTES_MAX = 10_000;
export const TAGS_MAX = 50;
export const TAG_MAX_CHARS = 50;
export const TAG_ERRORS = {
  tooMany: `You can add at most ${TAGS_MAX} tags.`,
  tooLong: (tag: string) =>
    `Tags can be at most ${TAG_MAX_CHARS} characters: "${tag.slice(0, 20)}…" is too long.`,
  notesTooLong: `Notes can be at most ${NOTES_MAX.toLocaleString('en')} characters.`,
} as const;
