import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from '../layout/error-screen';

/** Shown when a route throws while loading or rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error('Route error:', error);
  return <ErrorScreen />;
}
