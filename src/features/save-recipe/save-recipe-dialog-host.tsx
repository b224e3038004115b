import { lazy, Suspense } from 'react';

const SaveRecipeDialog = lazy(() => import('./save-recipe-dialog'));

interface SaveRecipeDialogHostProps {
  open: boolean;
  signedIn: boolean;
  onClose: () => void;
}

/**
 * Loads the dialog's code only when it is first opened. The opener (a header
 * button or a menu row) keeps `open` outside any menu so closing the menu
 * does not unmount the dialog.
 */
export function SaveRecipeDialogHost({ open, signedIn, onClose }: SaveRecipeDialogHostProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SaveRecipeDialog open={open} signedIn={signedIn} onClose={onClose} />
    </Suspense>
  );
}
