import type { LogItProps } from '@/components/log-it-slot';
import { useAuth } from '@/features/auth';
import { LogItButton } from '@/features/nutrition';

/** The nutrition tracker's "Log it" for the recipe pages, for whoever is signed in (or the guest). */
export function AppLogIt(props: LogItProps) {
  const { loading, userId } = useAuth();
  return <LogItButton {...props} owner={loading ? undefined : userId} />;
}
