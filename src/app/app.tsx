import { RouterProvider } from 'react-router';
import { DesktopShell } from './desktop-shell';
import { AppErrorBoundary } from './layout/error-boundary';
import { Providers } from './providers';
import { router } from './router';

export function App() {
  return (
    <AppErrorBoundary>
      <DesktopShell>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </DesktopShell>
    </AppErrorBoundary>
  );
}
