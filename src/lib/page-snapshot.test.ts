// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { keepPageForReload, useKeptForReload, type PageSnapshot } from './page-snapshot';
import { SNAPSHOT_KEY } from './prerender-markup';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PAGE =
  '<main id="main"><h1>Recipe Results</h1><label for="q">Search</label><input id="q">' +
  '<img src="x.png" onerror="alert(1)" alt=""><script>alert(2)</script>' +
  '<section data-sonner-toaster><li>Saved!</li></section><p>Classic Pancakes</p></main>';

let reactRoot: Root | null = null;

/** A page on /recipe-results that says whether it shows what it showed when opened. */
async function showPage(asFirstShown: boolean) {
  window.history.replaceState(null, '', '/recipe-results');
  document.body.innerHTML = `<div id="root">${PAGE}</div><div id="host"></div>`;
  function Page() {
    useKeptForReload(asFirstShown);
    return null;
  }
  reactRoot = createRoot(document.getElementById('host')!);
  await act(async () => reactRoot!.render(createElement(Page)));
}

function kept(): PageSnapshot | null {
  return JSON.parse(sessionStorage.getItem(SNAPSHOT_KEY) ?? 'null') as PageSnapshot | null;
}

afterEach(async () => {
  await act(async () => reactRoot?.unmount());
  reactRoot = null;
  sessionStorage.clear();
  document.body.innerHTML = '';
  window.scrollTo(0, 0);
});

describe('a page kept for a reload', () => {
  it('is stored as first shown, with nothing that could run, no ids and no toast', async () => {
    await showPage(true);
    keepPageForReload();
    const snapshot = kept();
    expect(snapshot).toMatchObject({ path: '/recipe-results', width: window.innerWidth });
    expect(snapshot?.markup).toContain('<h1>Recipe Results</h1>');
    expect(snapshot?.markup).toContain('Classic Pancakes');
    expect(snapshot?.markup).not.toMatch(/onerror|<script|alert|\sid=|\sfor=|Saved!/);
  });

  it('is forgotten once the page shows something a reload would not (a filter applied)', async () => {
    await showPage(true);
    keepPageForReload();
    expect(kept()).not.toBeNull();
    await act(async () => reactRoot!.unmount());
    await showPage(false);
    keepPageForReload();
    expect(kept()).toBeNull();
  });

  it('is not kept with a dialog open, nor scrolled down, nor on another page', async () => {
    await showPage(true);
    const portal = document.createElement('div');
    portal.id = 'headlessui-portal-root';
    portal.textContent = 'Add to plan';
    document.body.append(portal);
    keepPageForReload();
    expect(kept()).toBeNull();
    portal.remove();

    window.scrollTo(0, 400);
    keepPageForReload();
    expect(kept()).toBeNull();
    window.scrollTo(0, 0);

    window.history.replaceState(null, '', '/recipe/Classic%20Pancakes');
    keepPageForReload();
    expect(kept()).toBeNull();
  });
});
