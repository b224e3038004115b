import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Renders the app as a first-time visitor's browser would, in the DOM the caller set up, and
 * gives the caller the app's own navigation to move to the next page.
 */
export async function renderApp(): Promise<{ navigate: (to: string) => Promise<void> }> {
  await import('@/platform');
  const { App } = await import('@/app/app');
  const { router } = await import('@/app/router');
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  return { navigate: (to) => router.navigate(to) };
}
