import { useEffect } from 'react';
import { useLocation } from 'react-router';

const PRODUCT = 'Larder';

/** "{page's heading} · Larder"; the product name alone while a page has no heading yet. */
export function titleFor(heading: string | null | undefined): string {
  const text = (heading ?? '').replace(/\s+/g, ' ').trim();
  return text === '' || text === PRODUCT ? PRODUCT : `${text} · ${PRODUCT}`;
}

/**
 * Every route's document title, from the page's own heading (the first h1 in <main>): one rule
 * for every screen, lazily loaded or not, and it follows the heading when data arrives (a
 * recipe's title, a saved recipe's name).
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const update = () => {
      const next = titleFor(document.querySelector('main h1')?.textContent);
      if (document.title !== next) document.title = next;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [pathname]);
  return null;
}
