import { LarderLogo } from '@/components/larder-logo';
import { primaryButton } from '@/components/button-styles';
import { COMMON_TEXTS } from '../pages/page-texts';

/**
 * A friendly full-page error with its own minimal header: it must render even
 * when the router or the providers are what failed.
 */
export function ErrorScreen() {
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50 text-stone-900 dark:bg-stone-950 dark:text-stone-100">
      <header className="border-b border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-950">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
          <LarderLogo className="size-9" />
          <span className="text-xl font-bold">Larder</span>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{COMMON_TEXTS.errorTitle}</h1>
        <p className="mt-3 text-stone-700 dark:text-stone-300">{COMMON_TEXTS.errorSummary}</p>
        <div className="mt-8 flex justify-center gap-3">
          <button type="button" className={primaryButton} onClick={() => window.location.reload()}>
            {COMMON_TEXTS.reload}
          </button>
          <a href={import.meta.env.MODE === 'desktop' ? '#/' : '/'} className={primaryButton}>
            {COMMON_TEXTS.backToKitchen}
          </a>
        </div>
      </main>
    </div>
  );
}
