import type { Database } from '../../db/client';
import type { Channel } from '../../db/notification-schema';
import { createOutboxEmailSender, createOutboxSmsSender, type NotificationLog } from './outbox';
import type { Providers } from './types';
import type { NotificationSettings } from '../settings';
import { createSmtpEmailSender } from './smtp-email';
import { createTwilioSmsSender } from './twilio-client';
import { describeSendError, isPermanentSendError, isUnconfirmedSendError } from './describe-error';

type Sender<M> = { provider: string; send(message: M): Promise<{ provider: string; messageId: string | null }> };

/** What a failure means for the message, in the log's words. */
function failureKind(error: unknown): string {
  if (isPermanentSendError(error)) return 'permanent, not retried';
  if (isUnconfirmedSendError(error)) return 'unconfirmed';
  return 'temporary, retried';
}

/**
 * Every failed send is logged once (warn) with the order number, the channel, what the failure means and
 * the provider's reason with the recipient and anything like an address or number masked: no personal data.
 */
export function logFailures<M extends { orderNumber: string; to: string }>(
  channel: Channel,
  sender: Sender<M>,
  log: NotificationLog,
): Sender<M> {
  return {
    provider: sender.provider,
    async send(message) {
      try {
        return await sender.send(message);
      } catch (error) {
        log.warn(
          `${channel} for order ${message.orderNumber} failed via ${sender.provider} (${failureKind(error)}): ` +
            describeSendError(error, message.to),
        );
        throw error;
      }
    },
  };
}

/** Real providers where configured, the local outbox for the rest. */
export function createProviders(
  db: Database,
  settings: NotificationSettings,
  log: NotificationLog,
): Providers & { close(): void } {
  const smtp = settings.smtp ? createSmtpEmailSender({ smtpUrl: settings.smtp.url, from: settings.smtp.from }) : null;
  return {
    email: logFailures('email', smtp ?? createOutboxEmailSender(db, log), log),
    sms: logFailures(
      'sms',
      settings.twilio ? createTwilioSmsSender(settings.twilio) : createOutboxSmsSender(db, log),
      log,
    ),
    real: { email: smtp !== null, sms: settings.twilio !== null },
    close() {
      smtp?.close();
    },
  };
}
