import { TOAST_DURATION_MS } from '@domain';

/** Toast durations of spec §9: 2 s kitchen actions, 3 s others, 5 s save errors. */
export const TOAST_DURATION = {
  kitchen: TOAST_DURATION_MS.kitchen,
  other: TOAST_DURATION_MS.default,
  saveError: TOAST_DURATION_MS.saveError,
} as const;

interface NotifyOptions {
  description?: string;
  duration?: number;
  /** A button in the toast (e.g. open what was just saved). */
  action?: { label: string; onClick: () => void };
}

type Kind = 'success' | 'error' | 'info';

/**
 * Shows one toast at a time: any visible toast is dismissed first (the
 * Toaster also renders with `visibleToasts={1}`). sonner is loaded lazily,
 * together with the Toaster, to keep it off the first-load path.
 */
function show(kind: Kind, title: string, options: NotifyOptions = {}): void {
  const opts = {
    description: options.description,
    duration: options.duration ?? TOAST_DURATION.other,
    ...(options.action ? { action: options.action } : {}),
  };
  void import('sonner').then(({ toast }) => {
    toast.dismiss();
    if (kind === 'success') toast.success(title, opts);
    else if (kind === 'error') toast.error(title, opts);
    else toast(title, opts);
  });
}

export const notify = {
  success: (title: string, options?: NotifyOptions) => show('success', title, options),
  error: (title: string, options?: NotifyOptions) => show('error', title, options),
  info: (title: string, options?: NotifyOptions) => show('info', title, options),
};
