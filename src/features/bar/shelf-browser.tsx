import { useMemo } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { Check, Plus } from 'lucide-react';
import { SHELF_TABS } from '@domain';
import { focusRing, secondaryButton } from '@/components/button-styles';
import { SHELF_PRESETS, bottleKey, shelfCandidates, type ShelfPreset } from './shelf-vocabulary';
import { BAR_TEXTS as T, TAB_LABELS } from './texts';

/** Starter presets: one button each adds its whole list. */
export function ShelfPresets({ onAdd }: { onAdd: (preset: ShelfPreset) => void }) {
  return (
    <section aria-labelledby="presets-heading" className="space-y-2">
      <h2 id="presets-heading" className="text-lg font-semibold">
        {T.presetsHeading}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-3">
        {SHELF_PRESETS.map((preset) => (
          <li
            key={preset.id}
            className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900"
          >
            <p className="font-semibold">{preset.title}</p>
            <p className="flex-1 text-sm text-stone-700 dark:text-stone-300">
              {preset.description}
            </p>
            <button
              type="button"
              className={secondaryButton}
              onClick={() => onAdd(preset)}
              aria-label={T.addPreset(preset.title)}
            >
              <Plus aria-hidden="true" className="size-4" />
              {preset.title}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Category tabs (spirits, liqueurs, …): each bottle is a toggle that adds or removes it. */
export function ShelfBrowser({
  bottles,
  onAdd,
  onRemove,
}: {
  bottles: readonly string[];
  onAdd: (name: string) => void;
  onRemove: (name: string) => void;
}) {
  const byTab = useMemo(() => {
    const map = new Map<string, { name: string; key: string }[]>();
    for (const c of shelfCandidates()) {
      const list = map.get(c.tab) ?? [];
      list.push({ name: c.name, key: c.key });
      map.set(c.tab, list);
    }
    return map;
  }, []);
  /** Shelf name per key it counts as, so a bottle typed as "Jim Beam" shows Bourbon as on. */
  const onShelf = useMemo(() => {
    const map = new Map<string, string>();
    for (const name of bottles) {
      const key = bottleKey(name);
      if (key && !map.has(key)) map.set(key, name);
    }
    return map;
  }, [bottles]);
  return (
    <section aria-labelledby="browse-heading" className="space-y-2">
      <h2 id="browse-heading" className="text-lg font-semibold">
        {T.browseHeading}
      </h2>
      <TabGroup>
        <TabList className="flex gap-1 overflow-x-auto pb-1">
          {SHELF_TABS.map((tab) => (
            <Tab
              key={tab}
              className={`shrink-0 rounded-lg px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100 data-[selected]:bg-green-700 data-[selected]:text-white dark:text-stone-200 dark:hover:bg-stone-800 ${focusRing}`}
            >
              {TAB_LABELS[tab]}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-2">
          {SHELF_TABS.map((tab) => (
            <TabPanel key={tab} className={`rounded-xl ${focusRing}`}>
              <ul
                className="flex max-h-80 flex-wrap gap-1.5 overflow-y-auto p-0.5"
                aria-label={TAB_LABELS[tab]}
              >
                {(byTab.get(tab) ?? []).map(({ name, key }) => {
                  const have = onShelf.get(key);
                  return (
                    <li key={key}>
                      <button
                        type="button"
                        aria-pressed={have !== undefined}
                        onClick={() => (have ? onRemove(have) : onAdd(name))}
                        className={`chip ${
                          have
                            ? 'border-green-700 bg-green-100 text-green-950 dark:border-green-500 dark:bg-green-900 dark:text-green-50'
                            : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100 dark:hover:bg-stone-700'
                        }`}
                      >
                        {have ? (
                          <Check aria-hidden="true" className="size-3.5" />
                        ) : (
                          <Plus aria-hidden="true" className="size-3.5" />
                        )}
                        {name}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </section>
  );
}
