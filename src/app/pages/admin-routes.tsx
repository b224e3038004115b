import { useAuth } from '@/features/auth';
import { AdminFeedbackPage, AdminSecurityPage, AdminUsersPage } from '@/features/admin';

/** /admin/users (behind RequireAdmin): the admin's own id, so self-demotion and self-ban are guarded. */
export function AdminUsersRoute() {
  const { userId } = useAuth();
  return <AdminUsersPage viewerId={userId} />;
}

/** /admin/security (behind RequireStaff): read-only for moderators. */
export function AdminSecurityRoute() {
  const { isAdmin } = useAuth();
  return <AdminSecurityPage readOnly={!isAdmin} />;
}

/** /admin/feedback (behind RequireStaff): read-only for moderators. */
export function AdminFeedbackRoute() {
  const { isAdmin } = useAuth();
  return <AdminFeedbackPage readOnly={!isAdmin} />;
}
