/**
 * Registers the PWA service worker (/sw.js, written by vite-plugin-pwa) once
 * the page has loaded. Web only: the desktop build has no service worker.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.MODE === 'desktop' || !('serviceWorker' in navigator)) return;
  const register = () => {
    void import('virtual:pwa-register')
      .then(({ registerSW }) => registerSW({ immediate: true }))
      .catch((error: unknown) => console.warn('Service worker registration failed:', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
