/** The channels' senders: SMTP (nodemailer), Twilio (fetch) or the local outbox, and how their errors read. */
export * from './types';
export { createProviders } from './create-providers';
export type { NotificationLog } from './outbox';
export { describeSendError, isPermanentSendError, isUnconfirmedSendError } from './describe-error';
export { createTwilioClient } from './twilio-client';
