import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { mfaRequiredAtom, passwordRecoveryAtom } from './auth-state';

const PasswordRecoveryDialog = lazy(() =>
  import('./password-recovery-dialog').then((m) => ({ default: m.PasswordRecoveryDialog })),
);

const MfaChallengeDialog = lazy(() =>
  import('./mfa-challenge-dialog').then((m) => ({ default: m.MfaChallengeDialog })),
);

/**
 * Loads the "set a new password" dialog only after a PASSWORD_RECOVERY event,
 * and the MFA challenge only when a session needs aal2.
 */
export function RecoveryHost() {
  const recovering = useAtomValue(passwordRecoveryAtom);
  const mfaRequired = useAtomValue(mfaRequiredAtom);
  if (!recovering && !mfaRequired) return null;
  return (
    <Suspense fallback={null}>
      {mfaRequired ? <MfaChallengeDialog /> : <PasswordRecoveryDialog />}
    </Suspense>
  );
}
