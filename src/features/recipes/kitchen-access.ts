/** What the recipe pages need from the kitchen; the app passes it in from the kitchen feature. */
export interface KitchenAccess {
  /** The kitchen's items as the user typed them. */
  ingredients: readonly string[];
  /** False until the stored kitchen has been read. */
  ready: boolean;
  /** Adds one ingredient or several (the kitchen shows its own toast). */
  add: (item: string | readonly string[]) => void;
  /** Removes one item as the user typed it (the kitchen shows its own toast). */
  remove: (item: string) => void;
}
