/** Texts only the open dialog needs (loaded with it, not on the kitchen's first load). */
export const SAVE_DIALOG_TEXTS = {
  // Spec §8: the success toast (3 s) and the destructive toasts (5 s), mapped by message content.
  saved: 'Recipe saved successfully!',
  guestNotice:
    'Saving a recipe from a URL needs an account, so it can be kept in your saved recipes.',
  guestSignIn: 'Sign in or create an account',
  savedAsLink: 'Saved as a link: open it to read the page on its own site.',
  viewSaved: 'View recipe',
  errorDuplicate: 'This recipe has already been saved to your collection.',
  errorFetch: 'Unable to access the recipe website. Please check the URL.',
  errorInvalidUrl: 'Please enter a valid recipe URL.',
  errorOther: 'Failed to save recipe. Please try again.',
  // The server's reason for a failed fetch, as the toast's description.
  reasonBlocked: "That address is on a private network, so Larder won't fetch it.",
  reasonDns: "Larder couldn't find that website. Check the address for typos.",
  reasonTimeout: 'The website took too long to answer. Please try again later.',
  reasonHttp: (status: string) => `The website answered with an error (HTTP ${status}).`,
  reasonNotHtml: "That address isn't a web page Larder can read.",
  reasonUnreachable: "Larder couldn't connect to that website.",
  // No recipe on the page: offered as a link-only save.
  noRecipeTitle: 'No recipe found on that page',
  noRecipeBody:
    'Larder could not find a recipe on this page. You can still save it as a link to come back to.',
  pageTitle: 'Page',
  saveAsLink: 'Save as link',
} as const;
