import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { dangerButton, primaryButton } from '@/components/button-styles';
import { notify } from '@/components/notify';
import { Spinner } from '@/components/spinner';
import { supabase } from '@/lib/supabase';
import { MfaSection } from './mfa-section';
import { deleteAccount } from './profile-api';
import { AvatarSection, EmailSection, PasswordSection, sectionClass } from './profile-sections';
import { PROFILE_TEXTS as T } from './texts';
import { useSessionUser } from './use-session-user';

const ConfirmDialog = lazy(() => import('@/components/confirm-dialog'));

function DeleteAccountSection() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setOpen(false);
    try {
      await deleteAccount(supabase);
      navigate('/', { replace: true });
      // After the sign-out's own "Signed out" toast, which this one replaces (one toast at a time).
      window.setTimeout(() => notify.success(T.deleted), 300);
    } catch (error) {
      notify.error(T.error, {
        description: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={`${sectionClass} border-red-300 dark:border-red-900`}>
      <h2 className="text-lg font-semibold text-red-800 dark:text-red-300">{T.dangerTitle}</h2>
      <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">{T.dangerBody}</p>
      <button
        type="button"
        className={`${dangerButton} mt-4`}
        disabled={busy}
        onClick={() => setOpen(true)}
      >
        {busy ? T.working : T.deleteAccount}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={open}
            title={T.deleteConfirmTitle}
            description={T.deleteConfirmBody}
            confirmLabel={T.deleteConfirm}
            onConfirm={() => void confirm()}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </section>
  );
}

/** /profile: avatar, email and password change, MFA, account deletion. */
export default function ProfilePage() {
  const user = useSessionUser();
  return (
    <main id="main" className="mx-auto w-full max-w-2xl space-y-6 px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{T.title}</h1>
      {user === undefined && <Spinner />}
      {user === null && (
        <div className={sectionClass}>
          <p>{T.guest}</p>
          <Link to="/auth" className={`${primaryButton} mt-4`}>
            {T.signIn}
          </Link>
        </div>
      )}
      {user && (
        <>
          <AvatarSection user={user} />
          <EmailSection user={user} />
          <PasswordSection />
          <MfaSection />
          <DeleteAccountSection />
        </>
      )}
    </main>
  );
}
