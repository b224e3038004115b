import type { OutgoingMail } from './mailer.ts';

export type AuthMailKind = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change';

const COPY: Record<AuthMailKind, { subject: string; intro: string; action: string }> = {
  signup: {
    subject: 'Confirm your Larder account',
    intro: 'Welcome to Larder! Please confirm your email address to finish creating your account.',
    action: 'Confirm my email',
  },
  invite: {
    subject: "You're invited to Larder",
    intro: 'You have been invited to Larder. Follow the link to accept the invitation.',
    action: 'Accept the invitation',
  },
  magiclink: {
    subject: 'Your Larder sign-in link',
    intro: 'Here is your link to sign in to Larder.',
    action: 'Sign in to Larder',
  },
  recovery: {
    subject: 'Reset your Larder password',
    intro: 'Someone (hopefully you) asked to reset the password of your Larder account.',
    action: 'Choose a new password',
  },
  email_change: {
    subject: 'Confirm your new Larder email address',
    intro: 'Please confirm this address as the new email address of your Larder account.',
    action: 'Confirm the new address',
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A plain, friendly message with the link and the 6-digit code. */
export function authMail(kind: AuthMailKind, to: string, link: string, code: string): OutgoingMail {
  const copy = COPY[kind];
  const text = [
    'Hi,',
    '',
    copy.intro,
    '',
    `${copy.action}: ${link}`,
    '',
    `Or enter this code in Larder: ${code}`,
    '',
    "If you didn't ask for this, you can ignore this email.",
    '',
    '— Larder',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2933">
<p>Hi,</p>
<p>${escapeHtml(copy.intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p>
<p>Or enter this code in Larder: <strong>${escapeHtml(code)}</strong></p>
<p style="color: #616e7c">If you didn't ask for this, you can ignore this email.</p>
<p>— Larder</p>
</body></html>`;
  return { to, subject: copy.subject, text, html };
}

/** The code of a phone MFA challenge; no SMS provider here, so it is delivered by email. */
export function phoneCodeMail(to: string, phone: string, code: string): OutgoingMail {
  const text = [
    'Hi,',
    '',
    `Your Larder verification code for the phone number ${phone} is: ${code}`,
    '',
    'It is valid for 5 minutes. (Larder delivers phone codes by email when no SMS service is set up.)',
    '',
    '— Larder',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2933">
<p>Hi,</p>
<p>Your Larder verification code for the phone number ${escapeHtml(phone)} is: <strong>${escapeHtml(code)}</strong></p>
<p style="color: #616e7c">It is valid for 5 minutes. (Larder delivers phone codes by email when no SMS service is set up.)</p>
<p>— Larder</p>
</body></html>`;
  return { to, subject: `Your Larder code: ${code}`, text, html };
}
