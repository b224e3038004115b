/**
 * Registers the PWA service worker (/sw.js, written by vite-plugin-pwa) once the first visit has
 * settled. Web only: the desktop build has no service worker.
 *
 * Installing the worker downloads the whole app for offline use (the recipe library, the foods
 * table: megabytes). On a first visit that would compete with the page's own chunks and data for
 * a phone's network and cores while the user waits for the page, so it waits until the page has
 * loaded and then gone quiet: no request and no long task for 1.5 s (or 10 s after the load at
 * most, for a page that never goes quiet).
 */
import { whenQuiet } from '@/lib/when-quiet';

export function registerServiceWorker(): void {
  if (import.meta.env.MODE === 'desktop' || !('serviceWorker' in navigator)) return;
  const register = () => {
    void import('virtual:pwa-register')
      .then(({ registerSW }) => registerSW({ immediate: true }))
      .catch((error: unknown) => console.warn('Service worker registration failed:', error));
  };
  const afterLoad = () => whenQuiet(register, 1500, 10_000);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
