import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { primaryButton } from '@/components/button-styles';
import { RECIPE_TEXTS as T } from './texts';

interface EmptyStateProps {
  title: string;
  text: string;
  children?: ReactNode;
}

/** A calm "nothing here" panel with a way back to the kitchen. */
export function EmptyState({ title, text, children }: EmptyStateProps) {
  return (
    <section
      className="mt-6 rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center dark:border-stone-700 dark:bg-stone-900"
      data-testid="recipes-empty"
    >
      <h2 className="text-lg font-semibold text-stone-900 dark:text-stone-50">{title}</h2>
      <p className="mt-2 text-stone-700 dark:text-stone-300">{text}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        {children}
        <Link to="/" className={primaryButton}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {T.backToKitchen}
        </Link>
      </div>
    </section>
  );
}

export const pageClass = 'mx-auto w-full max-w-7xl flex-1 px-3 py-6 sm:px-4';
export const headingClass =
  'text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl dark:text-stone-50';
