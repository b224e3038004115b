// @vitest-environment happy-dom
import type * as ReactDomClient from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterAll, describe, expect, it, vi } from 'vitest';

// The real module imports vite-plugin-pwa's virtual module, which only exists in a Vite build.
vi.mock('@/app/register-service-worker', () => ({ registerServiceWorker: vi.fn() }));

// The roots main creates, so the test can unmount the app before the environment is torn down
// (React work still scheduled then would run without a window).
const roots: Root[] = [];
vi.mock('react-dom/client', async (importOriginal) => {
  const real = await importOriginal<typeof ReactDomClient>();
  return {
    ...real,
    createRoot: (...args: Parameters<typeof real.createRoot>) => {
      const root = real.createRoot(...args);
      roots.push(root);
      return root;
    },
  };
});

afterAll(() => {
  for (const root of roots) root.unmount();
});

describe('start-up', () => {
  it('fails with "Failed to find the root element" when #root is missing', async () => {
    document.body.innerHTML = '';
    await expect(import('./main')).rejects.toThrow('Failed to find the root element');
  });

  it('renders the kitchen into #root and registers the service worker', async () => {
    vi.resetModules();
    document.body.innerHTML = '<div id="root"></div>';
    const { registerServiceWorker } = await import('@/app/register-service-worker');
    await import('./main');
    expect(registerServiceWorker).toHaveBeenCalledTimes(1);
    // The kitchen route is loaded lazily: wait for it, so no module load is left in flight.
    await vi.waitFor(
      () => expect(document.querySelector('h1')?.textContent).toBe("What's in your kitchen?"),
      { timeout: 20_000 },
    );
  });
});
