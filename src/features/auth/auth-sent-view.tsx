import { useState, type FormEvent } from 'react';
import { primaryButton, secondaryButton, textInput } from '@/components/button-styles';
import { AuthAlert } from './auth-alert';
import { AUTH_TEXTS as T } from './texts';
import type { AuthForm } from './use-auth-form';

/** The code printed in the mail, as an alternative to opening its link (verifyOtp). */
function CodeForm({ form }: { form: AuthForm }) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.verifyCode(code);
  };
  return (
    <form className="space-y-2" onSubmit={submit} noValidate>
      <label htmlFor="email-code" className="block text-sm font-medium">
        {T.codeLabel}
      </label>
      <div className="flex gap-2">
        <input
          id="email-code"
          className={`${textInput} min-w-0 flex-1 tracking-[0.3em]`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <button
          type="submit"
          className={`${secondaryButton} shrink-0`}
          disabled={form.loading || code.trim() === ''}
        >
          {T.verifyCode}
        </button>
      </div>
    </form>
  );
}

/** "Password Reset Email Sent" and the two "Check Your Email" views. */
export function SentView({ form }: { form: AuthForm }) {
  const back = (label: string) => (
    <button
      type="button"
      className={`${secondaryButton} w-full`}
      onClick={() => form.setView('sign-in')}
    >
      {label}
    </button>
  );
  if (form.view === 'reset-sent') {
    return (
      <div className="space-y-4">
        <p className="text-stone-700 dark:text-stone-300">{T.resetSentBody(form.sentTo)}</p>
        {back(T.backToLoginCapital)}
      </div>
    );
  }
  const magic = form.view === 'magic-link-sent';
  return (
    <div className="space-y-4">
      <AuthAlert message={form.error} />
      <p className="text-stone-700 dark:text-stone-300">
        {magic ? T.magicLinkBody(form.sentTo) : T.verificationBody(form.sentTo)}
      </p>
      <CodeForm form={form} />
      <button
        type="button"
        className={`${primaryButton} w-full`}
        disabled={form.loading}
        aria-busy={form.loading}
        onClick={() => void (magic ? form.resendMagicLink() : form.resendVerification())}
      >
        {form.loading ? T.working : magic ? T.resendMagicLink : T.resendVerification}
      </button>
      {back(T.backToLogin)}
    </div>
  );
}
