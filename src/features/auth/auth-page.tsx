import { useState, type FormEvent, type ReactNode } from 'react';
import { Mail } from 'lucide-react';
import { focusRing, primaryButton, secondaryButton } from '@/components/button-styles';
import { AuthAlert } from './auth-alert';
import { useAuthProviders } from './auth-providers';
import { EmailField, PasswordField } from './auth-fields';
import { SentView } from './auth-sent-view';
import { AUTH_TEXTS as T } from './texts';
import { useAuthForm, type AuthForm } from './use-auth-form';

const linkButton = `rounded text-sm font-medium text-green-800 underline-offset-4 hover:underline disabled:opacity-60 dark:text-green-300 ${focusRing}`;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-md px-4 py-12">
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm dark:border-stone-800 dark:bg-stone-900">
        <h1 className="mb-6 text-2xl font-bold tracking-tight">{title}</h1>
        {children}
      </div>
    </main>
  );
}

function submit(handler: () => Promise<void> | void) {
  return (event: FormEvent) => {
    event.preventDefault();
    void handler();
  };
}

/** Shown only when the server's Auth settings say Google is configured. */
function GoogleButton({ form }: { form: AuthForm }) {
  const providers = useAuthProviders();
  if (!providers?.google) return null;
  return (
    <button
      type="button"
      className={`${secondaryButton} w-full`}
      disabled={form.googleLoading}
      aria-busy={form.googleLoading}
      onClick={() => void form.google()}
    >
      {form.googleLoading ? T.working : T.google}
    </button>
  );
}

function SignInView({ form }: { form: AuthForm }) {
  const { loading } = form;
  // Until the settings load, everything is offered (the server refuses what is switched off).
  const offered = useAuthProviders() ?? { password: true, magicLink: true, signupsOpen: true };
  // With password sign-in switched off, admins still sign in with theirs (the server allows only
  // them), so no choice of methods locks the admins out of the settings.
  const [adminPassword, setAdminPassword] = useState(false);
  const password = offered.password || adminPassword;
  return (
    <Card title={T.signInTitle}>
      <form
        className="space-y-4"
        onSubmit={submit(password ? form.signIn : form.magicLink)}
        noValidate
      >
        <AuthAlert message={form.error} />
        <EmailField value={form.email} onChange={form.setEmail} autoComplete="email" />
        {password && (
          <PasswordField
            value={form.password}
            onChange={form.setPassword}
            autoComplete="current-password"
          />
        )}
        <div className="flex items-center justify-between gap-2">
          {offered.magicLink && offered.password && (
            <button
              type="button"
              className={linkButton}
              disabled={loading || form.email.trim() === ''}
              onClick={() => void form.magicLink()}
            >
              {T.sendMagicLink}
            </button>
          )}
          {password && (
            <button
              type="button"
              className={linkButton}
              onClick={() => form.setView('forgot-password')}
            >
              {T.forgotPassword}
            </button>
          )}
        </div>
        {(password || offered.magicLink) && (
          <button
            type="submit"
            className={`${primaryButton} w-full`}
            disabled={loading}
            aria-busy={loading}
          >
            {loading ? T.working : password ? T.signIn : T.sendMagicLink}
          </button>
        )}
        <GoogleButton form={form} />
        {!password && (
          <button type="button" className={linkButton} onClick={() => setAdminPassword(true)}>
            {T.adminPasswordSignIn}
          </button>
        )}
      </form>
      <div className="mt-6 flex flex-col items-center gap-3">
        {offered.signupsOpen && (
          <button type="button" className={linkButton} onClick={() => form.setView('sign-up')}>
            {T.needAccount}
          </button>
        )}
        <a
          href={`mailto:${T.contactEmail}`}
          className={`inline-flex items-center gap-1 ${linkButton}`}
        >
          <Mail aria-hidden="true" className="size-4" />
          {T.contactUs}
        </a>
      </div>
    </Card>
  );
}

function SignUpView({ form }: { form: AuthForm }) {
  const offered = useAuthProviders();
  if (offered && !offered.signupsOpen) {
    return (
      <Card title={T.signUpTitle}>
        <p role="status" className="text-stone-700 dark:text-stone-300">
          {T.signupsClosed}
        </p>
        <div className="mt-6 text-center">
          <button type="button" className={linkButton} onClick={() => form.setView('sign-in')}>
            {T.haveAccount}
          </button>
        </div>
      </Card>
    );
  }
  return (
    <Card title={T.signUpTitle}>
      <form className="space-y-4" onSubmit={submit(form.signUp)}>
        <AuthAlert message={form.error} />
        <EmailField value={form.email} onChange={form.setEmail} autoComplete="email" />
        <PasswordField
          value={form.password}
          onChange={form.setPassword}
          autoComplete="new-password"
        />
        <button
          type="submit"
          className={`${primaryButton} w-full`}
          disabled={form.loading}
          aria-busy={form.loading}
        >
          {form.loading ? T.working : T.signUp}
        </button>
        <GoogleButton form={form} />
      </form>
      <div className="mt-6 text-center">
        <button type="button" className={linkButton} onClick={() => form.setView('sign-in')}>
          {T.haveAccount}
        </button>
      </div>
    </Card>
  );
}

function ForgotView({ form }: { form: AuthForm }) {
  return (
    <Card title={T.resetTitle}>
      <p className="mb-4 text-sm text-stone-700 dark:text-stone-300">{T.resetIntro}</p>
      <form className="space-y-4" onSubmit={submit(form.reset)} noValidate>
        <AuthAlert message={form.error} />
        <EmailField value={form.email} onChange={form.setEmail} autoComplete="email" />
        <button
          type="submit"
          className={`${primaryButton} w-full`}
          disabled={form.loading}
          aria-busy={form.loading}
        >
          {form.loading ? T.working : T.sendReset}
        </button>
      </form>
      <div className="mt-6 text-center">
        <button type="button" className={linkButton} onClick={() => form.setView('sign-in')}>
          {T.backToLogin}
        </button>
      </div>
    </Card>
  );
}

/** /auth: sign in, sign up, reset request and the "sent" views (spec §2, §4). */
export default function AuthPage() {
  const form = useAuthForm();
  switch (form.view) {
    case 'sign-up':
      return <SignUpView form={form} />;
    case 'forgot-password':
      return <ForgotView form={form} />;
    case 'reset-sent':
    case 'verification-sent':
    case 'magic-link-sent':
      return (
        <Card title={form.view === 'reset-sent' ? T.resetSentTitle : T.checkEmailTitle}>
          <SentView form={form} />
        </Card>
      );
    default:
      return <SignInView form={form} />;
  }
}
