/** The shelf sync's toasts: kept apart so the sync host, loaded on every page, stays small. */
export const BAR_SYNC_TEXTS = {
  syncSaveFailedTitle: 'Error',
  syncSaveFailed: "Your bar couldn't be saved. Your changes are kept here and we'll keep trying.",
  syncLoadFailedTitle: 'Error',
  syncLoadFailed: "Your saved bar couldn't be loaded. Showing the bar on this device for now.",
  syncSaved: 'Your bar is saved again.',
} as const;
