import { Toaster } from 'sonner';

/** The one toaster: one toast visible at a time. Loaded lazily by the app providers. */
export default function AppToaster({ theme }: { theme: 'light' | 'dark' }) {
  return <Toaster theme={theme} visibleToasts={1} closeButton position="bottom-center" />;
}
