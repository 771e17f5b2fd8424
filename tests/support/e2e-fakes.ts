import { startFakeSmtp } from './fake-smtp';
import { startFakeTwilio } from './fake-twilio';

/**
 * The local SMTP and Twilio servers of the browser tests. tests/e2e/serve.ts starts them beside the app
 * and points the app at them; the specs read what they received over HTTP. Ports follow E2E_PORT so
 * that two runs with different E2E_PORTs do not collide.
 */
const appPort = Number(process.env.E2E_PORT ?? 3210);

export const E2E_FAKES = {
  smtpPort: appPort + 1,
  smtpControlUrl: `http://127.0.0.1:${appPort + 2}`,
  twilioUrl: `http://127.0.0.1:${appPort + 3}`,
  accountSid: 'ACe2e00000000000000000000000000000',
  authToken: 'e2e-auth-token',
  twilioFrom: '+15005550006',
  mailFrom: 'orders@example.com',
} as const;

export async function startE2eFakes(): Promise<{ env: Record<string, string>; close: () => Promise<void> }> {
  const smtp = await startFakeSmtp({ port: E2E_FAKES.smtpPort, controlPort: appPort + 2 });
  const twilio = await startFakeTwilio({
    port: appPort + 3,
    accountSid: E2E_FAKES.accountSid,
    authToken: E2E_FAKES.authToken,
  });
  return {
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: E2E_FAKES.mailFrom,
      TWILIO_ACCOUNT_SID: E2E_FAKES.accountSid,
      TWILIO_AUTH_TOKEN: E2E_FAKES.authToken,
      TWILIO_FROM: E2E_FAKES.twilioFrom,
      TWILIO_API_BASE_URL: twilio.baseUrl,
      ENABLE_TEST_NOTIFICATIONS: 'true',
      // Every browser test comes from 127.0.0.1: the per-client limits must not trip the whole suite.
      COMPLETIONS_PER_HOUR: '100000',
      TEST_NOTIFICATIONS_PER_MINUTE: '1000',
      NOTIFY_RETRY_DELAY_SECONDS: '1',
    },
    close: async () => {
      await smtp.close();
      await twilio.close();
    },
  };
}
