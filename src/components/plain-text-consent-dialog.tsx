import { useEffect, useState } from 'react';
import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { ShieldAlert } from 'lucide-react';
import type { Platform, PlainTextConsentRequest } from '@/platform';
import { primaryButton, secondaryButton } from './button-styles';
import { PLAIN_TEXT_CONSENT_TEXTS as T } from './plain-text-consent-texts';

/**
 * Where the OS keychain is unavailable (desktop), before the kitchen or the sign-in is stored in
 * plain text the user is asked here (`subscribe`: `platform.onPlainTextConsentNeeded`). "Don't store" (also Escape) keeps them for this session only;
 * the platform remembers a "store" through main. Load it lazily.
 */
export default function PlainTextConsentDialog({
  subscribe,
}: {
  subscribe: Platform['onPlainTextConsentNeeded'];
}) {
  const [request, setRequest] = useState<PlainTextConsentRequest | null>(null);
  useEffect(() => subscribe((next) => setRequest(() => next)), [subscribe]);

  const answer = (store: boolean) => {
    request?.answer(store);
    setRequest(null);
  };

  return (
    <Dialog open={request !== null} onClose={() => answer(false)} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl dark:bg-stone-900">
          <DialogTitle className="flex items-center gap-2 text-lg font-semibold text-stone-900 dark:text-stone-50">
            <ShieldAlert className="size-5 text-amber-600 dark:text-amber-400" aria-hidden="true" />
            {T.title}
          </DialogTitle>
          <Description
            as="div"
            className="mt-2 space-y-2 text-sm text-stone-600 dark:text-stone-300"
          >
            <p>{T.why}</p>
            <p>{T.store}</p>
            <p>{T.dontStore}</p>
          </Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              className={secondaryButton}
              onClick={() => answer(false)}
              autoFocus
            >
              {T.dontStoreLabel}
            </button>
            <button type="button" className={primaryButton} onClick={() => answer(true)}>
              {T.storeLabel}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
