/** A message the backend sends (confirmation, magic link, recovery, factor codes). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** SMTP when SMTP_URL is set, else the local outbox (auth.mail_outbox, listed at /_dev/mail). */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
}
