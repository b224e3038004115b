import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '@/components/spinner';
import { useAuth } from './use-auth';

/** /favorites: requires a session, else redirect to /auth. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { loading, signedIn } = useAuth();
  if (loading) return <Spinner />;
  if (!signedIn) return <Navigate to="/auth" replace />;
  return children;
}

/** /admin…: a spinner while the role loads; non-admins go to /. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { loading, roleLoading, isAdmin } = useAuth();
  if (loading || roleLoading) return <Spinner label="Checking permissions..." />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return children;
}

/** /admin/security and /admin/feedback: admins, and moderators (read-only); others go to /. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { loading, roleLoading, isAdmin, role } = useAuth();
  if (loading || roleLoading) return <Spinner label="Checking permissions..." />;
  if (!isAdmin && role !== 'moderator') return <Navigate to="/" replace />;
  return children;
}

/** /auth: signed-in visitors are redirected to /kitchen. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { loading, signedIn } = useAuth();
  if (loading) return <Spinner />;
  if (signedIn) return <Navigate to="/kitchen" replace />;
  return children;
}
