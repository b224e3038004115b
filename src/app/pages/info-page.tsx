import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { primaryButton } from '@/components/button-styles';
import { COMMON_TEXTS, PAGE_INFO, type PageKey } from './page-texts';

interface InfoPageProps {
  page: PageKey;
  children?: ReactNode;
}

/** A real, minimal page: a title, what it will be, and a way back to the kitchen. */
export function InfoPage({ page, children }: InfoPageProps) {
  const { title, summary } = PAGE_INFO[page];
  const params = useParams();
  const subject = params.recipeTitle ?? params.id;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 dark:text-stone-50">
        {title}
      </h1>
      {subject && (
        <p className="mt-2 text-lg text-stone-700 dark:text-stone-300">
          {decodeURIComponent(subject)}
        </p>
      )}
      <p className="mt-4 text-stone-700 dark:text-stone-300">{summary}</p>
      {children}
      <Link to="/" className={`${primaryButton} mt-8`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {COMMON_TEXTS.backToKitchen}
      </Link>
    </main>
  );
}

export default InfoPage;
