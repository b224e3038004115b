import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { primaryButton, secondaryButton, textInput } from '@/components/button-styles';
import { notify } from '@/components/notify';
import { adminApi, type AdminSettings } from './admin-api';
import { AdminShell, AdminState } from './admin-shell';
import { useAdminData } from './use-admin-data';

/** A number field's value as a number when it is one, else as typed (the database says what is wrong). */
const numberOrText = (value: string): number | string =>
  value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

function Section({
  title,
  children,
  onSubmit,
  busy,
}: {
  title: string;
  children: ReactNode;
  onSubmit: () => Promise<void>;
  busy: boolean;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-stone-200 p-4 dark:border-stone-700"
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <form
        className="mt-3 space-y-3"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        {children}
        <button type="submit" className={primaryButton} disabled={busy}>
          Save
        </button>
      </form>
    </section>
  );
}

function NumberField({
  label,
  value,
  onChange,
  suffix,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  suffix?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          inputMode="numeric"
          className={`${textInput} max-w-40`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        {suffix && <span className="text-sm">{suffix}</span>}
      </div>
    </div>
  );
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2">
      <input
        type="checkbox"
        className="size-4 accent-green-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

/** /admin/settings: applied at once (the server and every app read them on use), audited. */
export default function AdminSettingsPage() {
  const settings = useAdminData(() => adminApi.settings(), 'settings');
  return (
    <AdminShell title="Admin: Settings">
      <AdminState
        loading={settings.loading}
        error={settings.error}
        hasData={settings.data !== null}
        onRetry={settings.reload}
      >
        {settings.data && <SettingsForms initial={settings.data} onSaved={settings.reload} />}
      </AdminState>
    </AdminShell>
  );
}

function SettingsForms({ initial, onSaved }: { initial: AdminSettings; onSaved: () => void }) {
  const [busy, setBusy] = useState(false);
  const [signupsOpen, setSignupsOpen] = useState(initial.signups_open);
  const [methods, setMethods] = useState(initial.sign_in_methods);
  const [limit, setLimit] = useState({
    max: String(initial.rate_limits.default.max_requests),
    minutes: String(initial.rate_limits.default.window_minutes),
  });
  const [monitor, setMonitor] = useState({
    admin: String(initial.security_monitor.admin_requests),
    minutes: String(initial.security_monitor.admin_window_minutes),
    requests: String(initial.security_monitor.requests),
  });
  const [ai, setAi] = useState(initial.ai_provider);
  const [apiKey, setApiKey] = useState('');
  const keyId = useId();
  const urlId = useId();
  const modelId = useId();

  const save = async (key: string, value: unknown) => {
    setBusy(true);
    try {
      const result = await adminApi.updateSetting(key, value);
      notify.success(result.changed ? 'Saved' : 'Nothing changed', {
        description: result.changed ? 'The change applies at once.' : undefined,
      });
      if (result.changed) onSaved();
    } catch (error) {
      notify.error('Not saved', {
        description: error instanceof Error ? error.message : 'Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  const saveKey = async (value: string) => {
    setBusy(true);
    try {
      const result = await adminApi.setAiKey(value);
      setApiKey('');
      notify.success(result.ai_api_key === 'set' ? 'API key saved' : 'API key removed');
      onSaved();
    } catch (error) {
      notify.error('Not saved', {
        description: error instanceof Error ? error.message : 'Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Section title="Sign-ups" busy={busy} onSubmit={() => save('signups_open', signupsOpen)}>
        <Check
          label="New people can create an account"
          checked={signupsOpen}
          onChange={setSignupsOpen}
        />
        <p className="text-sm text-stone-600 dark:text-stone-300">
          When closed, the sign-in page hides “Create an account” and the server refuses new
          accounts.
        </p>
        <p className="text-sm text-stone-600 dark:text-stone-300">
          On hosted Supabase, the refusal needs the database function hook_before_user_created set
          as the project’s “Before User Created” auth hook.
        </p>
      </Section>

      <Section
        title="Sign-in methods"
        busy={busy}
        onSubmit={() => save('sign_in_methods', methods)}
      >
        <Check
          label="Email and password"
          checked={methods.password}
          onChange={(v) => setMethods({ ...methods, password: v })}
        />
        <Check
          label="Magic link by email"
          checked={methods.magic_link}
          onChange={(v) => setMethods({ ...methods, magic_link: v })}
        />
        <Check
          label="Google (when the server has it configured)"
          checked={methods.google}
          onChange={(v) => setMethods({ ...methods, google: v })}
        />
        <p className="text-sm text-stone-600 dark:text-stone-300">
          The sign-in page offers only the methods switched on, and the Larder server refuses new
          sign-ins by a method switched off (sessions already open stay open). At least one method
          stays on. Admins can always sign in with their email and password (“Admin? Sign in with
          your password” on the sign-in page), so this page stays within reach.
        </p>
        <p className="text-sm text-stone-600 dark:text-stone-300">
          On hosted Supabase the sign-in page follows these choices too, but Supabase Auth enforces
          only its own project settings (Authentication → Sign In / Providers): switch the same
          methods off there for the server to refuse them.
        </p>
      </Section>

      <Section
        title="Default rate limit"
        busy={busy}
        onSubmit={() =>
          save('rate_limits', {
            default: {
              max_requests: numberOrText(limit.max),
              window_minutes: numberOrText(limit.minutes),
            },
          })
        }
      >
        <NumberField
          label="Requests per window"
          value={limit.max}
          onChange={(v) => setLimit({ ...limit, max: v })}
        />
        <NumberField
          label="Window"
          suffix="minutes"
          value={limit.minutes}
          onChange={(v) => setLimit({ ...limit, minutes: v })}
        />
      </Section>

      <Section
        title="Security monitor thresholds"
        busy={busy}
        onSubmit={() =>
          save('security_monitor', {
            admin_requests: numberOrText(monitor.admin),
            admin_window_minutes: numberOrText(monitor.minutes),
            requests: numberOrText(monitor.requests),
          })
        }
      >
        <NumberField
          label="Admin, role or auth requests before SUSPICIOUS_ADMIN_ACCESS_PATTERN"
          value={monitor.admin}
          onChange={(v) => setMonitor({ ...monitor, admin: v })}
        />
        <NumberField
          label="Within"
          suffix="minutes"
          value={monitor.minutes}
          onChange={(v) => setMonitor({ ...monitor, minutes: v })}
        />
        <NumberField
          label="Requests before HIGH_API_USAGE"
          value={monitor.requests}
          onChange={(v) => setMonitor({ ...monitor, requests: v })}
        />
      </Section>

      <Section
        title="AI provider (optional)"
        busy={busy}
        onSubmit={() => save('ai_provider', { url: ai.url.trim(), model: ai.model.trim() })}
      >
        <div>
          <label htmlFor={urlId} className="mb-1 block text-sm">
            API URL (OpenAI-compatible)
          </label>
          <input
            id={urlId}
            type="url"
            className={textInput}
            placeholder="https://api.openai.com/v1"
            value={ai.url}
            onChange={(e) => setAi({ ...ai, url: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor={modelId} className="mb-1 block text-sm">
            Model
          </label>
          <input
            id={modelId}
            className={textInput}
            placeholder="gpt-4o-mini"
            value={ai.model}
            onChange={(e) => setAi({ ...ai, model: e.target.value })}
          />
        </div>
      </Section>

      <section
        aria-labelledby={`${keyId}-h`}
        className="rounded-xl border border-stone-200 p-4 dark:border-stone-700"
      >
        <h2 id={`${keyId}-h`} className="text-lg font-semibold">
          AI provider API key
        </h2>
        <p className="mt-1 text-sm" aria-live="polite">
          The key is <strong>{initial.ai_api_key}</strong>. It is stored where no app can read it
          and is never shown again.
        </p>
        <form
          className="mt-3 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (apiKey.trim()) void saveKey(apiKey);
          }}
        >
          <label htmlFor={keyId} className="mb-1 block text-sm">
            New API key
          </label>
          <input
            id={keyId}
            type="password"
            autoComplete="off"
            className={textInput}
            value={apiKey}
            onChange={(e) => setApiKey(e.target.value)}
          />
          <div className="flex gap-2">
            <button type="submit" className={primaryButton} disabled={busy || apiKey.trim() === ''}>
              Save key
            </button>
            {initial.ai_api_key === 'set' && (
              <button
                type="button"
                className={secondaryButton}
                disabled={busy}
                onClick={() => void saveKey('')}
              >
                Remove key
              </button>
            )}
          </div>
        </form>
      </section>
    </div>
  );
}
