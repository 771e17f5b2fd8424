import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeSmtp, type SmtpStage, startFakeSmtp } from '../../test/fake-smtp';
import { type FakeTwilio, type FakeTwilioMode, startFakeTwilio } from '../../test/fake-twilio';
import { describeSendError, isPermanentSendError, isUnconfirmedSendError } from './describe-error';
import { createSmtpEmailSender } from './smtp-email';
import { createTwilioSmsSender } from './twilio-client';

/**
 * Each failure the fake servers can produce, read the way the worker reads it: permanent (recorded as failed
 * at once), temporary (retried with backoff) or unconfirmed (timed out after handing the message over).
 */
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
  smtp.setReject(null);
  smtp.setHang(null);
  twilio.clear();
  twilio.setMode('ok');
});

type Reading = { permanent: boolean; unconfirmed: boolean; line: string; ms: number };

async function readFailure(send: () => Promise<unknown>, recipient: string): Promise<Reading> {
  const started = Date.now();
  try {
    await send();
  } catch (error) {
    return {
      permanent: isPermanentSendError(error),
      unconfirmed: isUnconfirmedSendError(error),
      line: describeSendError(error, recipient),
      ms: Date.now() - started,
    };
  }
  throw new Error('the send did not fail');
}

// The greeting's wait is shorter than the socket's, as in production: a silent greeting reads as such.
const SHORT = { connectionMs: 2_000, greetingMs: 1_000, socketMs: 2_000, totalMs: 5_000 };

function sendEmail(to = 'dana.hunter@example.com', timeouts = SHORT) {
  const sender = createSmtpEmailSender({ smtpUrl: smtp.url, from: 'orders@example.com', timeouts });
  return readFailure(
    () => sender.send({ to, subject: 's', text: 't', html: 'h', orderNumber: 'GM-1' }).finally(() => sender.close()),
    to,
  );
}

describe('SMTP failures', () => {
  it.each<[number, SmtpStage]>([
    [501, 'rcpt'],
    [550, 'rcpt'],
    [553, 'rcpt'],
    [554, 'data'],
    [552, 'data'],
    [552, 'mail'],
  ])('%i at %s is permanent: this recipient or this message is refused for good', async (code, stage) => {
    smtp.setReject({ code, stage });
    const failure = await sendEmail();
    expect(failure).toMatchObject({ permanent: true, unconfirmed: false });
    expect(failure.line).toContain(String(code));
    expect(smtp.messages).toHaveLength(0);
  });

  it.each<[number, SmtpStage]>([
    [421, 'connect'],
    [450, 'rcpt'],
    [451, 'rcpt'],
    [452, 'data'],
    [451, 'data'],
    // Our own account or setup, the same for every message: retried until an operator fixes it.
    [535, 'auth'],
    [530, 'mail'],
    [550, 'mail'],
    [554, 'connect'],
  ])('%i at %s is temporary', async (code, stage) => {
    smtp.setReject({ code, stage });
    expect(await sendEmail()).toMatchObject({ permanent: false, unconfirmed: false });
    expect(smtp.messages).toHaveLength(0);
  });

  it('a server that is down is temporary', async () => {
    smtp.setDown(true);
    expect(await sendEmail()).toMatchObject({ permanent: false, unconfirmed: false });
  });

  it('a server that never greets times out within its bound, nothing handed over', async () => {
    smtp.setHang('greeting');
    const failure = await sendEmail();
    expect(failure).toMatchObject({ permanent: false, unconfirmed: false });
    expect(failure.ms).toBeLessThan(15_000);
    expect(smtp.messages).toHaveLength(0);
  });

  it('a server that takes the message and never answers times out, unconfirmed', async () => {
    smtp.setHang('data');
    const failure = await sendEmail();
    expect(failure).toMatchObject({ permanent: false, unconfirmed: true });
    expect(failure.line).toMatch(/^No answer in time, it may have gone out: /);
    expect(failure.ms).toBeLessThan(15_000);
    // The server did take it: this is the case a retry can duplicate.
    expect(smtp.messages).toHaveLength(1);
  });

  it('the whole send is bounded too, however long each wait may be', async () => {
    smtp.setHang('data');
    const failure = await sendEmail(undefined, { ...SHORT, socketMs: 30_000, totalMs: 1_000 });
    expect(failure).toMatchObject({ permanent: false, unconfirmed: true });
    expect(failure.line).toContain('did not finish within 1 s');
    expect(failure.ms).toBeLessThan(15_000);
  });
});

describe('Twilio failures', () => {
  const sendSms = (to = '+12055550134', extra: { from?: string; authToken?: string } = {}) =>
    readFailure(
      () =>
        createTwilioSmsSender({
          accountSid: twilio.accountSid,
          authToken: extra.authToken ?? twilio.authToken,
          from: extra.from ?? '+15005550006',
          baseUrl: twilio.baseUrl,
          timeoutMs: 1_000,
        }).send({ to, body: 'Hello', orderNumber: 'GM-1' }),
      to,
    );

  it('21211 (invalid To) is permanent, and the number is masked', async () => {
    const failure = await sendSms('+15005550001');
    expect(failure).toMatchObject({ permanent: true, unconfirmed: false });
    expect(failure.line).toContain('Twilio answered 400');
    expect(failure.line).not.toMatch(/5005550001/);
  });

  it('21212 (our own From number) is temporary: an operator fixes it', async () => {
    expect(await sendSms('+12055550134', { from: '+15005550001' })).toMatchObject({ permanent: false });
  });

  it('wrong credentials (401) are temporary', async () => {
    expect(await sendSms('+12055550134', { authToken: 'wrong' })).toMatchObject({ permanent: false });
  });

  it.each<FakeTwilioMode>(['throttle', 'fail', 'refuse'])('%s is temporary, nothing taken', async (mode) => {
    twilio.setMode(mode);
    expect(await sendSms()).toMatchObject({ permanent: false, unconfirmed: false });
    expect(twilio.messages).toHaveLength(0);
  });

  it('a Twilio that takes the message and never answers times out within its bound, unconfirmed', async () => {
    twilio.setMode('hang');
    const failure = await sendSms();
    expect(failure).toMatchObject({ permanent: false, unconfirmed: true });
    expect(failure.line).toBe('No answer in time, it may have gone out: Twilio did not answer within 1 s');
    expect(failure.ms).toBeLessThan(15_000);
    expect(twilio.messages).toHaveLength(1);
  });
});
