import { useAuth } from '@/features/auth';
import { LogoutFeedbackPage } from '@/features/logout-feedback';

/** /logout-feedback, told whether the visitor is still signed in (the page can be opened directly). */
export default function LogoutFeedbackRoute() {
  const { signedIn, loading } = useAuth();
  return <LogoutFeedbackPage session={loading ? 'loading' : signedIn ? 'in' : 'out'} />;
}
