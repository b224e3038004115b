import { lazy, Suspense } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { PasteRecipePanelProps } from './paste-recipe-panel';

// The extractor runs in the browser for pasted pages: loaded only when the user chooses to paste.
const PasteRecipePanel = lazy(() => import('./paste-recipe-panel'));

/** "Paste the page" inside the Save Recipe dialog, loaded on first use. */
export function PasteSlot(props: PasteRecipePanelProps) {
  return (
    <div className="mt-4">
      <Suspense fallback={<LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}>
        <PasteRecipePanel {...props} />
      </Suspense>
    </div>
  );
}
