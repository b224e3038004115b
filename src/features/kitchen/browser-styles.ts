import { focusRing } from '@/components/button-styles';

/** The ingredient browser's source tabs (source-tabs.tsx) and their placeholder. */
export const tabClass = `flex-1 rounded-md px-3 py-2 text-sm font-medium text-stone-700 data-selected:bg-white data-selected:text-green-800 data-selected:shadow dark:text-stone-300 dark:data-selected:bg-stone-700 dark:data-selected:text-green-200 ${focusRing}`;
export const tabListClass = 'mb-3 flex gap-1 rounded-lg bg-stone-100 p-1 dark:bg-stone-800';
