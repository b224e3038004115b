import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { pendingNavigationAtom } from './auth-state';

/** Inside the router: carries out the navigations auth events ask for. */
export function AuthNavigator() {
  const [target, setTarget] = useAtom(pendingNavigationAtom);
  const navigate = useNavigate();
  useEffect(() => {
    if (!target) return;
    setTarget(null);
    navigate(target, { replace: true });
  }, [target, setTarget, navigate]);
  return null;
}
