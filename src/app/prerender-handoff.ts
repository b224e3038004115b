/**
 * The hand-over from a prerendered page (scripts/vite-prerender.ts) to the live app.
 *
 * A first-time visitor's browser paints the page from the HTML: a copy of what the app shows them,
 * inert and hidden from assistive technology, while the app renders out of sight beside it
 * (`html.prerendering`). Once the app shows the same text, in the same microtask as the change that
 * made it so (before the browser paints), the copy is removed and the app shown: nothing moves and
 * nothing flashes. Should the app never come to show the same (the page changed since the build),
 * it is shown anyway after `LIMIT_MS`. How it ended is left on the document element
 * (`data-prerender="matched"` or `"timed-out"`), for the tests and for anyone looking at a page.
 *
 * Anyone the app already knows never sees the copy (`html.prerender-skip`, set by the page's head).
 */

/** How long the copy may stand in for an app that does not come to match it. */
const LIMIT_MS = 4000;

/** Text without its white space, which markup and the app's line breaks do not agree on. */
const normalised = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, '');

/** The text the live app shows: the root and the dialogs' portal. */
function appText(doc: Document): string {
  const root = doc.getElementById('root');
  const portal = doc.getElementById('headlessui-portal-root');
  return normalised(`${root?.textContent ?? ''}${portal?.textContent ?? ''}`);
}

/** Starts the hand-over; returns when there is nothing to hand over, else once it is set up. */
export function handOffPrerenderedPage(doc: Document = document, limitMs = LIMIT_MS): void {
  const copy = doc.getElementById('prerendered');
  if (!copy) return;
  const html = doc.documentElement;
  if (!html.classList.contains('prerendering')) {
    copy.remove();
    return;
  }
  const wanted = normalised(copy.textContent);
  let timer = 0;
  const observer = new MutationObserver(() => {
    if (appText(doc) === wanted) finish('matched');
  });
  function finish(how: 'matched' | 'timed-out') {
    html.dataset.prerender = how;
    observer.disconnect();
    window.clearTimeout(timer);
    copy?.remove();
    html.classList.remove('prerendering');
  }
  observer.observe(doc.body, { childList: true, subtree: true, characterData: true });
  timer = window.setTimeout(() => finish('timed-out'), limitMs);
}
