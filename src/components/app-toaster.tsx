import { Toaster } from 'sonner';

/**
 * Toasts sit above the kitchen's floating "Let's Cook!" button (bottom 1.5rem, 3rem tall): at
 * the default offset a phone's full-width toast covered it for the toast's four seconds, so the
 * tap that follows "Added 5 ingredients" hit the toast instead.
 */
const ABOVE_FLOATING_BUTTON = { bottom: '5.5rem' } as const;

/** The one toaster: one toast visible at a time. Loaded lazily by the app providers. */
export default function AppToaster({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <Toaster
      theme={theme}
      visibleToasts={1}
      closeButton
      position="bottom-center"
      offset={ABOVE_FLOATING_BUTTON}
      mobileOffset={ABOVE_FLOATING_BUTTON}
    />
  );
}
