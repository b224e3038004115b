import type { ReactNode } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { tabClass, tabListClass } from './browser-styles';
import { KITCHEN_TEXTS as T } from './texts';

/** "Common Ingredients" / "Predefined Lists" as tabs (768 px and wider; loaded lazily). */
export default function SourceTabs({
  source,
  onChange,
  common,
  lists,
}: {
  source: number;
  onChange: (source: number) => void;
  common: ReactNode;
  lists: ReactNode;
}) {
  return (
    <TabGroup selectedIndex={source} onChange={onChange}>
      <TabList aria-label={T.sourceLabel} className={tabListClass}>
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
  );
}
