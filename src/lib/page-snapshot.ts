import { useEffect } from 'react';
import { copyMarkup, SNAPSHOT_KEY } from './prerender-markup';

/**
 * Pages whose content lives in the tab's session (a search's results) are kept for a reload: when
 * the tab is hidden or left, the page as it first showed is stored in session storage, and a
 * reload (pull to refresh, a phone bringing back a tab it had discarded) paints it from the HTML
 * before the JavaScript has run, the way a first visit paints a prerendered page. The build's
 * document for these paths (scripts/vite-prerender.ts) shows it only at the same window size and
 * path; the app takes over once it shows the same text (src/app/prerender-handoff.ts).
 */

/** What is kept: where and at which window size it was shown, and the copy's markup. */
export interface PageSnapshot {
  path: string;
  width: number;
  height: number;
  markup: string;
}

/** The page on screen has said it shows what a reload would show (its first state, at the top). */
let current: string | null = null;

/**
 * For a page kept for a reload: `asFirstShown` while it shows what it shows when opened (no
 * filters or other choices of the moment applied), so that a reload's first render matches.
 */
export function useKeptForReload(asFirstShown: boolean): void {
  useEffect(() => {
    if (!asFirstShown) return;
    const path = window.location.pathname;
    current = path;
    return () => {
      if (current === path) current = null;
    };
  }, [asFirstShown]);
}

/**
 * The page's markup without anything that could run or reach out when shown again, nor a toast
 * of the moment; null while a dialog or popover is open (a reload opens none).
 */
function markupOf(doc: Document): string | null {
  const root = doc.getElementById('root');
  const portal = doc.getElementById('headlessui-portal-root');
  if (!root || (portal?.textContent ?? '').trim() !== '') return null;
  const clone = root.cloneNode(true) as HTMLElement;
  clone
    .querySelectorAll('script, iframe, object, embed, [data-sonner-toaster]')
    .forEach((node) => node.remove());
  for (const element of [clone, ...clone.querySelectorAll('*')]) {
    for (const name of element.getAttributeNames())
      if (/^on/i.test(name)) element.removeAttribute(name);
  }
  return copyMarkup(clone.outerHTML);
}

/** Stores the page on screen if it is kept for a reload and as first shown; else forgets any. */
export function keepPageForReload(doc: Document = document): void {
  try {
    const path = window.location.pathname;
    const markup = current === path && window.scrollY === 0 ? markupOf(doc) : null;
    if (markup === null) {
      window.sessionStorage.removeItem(SNAPSHOT_KEY);
      return;
    }
    const snapshot: PageSnapshot = {
      path,
      width: window.innerWidth,
      height: window.innerHeight,
      markup,
    };
    window.sessionStorage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // Storage full or unavailable: a reload simply waits for the app.
  }
}

/** Keeps the page whenever the tab is hidden or left (a discarded tab never gets `pagehide`). */
export function keepPagesForReload(): void {
  window.addEventListener('pagehide', () => keepPageForReload());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') keepPageForReload();
  });
}
