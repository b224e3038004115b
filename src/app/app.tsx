import { RouterProvider } from 'react-router';
import { PlatformShell } from './platform-shell';
import { AppErrorBoundary } from './layout/error-boundary';
import { Providers } from './providers';
import { router } from './router';

export function App() {
  return (
    <AppErrorBoundary>
      <PlatformShell>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </PlatformShell>
    </AppErrorBoundary>
  );
}
