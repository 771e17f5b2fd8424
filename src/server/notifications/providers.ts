/** What the use cases need from a channel; SMTP, Twilio and the outbox all provide it. */
export type SendResult = { provider: string; messageId: string | null };

export type EmailMessage = { to: string; subject: string; text: string; html: string; orderNumber: string };
export type SmsMessage = { to: string; body: string; orderNumber: string };

export type EmailSender = { provider: string; send(message: EmailMessage): Promise<SendResult> };
export type SmsSender = { provider: string; send(message: SmsMessage): Promise<SendResult> };

export type Providers = { email: EmailSender; sms: SmsSender; real: { email: boolean; sms: boolean } };
