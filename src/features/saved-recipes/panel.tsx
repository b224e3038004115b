import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogIn, RotateCcw } from 'lucide-react';
import { primaryButton } from '@/components/button-styles';
import { SAVED_TEXTS as T } from './texts';

export const pageClass = 'mx-auto w-full max-w-6xl flex-1 px-3 py-6 sm:px-4';
export const headingClass =
  'text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl dark:text-stone-50';

interface PanelProps {
  title: string;
  text?: string;
  testId: string;
  role?: 'alert';
  children?: ReactNode;
}

/** A calm message panel: empty collection, guest invitation, not found, load error. */
export function Panel({ title, text, testId, role, children }: PanelProps) {
  return (
    <section
      role={role}
      data-testid={testId}
      className="mt-6 rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center dark:border-stone-700 dark:bg-stone-900"
    >
      <h2 className="text-lg font-semibold text-stone-900 dark:text-stone-50">{title}</h2>
      {text && (
        <p className="mx-auto mt-2 max-w-prose text-stone-700 dark:text-stone-300">{text}</p>
      )}
      {children && <div className="mt-4 flex flex-wrap justify-center gap-2">{children}</div>}
    </section>
  );
}

/** Guests: saved recipes belong to an account, so invite them to sign in. */
export function GuestInvitation() {
  return (
    <Panel title={T.guestTitle} text={T.guestText} testId="saved-guest">
      <Link to="/auth" className={primaryButton}>
        <LogIn aria-hidden="true" className="size-4" />
        {T.guestLink}
      </Link>
    </Panel>
  );
}

/** The collection or a recipe could not be read: say so and offer to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Panel title={T.loadError} testId="saved-error" role="alert">
      <button type="button" className={primaryButton} onClick={onRetry}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {T.retry}
      </button>
    </Panel>
  );
}
