// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';

// The real module imports vite-plugin-pwa's virtual module, which only exists in a Vite build.
vi.mock('@/app/register-service-worker', () => ({ registerServiceWorker: vi.fn() }));

describe('start-up', () => {
  it('fails with "Failed to find the root element" when #root is missing', async () => {
    document.body.innerHTML = '';
    await expect(import('./main')).rejects.toThrow('Failed to find the root element');
  });

  it('renders into #root and registers the service worker', async () => {
    vi.resetModules();
    document.body.innerHTML = '<div id="root"></div>';
    const { registerServiceWorker } = await import('@/app/register-service-worker');
    await import('./main');
    expect(registerServiceWorker).toHaveBeenCalledTimes(1);
  });
});
