import { useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { primaryButton, secondaryButton } from '@/components/button-styles';
import { notify } from '@/components/notify';
import { AuthAlert } from './auth-alert';
import { PasswordField } from './auth-fields';
import { passwordRecoveryAtom } from './auth-state';
import { AUTH_TEXTS as T, AUTH_TOASTS } from './texts';

/** After a PASSWORD_RECOVERY event: lets the user choose a new password. */
export function PasswordRecoveryDialog() {
  const [open, setOpen] = useAtom(passwordRecoveryAtom);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      const { supabase } = await import('@/lib/supabase');
      const { error: updateError } = await supabase.auth.updateUser({ password });
      if (updateError) {
        setError(updateError.message);
        notify.error(AUTH_TOASTS.error, { description: updateError.message });
      } else {
        setPassword('');
        setOpen(false);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={() => setOpen(false)} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl dark:bg-stone-900">
          <DialogTitle className="mb-4 text-lg font-bold">{T.newPasswordTitle}</DialogTitle>
          <form className="space-y-4" onSubmit={(event) => void save(event)}>
            <AuthAlert message={error} />
            <PasswordField
              label={T.newPassword}
              value={password}
              onChange={setPassword}
              autoComplete="new-password"
            />
            <div className="flex justify-end gap-2">
              <button type="button" className={secondaryButton} onClick={() => setOpen(false)}>
                {T.later}
              </button>
              <button type="submit" className={primaryButton} disabled={saving || password === ''}>
                {T.saveNewPassword}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
