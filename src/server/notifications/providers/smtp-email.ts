import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { EmailMessage, EmailSender } from './types';

/**
 * How long each step may wait: the TCP connection, the server's greeting, then any silence on the socket
 * (each command's answer, including the one after the message itself). Without them a server that takes
 * the message and never answers holds the send for ever.
 */
export type SmtpTimeouts = { connectionMs: number; greetingMs: number; socketMs: number };

/**
 * The greeting's wait is shorter than the socket's, so that a server that never greets reads as such (nothing
 * handed over) rather than as a silent socket, which may have been the answer to the message itself.
 */
export const SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 20_000 };

/** nodemailer over SMTP_URL; bounded waits so that an outage fails an attempt quickly and is retried later. */
export function createSmtpEmailSender(options: {
  smtpUrl: string;
  from: string;
  timeouts?: SmtpTimeouts;
}): EmailSender & { close(): void } {
  const timeouts = options.timeouts ?? SMTP_TIMEOUTS;
  // The SMTP transport is built here because nodemailer.createTransport keeps only the URL's settings when
  // given one: timeouts passed beside it (or as its second argument, the messages' defaults) are dropped,
  // and its own waits are 30 s for the greeting and 10 minutes of socket silence.
  const transport = nodemailer.createTransport(
    new SMTPTransport({
      url: options.smtpUrl,
      connectionTimeout: timeouts.connectionMs,
      greetingTimeout: timeouts.greetingMs,
      socketTimeout: timeouts.socketMs,
    }),
  );
  return {
    provider: 'smtp',
    async send(message: EmailMessage) {
      const info = await transport.sendMail({
        from: options.from,
        // One address object, never parsed as a list: the customer's text can only name one mailbox.
        to: { name: '', address: message.to },
        subject: message.subject,
        text: message.text,
        html: message.html,
        // Names the order in the provider's logs and bounces without any personal data.
        headers: { 'X-Order-Number': message.orderNumber },
      });
      return { provider: 'smtp', messageId: info.messageId ?? null };
    },
    close() {
      transport.close();
    },
  };
}
