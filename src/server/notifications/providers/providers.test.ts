import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeSmtp, startFakeSmtp } from '../../test/fake-smtp';
import { type FakeTwilio, startFakeTwilio } from '../../test/fake-twilio';
import { checkTwilioCredentials } from '../check-twilio-credentials';
import { notificationSettingsFromConfig } from '../settings';
import { createSmtpEmailSender } from './smtp-email';
import { buildConfig } from '../testing/factories';
import { createTwilioClient, createTwilioSmsSender } from './twilio-client';

let smtp: FakeSmtp;
let twilio: FakeTwilio;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  twilio = await startFakeTwilio();
});
afterAll(async () => {
  await smtp?.close();
  await twilio?.close();
});
beforeEach(() => {
  smtp.clear();
  smtp.setDown(false);
  twilio.clear();
  twilio.setMode('ok');
});

describe('SMTP email sender', () => {
  it('delivers text and HTML from MAIL_FROM, authenticating with the URL credentials', async () => {
    const sender = createSmtpEmailSender({ smtpUrl: smtp.url, from: 'Orders <orders@example.com>' });
    const result = await sender.send({
      to: 'dana@example.com',
      subject: 'Order GM-1 confirmed - $1.00',
      text: 'Plain body é',
      html: '<p>HTML body</p>',
      orderNumber: 'GM-1',
    });
    sender.close();
    expect(result.provider).toBe('smtp');
    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message?.from).toBe('orders@example.com');
    expect(message?.to).toEqual(['dana@example.com']);
    expect(message?.subject).toBe('Order GM-1 confirmed - $1.00');
    expect(message?.text).toContain('Plain body é');
    expect(message?.html).toContain('<p>HTML body</p>');
    expect(message?.auth).toEqual({ username: 'fake-user', password: 'fake-pass' });
  });

  it('fails when the server refuses connections', async () => {
    smtp.setDown(true);
    const sender = createSmtpEmailSender({ smtpUrl: smtp.url, from: 'orders@example.com' });
    await expect(
      sender.send({ to: 'dana@example.com', subject: 's', text: 't', html: 'h', orderNumber: 'GM-1' }),
    ).rejects.toThrow();
    sender.close();
    expect(smtp.messages).toHaveLength(0);
  });
});

describe('Twilio client', () => {
  const options = () => ({
    accountSid: twilio.accountSid,
    authToken: twilio.authToken,
    from: '+15005550006',
    baseUrl: twilio.baseUrl,
  });

  it('posts To, From and Body with Basic auth and returns the message sid', async () => {
    const result = await createTwilioSmsSender(options()).send({
      to: '+12055550134',
      body: 'Hello',
      orderNumber: 'GM-1',
    });
    expect(result.messageId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(twilio.messages).toEqual([
      { accountSid: twilio.accountSid, to: '+12055550134', from: '+15005550006', body: 'Hello', sid: result.messageId },
    ]);
  });

  it("reports Twilio's status and message on a failure", async () => {
    twilio.setMode('fail');
    await expect(createTwilioClient(options()).sendSms('+12055550134', 'Hello')).rejects.toThrow(
      'Twilio answered 500: Internal Server Error',
    );
    await expect(
      createTwilioClient({ ...options(), authToken: 'wrong' }).sendSms('+12055550134', 'Hello'),
    ).rejects.toThrow('Twilio answered 500');
    twilio.setMode('refuse');
    await expect(createTwilioClient(options()).sendSms('+12055550134', 'Hello')).rejects.toThrow(
      'could not be reached',
    );
    expect(twilio.messages).toHaveLength(0);
  });

  it('checks credentials by fetching the account', async () => {
    const env = { TWILIO_FROM: '+15005550006', TWILIO_API_BASE_URL: twilio.baseUrl };
    const right = notificationSettingsFromConfig(
      buildConfig({ ...env, TWILIO_ACCOUNT_SID: twilio.accountSid, TWILIO_AUTH_TOKEN: twilio.authToken }),
    );
    expect(await checkTwilioCredentials(right)).toEqual({
      success: true,
      message: 'Twilio credentials are valid (account: Fake Twilio account).',
    });
    const wrongToken = notificationSettingsFromConfig(
      buildConfig({ ...env, TWILIO_ACCOUNT_SID: twilio.accountSid, TWILIO_AUTH_TOKEN: 'not-the-token' }),
    );
    expect(await checkTwilioCredentials(wrongToken)).toEqual({
      success: false,
      message: 'Twilio rejected the check (HTTP 401): Authenticate',
    });
    const wrongSid = notificationSettingsFromConfig(
      buildConfig({
        ...env,
        TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
        TWILIO_AUTH_TOKEN: twilio.authToken,
      }),
    );
    expect((await checkTwilioCredentials(wrongSid)).success).toBe(false);
    const none = await checkTwilioCredentials(notificationSettingsFromConfig(buildConfig()));
    expect(none.success).toBe(false);
    expect(none.message).toContain('Twilio is not configured');
    expect(none.message).toContain('local outbox');
  });
});
