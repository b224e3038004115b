import { Mail } from 'lucide-react';
import { focusRing } from '@/components/button-styles';
import { KITCHEN_TEXTS as T } from './texts';

export function KitchenFooter() {
  return (
    <footer className="mt-12 border-t border-stone-200 py-6 text-sm text-stone-600 dark:border-stone-800 dark:text-stone-400">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 pb-16 sm:flex-row sm:pb-0">
        <p>{T.copyright}</p>
        <a
          href={`mailto:${T.contactEmail}`}
          className={`inline-flex items-center gap-1 rounded underline-offset-4 hover:underline ${focusRing}`}
        >
          <Mail aria-hidden="true" className="size-4" />
          {T.contact}
        </a>
      </div>
    </footer>
  );
}
