/** Texts of "Paste the page" (loaded with the paste panel only). */
export const PASTE_TEXTS = {
  open: 'Paste the page instead',
  openHint: 'For pages Larder cannot open (blocked, behind a login, or while offline).',
  back: 'Back to the URL',
  pasteLabel: "Paste the page's HTML or the recipe's text",
  pastePlaceholder: 'Ingredients\n200 g flour\n2 eggs\n\nMethod\nWhisk the flour and eggs…',
  sourceLabel: 'Page address (optional)',
  find: 'Find the recipe',
  empty: 'Paste the page or the recipe text first.',
  invalidSource: 'Please enter a valid URL, or leave the address empty',
  noRecipe: 'No recipe found — save it as a link?',
  noRecipeNoLink:
    'No recipe found in what you pasted. Give the page address above to save it as a link, or paste the recipe text (ingredients and method).',
  saveAsLink: 'Save as link',
  previewTitle: 'Check the recipe before saving',
  titleLabel: 'Title',
  ingredientsLabel: 'Ingredients (one per line)',
  stepsLabel: 'Steps (one per line)',
  needsLines: 'Keep at least one ingredient or one step.',
  needsTitle: 'Give the recipe a title.',
  edit: 'Paste again',
  save: 'Save Recipe',
} as const;
