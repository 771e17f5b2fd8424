import type { Database } from '../../db/client';
import { createOutboxEmailSender, createOutboxSmsSender, type NotificationLog } from './outbox';
import type { Providers } from './types';
import type { NotificationSettings } from '../settings';
import { createSmtpEmailSender } from './smtp-email';
import { createTwilioSmsSender } from './twilio-client';

/** Real providers where configured, the local outbox for the rest. */
export function createProviders(
  db: Database,
  settings: NotificationSettings,
  log: NotificationLog,
): Providers & { close(): void } {
  const smtp = settings.smtp ? createSmtpEmailSender({ smtpUrl: settings.smtp.url, from: settings.smtp.from }) : null;
  return {
    email: smtp ?? createOutboxEmailSender(db, log),
    sms: settings.twilio ? createTwilioSmsSender(settings.twilio) : createOutboxSmsSender(db, log),
    real: { email: smtp !== null, sms: settings.twilio !== null },
    close() {
      smtp?.close();
    },
  };
}
