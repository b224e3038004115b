import { useId, useRef, useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import type { User } from '@supabase/supabase-js';
import { safeMediaUrl } from '@domain';
import { primaryButton, secondaryButton, textInput } from '@/components/button-styles';
import { notify } from '@/components/notify';
import { supabase } from '@/lib/supabase';
import { avatarUrlAtom } from './avatar-state';
import { checkAvatar, uploadAvatar } from './profile-api';
import { PROFILE_TEXTS as T } from './texts';

export const sectionClass =
  'rounded-2xl border border-stone-200 bg-white p-6 shadow-sm dark:border-stone-800 dark:bg-stone-900';

function fail(message: string) {
  notify.error(T.error, { description: message });
}

export function AvatarSection({ user }: { user: User }) {
  const [url, setUrl] = useAtom(avatarUrlAtom);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const onFile = async (file: File | undefined) => {
    if (!file || busy) return;
    const check = checkAvatar(file);
    if (!check.ok) {
      fail(check.error);
      return;
    }
    setBusy(true);
    try {
      setUrl(await uploadAvatar(supabase, user.id, file));
      notify.success(T.avatarSaved);
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <section className={sectionClass} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="text-lg font-semibold">
        {T.avatarTitle}
      </h2>
      <div className="mt-4 flex items-center gap-4">
        {safeMediaUrl(url) ? (
          <img
            src={safeMediaUrl(url) ?? undefined}
            alt={T.avatarAlt}
            className="size-20 shrink-0 rounded-full object-cover"
          />
        ) : (
          <div
            className="flex size-20 shrink-0 items-center justify-center rounded-full bg-stone-200 p-2 text-center text-xs text-stone-600 dark:bg-stone-700 dark:text-stone-300"
            data-testid="avatar-placeholder"
          >
            {T.avatarNone}
          </div>
        )}
        <div className="min-w-0">
          <label htmlFor={inputId} className={`${secondaryButton} cursor-pointer`}>
            {busy ? T.avatarUploading : T.avatarChoose}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="sr-only"
            disabled={busy}
            onChange={(event) => void onFile(event.target.files?.[0])}
          />
          <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{T.avatarHint}</p>
        </div>
      </div>
    </section>
  );
}

function SingleFieldForm(props: {
  title: string;
  label: string;
  type: 'email' | 'password';
  submit: string;
  intro?: string;
  onSubmit: (value: string) => Promise<void>;
}) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const handle = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await props.onSubmit(value);
      setValue('');
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={sectionClass} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {props.title}
      </h2>
      {props.intro && (
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{props.intro}</p>
      )}
      <form
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => void handle(e)}
      >
        <div className="flex-1">
          <label htmlFor={id} className="mb-1 block text-sm font-medium">
            {props.label}
          </label>
          <input
            id={id}
            type={props.type}
            required
            autoComplete={props.type === 'email' ? 'email' : 'new-password'}
            className={textInput}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        <button type="submit" className={primaryButton} disabled={busy || value === ''}>
          {busy ? T.working : props.submit}
        </button>
      </form>
    </section>
  );
}

export function EmailSection({ user }: { user: User }) {
  return (
    <SingleFieldForm
      title={T.emailTitle}
      intro={T.currentEmail(user.email ?? '')}
      label={T.newEmail}
      type="email"
      submit={T.changeEmail}
      onSubmit={async (email) => {
        const { error } = await supabase.auth.updateUser(
          { email: email.trim().toLowerCase() },
          { emailRedirectTo: `${window.location.origin}/` },
        );
        if (error) throw new Error(error.message);
        notify.success(T.emailSent, { description: T.emailSentBody });
      }}
    />
  );
}

export function PasswordSection() {
  return (
    <SingleFieldForm
      title={T.passwordTitle}
      label={T.newPassword}
      type="password"
      submit={T.changePassword}
      onSubmit={async (password) => {
        if (password.length < 6) throw new Error(T.passwordTooShort);
        const { error } = await supabase.auth.updateUser({ password });
        if (error) throw new Error(error.message);
        notify.success(T.passwordChanged);
      }}
    />
  );
}
