import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@/platform';
import { App } from '@/app/app';
import { keepPagesForReload } from '@/lib/page-snapshot';
import { handOffPrerenderedPage } from '@/app/prerender-handoff';
import { registerServiceWorker } from '@/app/register-service-worker';
import './index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Failed to find the root element');

handOffPrerenderedPage();
startTransition(() => {
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

keepPagesForReload();
registerServiceWorker();
