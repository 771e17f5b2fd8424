import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { EmailMessage, EmailSender } from './types';

/**
 * How long each step may wait: the TCP connection, the server's greeting, then any silence on the socket
 * (each command's answer, including the one after the message itself); and the whole send, since a server
 * that answers slowly at each step would otherwise add them up. Without them a server that takes the
 * message and never answers holds the send for ever.
 */
export type SmtpTimeouts = { connectionMs: number; greetingMs: number; socketMs: number; totalMs: number };

/**
 * The greeting's wait is shorter than the socket's, so that a server that never greets reads as such (nothing
 * handed over) rather than as a silent socket, which may have been the answer to the message itself. The
 * whole send stays within the worker's MAX_SEND_SECONDS (30 s), with time left to record its outcome.
 */
export const SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionMs: 10_000,
  greetingMs: 8_000,
  socketMs: 15_000,
  totalMs: 25_000,
};

/** The whole send outlasted its bound: wherever it was, the server may have taken the message. */
export class SmtpDeadlineError extends Error {
  readonly unconfirmed = true;
  constructor(ms: number) {
    super(`The SMTP server did not finish within ${ms / 1000} s`);
    this.name = 'SmtpDeadlineError';
  }
}

/** The send, or a SmtpDeadlineError when it is not done in time (the connection ends on its socket timeout). */
function withinDeadline<T>(send: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new SmtpDeadlineError(ms)), ms);
  });
  return Promise.race([send, deadline]).finally(() => clearTimeout(timer));
}

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
      const sending = transport.sendMail({
        from: options.from,
        // One address object, never parsed as a list: the customer's text can only name one mailbox.
        to: { name: '', address: message.to },
        subject: message.subject,
        text: message.text,
        html: message.html,
        // Names the order in the provider's logs and bounces without any personal data.
        headers: { 'X-Order-Number': message.orderNumber },
      });
      // A send that lost the race still settles later: its failure is expected and already reported.
      sending.catch(() => {});
      const info = await withinDeadline(sending, timeouts.totalMs);
      return { provider: 'smtp', messageId: info.messageId ?? null };
    },
    close() {
      transport.close();
    },
  };
}
