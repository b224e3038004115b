/**
 * What the header shows and the dialog's form (this module is on the kitchen's first load: keep it
 * small; what only the open dialog needs is in dialog-texts.ts).
 */
export const SAVE_RECIPE_TEXTS = {
  open: 'Save Recipe from URL',
  title: 'Save Recipe from URL',
  description: 'Paste the address of a recipe page and Larder will keep it in your saved recipes.',
  urlLabel: 'Recipe URL',
  urlPlaceholder: 'https://example.com/recipe',
  submit: 'Save Recipe',
  saving: 'Saving...',
  cancel: 'Cancel',
  invalidUrl: 'Please enter a valid URL',
  mustSignIn: 'You must be logged in to save recipes',
} as const;

/** Spec §5: non-empty after trimming and parseable. */
export function isValidRecipeUrl(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '') return false;
  try {
    new URL(trimmed);
    return true;
  } catch {
    return false;
  }
}
