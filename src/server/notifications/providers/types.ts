/** What the use cases need from a channel; SMTP, Twilio and the outbox all provide it. */
export type SendResult = { provider: string; messageId: string | null };

/** A rendered message before it is addressed; orderNumber names it in the outbox's log line. */
export type EmailContent = { subject: string; text: string; html: string; orderNumber: string };
export type SmsContent = { body: string; orderNumber: string };
export type EmailMessage = EmailContent & { to: string };
export type SmsMessage = SmsContent & { to: string };

/** A message for one channel, to the recipient as the customer typed it (the SMS policy reads the number). */
export type Outgoing =
  | { channel: 'email'; recipient: string; message: EmailContent }
  | { channel: 'sms'; recipient: string; message: SmsContent };

export type EmailSender = { provider: string; send(message: EmailMessage): Promise<SendResult> };
export type SmsSender = { provider: string; send(message: SmsMessage): Promise<SendResult> };

export type Providers = { email: EmailSender; sms: SmsSender; real: { email: boolean; sms: boolean } };
