import type { LarderEnv } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

/** SMTP when SMTP_URL is set, else the local outbox in the database. */
export function createMailer(
  env: Pick<LarderEnv, 'SMTP_URL' | 'SMTP_FROM'>,
  db: Queryable,
): Mailer {
  if (env.SMTP_URL) return createSmtpMailer(env.SMTP_URL, env.SMTP_FROM);
  return createOutboxMailer(db);
}
