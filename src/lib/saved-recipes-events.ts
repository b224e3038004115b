/**
 * "The saved-recipes collection changed" (a recipe saved from the header dialog, restored by Undo, imported): the list reloads when
 * it is on screen, whichever page started the change.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onCollectionChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function collectionChanged(): void {
  for (const listener of [...listeners]) listener();
}
