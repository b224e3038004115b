export { SaveRecipeDialogHost } from './save-recipe-dialog-host';
export { SAVE_RECIPE_TEXTS, isValidRecipeUrl } from './texts';
