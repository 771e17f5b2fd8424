import { type FakeSmtp, startFakeSmtp } from '../../src/server/test/fake-smtp';
import { type FakeTwilio, startFakeTwilio } from '../../src/server/test/fake-twilio';

/**
 * The local SMTP and Twilio servers of the browser tests: each test worker starts its own beside its app
 * server (tests/e2e/fixtures.ts) and points the app at them; the specs read what they received from them.
 */
export const E2E_SENDERS = { twilioFrom: '+15005550006', mailFrom: 'orders@example.com' } as const;

export type E2eFakes = {
  smtp: FakeSmtp;
  twilio: FakeTwilio;
  /** The app's variables that send through them. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

export async function startE2eFakes(): Promise<E2eFakes> {
  const smtp = await startFakeSmtp();
  const twilio = await startFakeTwilio();
  return {
    smtp,
    twilio,
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: E2E_SENDERS.mailFrom,
      TWILIO_ACCOUNT_SID: twilio.accountSid,
      TWILIO_AUTH_TOKEN: twilio.authToken,
      TWILIO_FROM: E2E_SENDERS.twilioFrom,
      TWILIO_API_BASE_URL: twilio.baseUrl,
      ENABLE_TEST_NOTIFICATIONS: 'true',
      // Every browser test comes from 127.0.0.1: the per-client limits must not trip the whole suite.
      COMPLETIONS_PER_HOUR: '100000',
      DRAFTS_PER_HOUR: '100000',
      DRAFT_WRITES_PER_HOUR: '100000',
      ORDER_READS_PER_MINUTE: '100000',
      CUSTOMER_SMS_PER_DAY: '100000',
      CUSTOMER_EMAILS_PER_DAY: '100000',
      TEST_NOTIFICATIONS_PER_MINUTE: '1000',
      NOTIFY_RETRY_DELAY_SECONDS: '1',
    },
    close: async () => {
      await smtp.close();
      await twilio.close();
    },
  };
}

/** What the fakes received for one customer (each test's customers are its own). */
export function messagesTo(fakes: Pick<E2eFakes, 'smtp' | 'twilio'>, customer: { email: string; e164: string }) {
  return {
    emails: fakes.smtp.messages.filter((message) => message.to.includes(customer.email)),
    sms: fakes.twilio.messages.filter((message) => message.to === customer.e164),
  };
}
