/** Texts only the open dialog needs (loaded with it, not on the kitchen's first load). */
export const SAVE_DIALOG_TEXTS = {
  // Spec §8: the success toast (3 s) and the destructive toasts (5 s), mapped by message content.
  saved: 'Recipe saved successfully!',
  savedAsLink: 'Saved as a link: open it to read the page on its own site.',
  viewSaved: 'View recipe',
  errorDuplicate: 'This recipe has already been saved to your collection.',
  errorFetch: 'Unable to access the recipe website. Please check the URL.',
  errorInvalidUrl: 'Please enter a valid recipe URL.',
  errorOther: 'Failed to save recipe. Please try again.',
  // No recipe on the page: offered as a link-only save.
  noRecipeTitle: 'No recipe found on that page',
  noRecipeBody:
    'Larder could not find a recipe on this page. You can still save it as a link to come back to.',
  pageTitle: 'Page',
  saveAsLink: 'Save as link',
} as const;
