import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { Factor } from '@supabase/supabase-js';
import { primaryButton, secondaryButton, textInput } from '@/components/button-styles';
import { supabase } from '@/lib/supabase';
import { AuthAlert } from './auth-alert';
import { mfaRequiredAtom } from './auth-state';
import { AUTH_TEXTS as T } from './texts';

/** Sign-in step-up: asks for the code of a verified factor until the session reaches aal2. */
export function MfaChallengeDialog() {
  const setRequired = useSetAtom(mfaRequiredAtom);
  const [factor, setFactor] = useState<Factor | null>(null);
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeId = useId();

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const { data, error: listError } = await supabase.auth.mfa.listFactors();
      if (cancelled) return;
      if (listError) {
        setError(listError.message);
        return;
      }
      const chosen = data.totp[0] ?? data.phone[0] ?? null;
      setFactor(chosen);
      if (chosen) {
        const challenge = await supabase.auth.mfa.challenge({ factorId: chosen.id });
        if (cancelled) return;
        if (challenge.error) setError(challenge.error.message);
        else setChallengeId(challenge.data.id);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !factor || !challengeId) return;
    setBusy(true);
    setError(null);
    const { error: verifyError } = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId,
      code: code.trim(),
    });
    setBusy(false);
    if (verifyError) {
      setError(verifyError.message);
      // A used or failed challenge cannot be retried: start a fresh one.
      const again = await supabase.auth.mfa.challenge({ factorId: factor.id });
      if (!again.error) setChallengeId(again.data.id);
      return;
    }
    setRequired(false);
  };

  const cancel = async () => {
    setRequired(false);
    await supabase.auth.signOut();
  };

  return (
    <Dialog open onClose={() => undefined} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl dark:bg-stone-900">
          <DialogTitle className="text-lg font-bold">{T.mfaTitle}</DialogTitle>
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{T.mfaIntro}</p>
          <form className="mt-4 space-y-3" onSubmit={(event) => void verify(event)}>
            <AuthAlert message={error} />
            <label htmlFor={codeId} className="block text-sm font-medium">
              {T.mfaCode}
            </label>
            <input
              id={codeId}
              inputMode="numeric"
              autoComplete="one-time-code"
              className={textInput}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <div className="flex justify-end gap-2">
              <button type="button" className={secondaryButton} onClick={() => void cancel()}>
                {T.mfaCancel}
              </button>
              <button
                type="submit"
                className={primaryButton}
                disabled={busy || !challengeId || code.trim() === ''}
              >
                {T.mfaVerify}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
