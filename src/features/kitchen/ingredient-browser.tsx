import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { textInput } from '@/components/button-styles';
import { tabClass, tabListClass } from './browser-styles';
import { useIsMobile } from '@/hooks/use-media-query';
import { CommonIngredients } from './common-ingredients';
import { PredefinedLists } from './predefined-lists';
import { KITCHEN_TEXTS as T } from './texts';

interface IngredientBrowserProps {
  ingredients: readonly string[];
  onAdd: (items: string | readonly string[]) => void;
}

const SOURCES = [T.commonIngredientsTab, T.predefinedListsTab] as const;

// The tabs (Headless UI) are for 768 px and wider only: phones, which show a dropdown, never load
// them, and the kitchen's first load stays small.
const SourceTabs = lazy(() => import('./source-tabs'));

/** The tabs as they first look, until their code has loaded (a moment, on wide screens only). */
function SourceTabsPlaceholder({ source, panel }: { source: number; panel: ReactNode }) {
  return (
    <div>
      <div aria-hidden="true" className={tabListClass}>
        {SOURCES.map((label, index) => (
          <span key={label} className={tabClass} data-selected={index === source ? '' : undefined}>
            {label}
          </span>
        ))}
      </div>
      {panel}
    </div>
  );
}

/** Search box plus "Common Ingredients" / "Predefined Lists" (tabs; a dropdown under 768 px). */
export function IngredientBrowser({ ingredients, onAdd }: IngredientBrowserProps) {
  const isMobile = useIsMobile();
  const [query, setQuery] = useState('');
  const [source, setSource] = useState(0);
  const inKitchen = useMemo(
    () => new Set(ingredients.map((item) => item.toLocaleLowerCase('en'))),
    [ingredients],
  );

  const common = <CommonIngredients query={query} inKitchen={inKitchen} onAdd={onAdd} />;
  const lists = <PredefinedLists query={query} inKitchen={inKitchen} onAdd={onAdd} />;

  return (
    <section
      aria-labelledby="browser-heading"
      data-tour="common-ingredients"
      className="min-w-0 rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id="browser-heading" className="sr-only">
        {T.browserHeading}
      </h2>
      <div className="relative mb-3">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-500"
        />
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={T.searchPlaceholder}
          aria-label={T.searchLabel}
          className={`${textInput} pl-9`}
        />
      </div>
      {isMobile ? (
        <>
          <label className="mb-3 block">
            <span className="sr-only">{T.sourceLabel}</span>
            <select
              value={source}
              onChange={(event) => setSource(Number(event.target.value))}
              className={textInput}
              data-tour="predefined-lists"
            >
              {SOURCES.map((label, index) => (
                <option key={label} value={index}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          {source === 0 ? common : lists}
        </>
      ) : (
        <Suspense
          fallback={<SourceTabsPlaceholder source={source} panel={source === 0 ? common : lists} />}
        >
          <SourceTabs source={source} onChange={setSource} common={common} lists={lists} />
        </Suspense>
      )}
    </section>
  );
}
