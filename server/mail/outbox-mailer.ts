import type { Queryable } from '../db/database.ts';
import { extractLinks } from './extract-links.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';

/** Keeps mail in auth.mail_outbox (read at /_dev/mail) and prints the first link to the console. */
export function createOutboxMailer(
  db: Queryable,
  log: (line: string) => void = console.log,
): Mailer {
  return {
    kind: 'outbox',
    async send(mail: OutgoingMail): Promise<void> {
      const links = extractLinks(mail.text, mail.html);
      await db.query(
        `insert into auth.mail_outbox (to_address, subject, text_body, html_body, links)
         values ($1, $2, $3, $4, $5)`,
        [mail.to, mail.subject, mail.text, mail.html, links],
      );
      log(`[mail] to ${mail.to}: ${mail.subject}${links[0] ? ` — ${links[0]}` : ''}`);
    },
  };
}
