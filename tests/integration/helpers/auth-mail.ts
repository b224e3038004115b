export interface DevMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  created_at: string;
}

/** Everything in the dev outbox, newest first (GET /_dev/mail.json). */
export async function readOutbox(baseUrl: string): Promise<DevMail[]> {
  const res = await fetch(`${baseUrl}/_dev/mail.json`);
  if (!res.ok) throw new Error(`outbox: HTTP ${res.status}`);
  return (await res.json()) as DevMail[];
}

/** The newest message to `to` (optionally with a subject containing `subject`); throws if none. */
export async function latestMailTo(
  baseUrl: string,
  to: string,
  subject?: string,
): Promise<DevMail> {
  const mail = (await readOutbox(baseUrl)).find(
    (m) => m.to === to.toLowerCase() && (!subject || m.subject.includes(subject)),
  );
  if (!mail) throw new Error(`no mail to ${to}${subject ? ` about "${subject}"` : ''}`);
  return mail;
}

export function verifyLinkOf(mail: DevMail): string {
  const link = mail.links.find((l) => l.includes('/auth/v1/verify?'));
  if (!link) throw new Error(`no verify link in "${mail.subject}"`);
  return link;
}

export function codeOf(mail: DevMail): string {
  const code = /code in Larder: (\d{6})/.exec(mail.text)?.[1] ?? /is: (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in "${mail.subject}"`);
  return code;
}

/** Opens a link without following redirects; returns the Location it points to. */
export async function followOnce(link: string): Promise<{ status: number; location: string }> {
  const res = await fetch(link, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') ?? '' };
}

export function fragmentParams(location: string): URLSearchParams {
  return new URLSearchParams(new URL(location).hash.slice(1));
}

let counter = 0;
/** A fresh address per call, so cooldowns of one test never touch another. */
export function uniqueEmail(prefix = 'cook'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}
