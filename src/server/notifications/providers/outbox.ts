import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notificationOutbox } from '../../db/notification-schema';
import type { EmailSender, SmsSender } from './types';

export type NotificationLog = { info(message: string): void; warn(message: string): void };

/**
 * With no provider configured, messages are kept in notification_outbox and announced in the log
 * in one line without personal data, so that `npm start` shows that a confirmation would go out.
 */
async function store(
  db: Database,
  log: NotificationLog,
  row: typeof notificationOutbox.$inferInsert,
): Promise<{ provider: string; messageId: string }> {
  const [inserted] = await db.insert(notificationOutbox).values(row).returning({ id: notificationOutbox.id });
  const [counted] = await db
    .select({ value: count() })
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.channel, row.channel), eq(notificationOutbox.orderNumber, row.orderNumber)));
  const total = counted?.value ?? 1;
  log.info(`outbox: ${row.channel} for order ${row.orderNumber} (${total} message${total === 1 ? '' : 's'})`);
  return { provider: 'outbox', messageId: inserted?.id ?? '' };
}

export function createOutboxEmailSender(db: Database, log: NotificationLog): EmailSender {
  return {
    provider: 'outbox',
    send: (message) =>
      store(db, log, {
        channel: 'email',
        orderNumber: message.orderNumber,
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        html: message.html,
      }),
  };
}

export function createOutboxSmsSender(db: Database, log: NotificationLog): SmsSender {
  return {
    provider: 'outbox',
    send: (message) =>
      store(db, log, { channel: 'sms', orderNumber: message.orderNumber, recipient: message.to, body: message.body }),
  };
}
