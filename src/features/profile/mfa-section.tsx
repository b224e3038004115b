import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import type { Factor } from '@supabase/supabase-js';
import { primaryButton, secondaryButton, textInput } from '@/components/button-styles';
import { notify } from '@/components/notify';
import { supabase } from '@/lib/supabase';
import { sectionClass } from './profile-sections';
import { MFA_TEXTS as T, PROFILE_TEXTS } from './texts';

interface Pending {
  factorId: string;
  challengeId?: string;
  qr?: string;
  secret?: string;
}

const fail = (message: string) => notify.error(PROFILE_TEXTS.error, { description: message });

/** MFA on the Profile page: enrol TOTP (QR + secret) or a phone, verify with a code, unenrol. */
export function MfaSection() {
  const [factors, setFactors] = useState<Factor[]>([]);
  const [pending, setPending] = useState<Pending | null>(null);
  const [code, setCode] = useState('');
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const codeId = useId();
  const phoneId = useId();

  const refresh = useCallback(async () => {
    const { data, error } = await supabase.auth.mfa.listFactors();
    if (error) fail(error.message);
    else setFactors(data.all);
  }, []);

  useEffect(() => {
    void (async () => {
      await refresh();
    })();
  }, [refresh]);

  const guard = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const clearStale = async () => {
    for (const f of factors)
      if (f.status !== 'verified') await supabase.auth.mfa.unenroll({ factorId: f.id });
  };

  const enrolTotp = () =>
    guard(async () => {
      await clearStale();
      const { data, error } = await supabase.auth.mfa.enroll({
        factorType: 'totp',
        friendlyName: `${T.appName} ${Date.now().toString(36)}`,
        issuer: 'Larder',
      });
      if (error) throw new Error(error.message);
      setPending({ factorId: data.id, qr: data.totp.qr_code, secret: data.totp.secret });
    });

  const enrolPhone = (event: FormEvent) => {
    event.preventDefault();
    void guard(async () => {
      await clearStale();
      const { data, error } = await supabase.auth.mfa.enroll({
        factorType: 'phone',
        phone: phone.trim(),
      });
      if (error) throw new Error(error.message);
      const challenge = await supabase.auth.mfa.challenge({ factorId: data.id });
      if (challenge.error) throw new Error(challenge.error.message);
      setPending({ factorId: data.id, challengeId: challenge.data.id });
      notify.info(T.phoneSent);
    });
  };

  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) return;
    void guard(async () => {
      const result = pending.challengeId
        ? await supabase.auth.mfa.verify({
            factorId: pending.factorId,
            challengeId: pending.challengeId,
            code: code.trim(),
          })
        : await supabase.auth.mfa.challengeAndVerify({
            factorId: pending.factorId,
            code: code.trim(),
          });
      if (result.error) throw new Error(result.error.message);
      setPending(null);
      setCode('');
      notify.success(T.enrolled);
      await refresh();
    });
  };

  const remove = (factorId: string) =>
    guard(async () => {
      const { error } = await supabase.auth.mfa.unenroll({ factorId });
      if (error) throw new Error(error.message);
      notify.success(T.removed);
      await refresh();
    });

  const verifiedFactors = factors.filter((f) => f.status === 'verified');
  return (
    <section className={sectionClass} aria-labelledby={`${codeId}-title`}>
      <h2 id={`${codeId}-title`} className="text-lg font-semibold">
        {T.title}
      </h2>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{T.intro}</p>
      <ul className="mt-4 space-y-2">
        {verifiedFactors.length === 0 && <li className="text-sm">{T.none}</li>}
        {verifiedFactors.map((f) => {
          const name = f.friendly_name || f.factor_type;
          return (
            <li key={f.id} className="flex items-center justify-between gap-2 text-sm">
              <span>{`${name} (${f.factor_type}, ${T.verified})`}</span>
              <button
                type="button"
                className={secondaryButton}
                disabled={busy}
                onClick={() => void remove(f.id)}
              >
                {T.remove(name)}
              </button>
            </li>
          );
        })}
      </ul>
      {pending ? (
        <form className="mt-4 space-y-3" onSubmit={verify}>
          {pending.qr && (
            <img src={pending.qr} alt={T.qrAlt} className="size-44 rounded bg-white p-2" />
          )}
          {pending.secret && (
            <p className="break-all font-mono text-sm">{T.secret(pending.secret)}</p>
          )}
          <label htmlFor={codeId} className="block text-sm font-medium">
            {T.code}
          </label>
          <input
            id={codeId}
            inputMode="numeric"
            autoComplete="one-time-code"
            className={textInput}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <div className="flex gap-2">
            <button type="submit" className={primaryButton} disabled={busy || code.trim() === ''}>
              {T.verify}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setPending(null)}>
              {T.cancel}
            </button>
          </div>
        </form>
      ) : (
        <div className="mt-4 space-y-3">
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            onClick={() => void enrolTotp()}
          >
            {T.enrolTotp}
          </button>
          <form className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={enrolPhone}>
            <div className="flex-1">
              <label htmlFor={phoneId} className="mb-1 block text-sm font-medium">
                {T.phone}
              </label>
              <input
                id={phoneId}
                type="tel"
                autoComplete="tel"
                className={textInput}
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
              />
            </div>
            <button
              type="submit"
              className={secondaryButton}
              disabled={busy || phone.trim() === ''}
            >
              {T.enrolPhone}
            </button>
          </form>
        </div>
      )}
    </section>
  );
}
