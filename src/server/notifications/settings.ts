import { type Config, publicUrlOf } from '../lib/config';

/** The part of the configuration the notifications read, in the shape they use. */
export type NotificationSettings = {
  /** PUBLIC_URL (or where the server listens): links in messages. */
  publicUrl: string;
  smtp: { url: string; from: string } | null;
  twilio: { accountSid: string; authToken: string; from: string; baseUrl: string } | null;
  enableTestNotifications: boolean;
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  limits: {
    testRequestsPerMinute: number;
    smsPerPhonePerDay: number;
    smsAllowedCountries: string[];
    emailsPerAddressPerDay: number;
    completionsPerHour: number;
    /** docs/notifications.md, 'Limits': the shop's customer messages per channel in any 24 hours. */
    customerSmsPerDay: number;
    customerEmailsPerDay: number;
  };
};

export function notificationSettingsFromConfig(config: Config): NotificationSettings {
  return {
    publicUrl: publicUrlOf(config),
    smtp: config.SMTP_URL && config.MAIL_FROM ? { url: config.SMTP_URL, from: config.MAIL_FROM } : null,
    twilio:
      config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM
        ? {
            accountSid: config.TWILIO_ACCOUNT_SID,
            authToken: config.TWILIO_AUTH_TOKEN,
            from: config.TWILIO_FROM,
            baseUrl: config.TWILIO_API_BASE_URL,
          }
        : null,
    enableTestNotifications: config.ENABLE_TEST_NOTIFICATIONS,
    retry: {
      limit: config.NOTIFY_RETRY_LIMIT,
      delaySeconds: config.NOTIFY_RETRY_DELAY_SECONDS,
      backoff: config.NOTIFY_RETRY_BACKOFF,
    },
    limits: {
      testRequestsPerMinute: config.TEST_NOTIFICATIONS_PER_MINUTE,
      smsPerPhonePerDay: config.SMS_PER_PHONE_PER_DAY,
      smsAllowedCountries: config.SMS_ALLOWED_COUNTRIES,
      emailsPerAddressPerDay: config.EMAILS_PER_ADDRESS_PER_DAY,
      completionsPerHour: config.COMPLETIONS_PER_HOUR,
      customerSmsPerDay: config.CUSTOMER_SMS_PER_DAY,
      customerEmailsPerDay: config.CUSTOMER_EMAILS_PER_DAY,
    },
  };
}
