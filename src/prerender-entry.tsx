import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders the app as a first-time visitor's browser would, in the DOM the caller set up. */
export async function renderApp(): Promise<void> {
  await import('@/platform');
  const { App } = await import('@/app/app');
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
