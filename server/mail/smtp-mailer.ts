import nodemailer from 'nodemailer';
import type { Mailer, OutgoingMail } from './mailer.ts';

/** Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail: OutgoingMail): Promise<void> {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close() {
      transport.close();
    },
  };
}
