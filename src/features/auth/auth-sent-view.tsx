import { primaryButton, secondaryButton } from '@/components/button-styles';
import { AuthAlert } from './auth-alert';
import { AUTH_TEXTS as T } from './texts';
import type { AuthForm } from './use-auth-form';

/** "Password Reset Email Sent" and the two "Check Your Email" views. */
export function SentView({ form }: { form: AuthForm }) {
  const back = (label: string) => (
    <button type="button" className={`${secondaryButton} w-full`} onClick={() => form.setView('sign-in')}>
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
