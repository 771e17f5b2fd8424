import nodemailer from 'nodemailer';
import type { EmailMessage, EmailSender } from './types';

/** nodemailer over SMTP_URL; short timeouts so that an outage fails an attempt quickly and is retried later. */
export function createSmtpEmailSender(options: { smtpUrl: string; from: string }): EmailSender & { close(): void } {
  const transport = nodemailer.createTransport(options.smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as object);
  return {
    provider: 'smtp',
    async send(message: EmailMessage) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      return { provider: 'smtp', messageId: info.messageId ?? null };
    },
    close() {
      transport.close();
    },
  };
}
