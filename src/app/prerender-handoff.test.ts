// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOffPrerenderedPage } from './prerender-handoff';

const PAGE = '<main><h1>Home Bar Hero</h1><p>Your shelf is empty</p></main>';

function setUp(mode: 'prerendering' | 'prerender-skip') {
  document.documentElement.className = mode;
  document.body.innerHTML = `<div id="prerendered" inert aria-hidden="true">${PAGE}</div><div id="root"></div>`;
  return document.getElementById('root')!;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  document.documentElement.className = '';
  delete document.documentElement.dataset.prerender;
  document.body.innerHTML = '';
});

describe('handOffPrerenderedPage', () => {
  it('keeps the prerendered page until the app shows the same, then shows the app', async () => {
    const root = setUp('prerendering');
    handOffPrerenderedPage();
    root.innerHTML = '<p>Loading...</p>';
    await flush();
    expect(document.getElementById('prerendered')).not.toBeNull();
    expect(document.documentElement.classList.contains('prerendering')).toBe(true);

    // Same text, other white space: the app has caught up.
    root.innerHTML = '<main>\n  <h1>Home Bar Hero</h1>\n  <p>Your shelf is empty</p>\n</main>';
    await flush();
    expect(document.getElementById('prerendered')).toBeNull();
    expect(document.documentElement.classList.contains('prerendering')).toBe(false);
    expect(root.textContent).toContain('Your shelf is empty');
    expect(document.documentElement.dataset.prerender).toBe('matched');
  });

  it('counts what the app shows in a dialog portal', async () => {
    document.documentElement.className = 'prerendering';
    document.body.innerHTML =
      '<div id="prerendered"><main>Kitchen</main><div>Welcome to Larder!</div></div><div id="root"></div>';
    handOffPrerenderedPage();
    document.getElementById('root')!.innerHTML = '<main>Kitchen</main>';
    await flush();
    expect(document.getElementById('prerendered')).not.toBeNull();
    const portal = document.createElement('div');
    portal.id = 'headlessui-portal-root';
    portal.innerHTML = '<div role="dialog">Welcome to Larder!</div>';
    document.body.append(portal);
    await flush();
    expect(document.getElementById('prerendered')).toBeNull();
  });

  it('shows the app anyway when it never comes to match the page', () => {
    vi.useFakeTimers();
    const root = setUp('prerendering');
    handOffPrerenderedPage(document, 4000);
    root.innerHTML = '<main>Something else</main>';
    vi.advanceTimersByTime(3999);
    expect(document.getElementById('prerendered')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById('prerendered')).toBeNull();
    expect(document.documentElement.classList.contains('prerendering')).toBe(false);
    expect(document.documentElement.dataset.prerender).toBe('timed-out');
  });

  it('drops the page at once for a visitor it was not meant for', () => {
    setUp('prerender-skip');
    handOffPrerenderedPage();
    expect(document.getElementById('prerendered')).toBeNull();
  });

  it('does nothing on a page that was not prerendered', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(() => handOffPrerenderedPage()).not.toThrow();
    expect(document.getElementById('root')).not.toBeNull();
  });
});
