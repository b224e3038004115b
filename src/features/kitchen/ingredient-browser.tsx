import { useMemo, useState } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { Search } from 'lucide-react';
import { focusRing, textInput } from '@/components/button-styles';
import { useIsMobile } from '@/hooks/use-media-query';
import { CommonIngredients } from './common-ingredients';
import { PredefinedLists } from './predefined-lists';
import { KITCHEN_TEXTS as T } from './texts';

interface IngredientBrowserProps {
  ingredients: readonly string[];
  onAdd: (items: string | readonly string[]) => void;
}

const SOURCES = [T.commonIngredientsTab, T.predefinedListsTab] as const;

const tabClass = `flex-1 rounded-md px-3 py-2 text-sm font-medium text-stone-700 data-selected:bg-white data-selected:text-green-800 data-selected:shadow dark:text-stone-300 dark:data-selected:bg-stone-700 dark:data-selected:text-green-200 ${focusRing}`;

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
        <TabGroup selectedIndex={source} onChange={setSource}>
          <TabList
            aria-label={T.sourceLabel}
            className="mb-3 flex gap-1 rounded-lg bg-stone-100 p-1 dark:bg-stone-800"
          >
            <Tab className={tabClass}>{T.commonIngredientsTab}</Tab>
            <Tab className={tabClass} data-tour="predefined-lists">
              {T.predefinedListsTab}
            </Tab>
          </TabList>
          <TabPanels>
            <TabPanel>{common}</TabPanel>
            <TabPanel>{lists}</TabPanel>
          </TabPanels>
        </TabGroup>
      )}
    </section>
  );
}
