import { describe, expect, it } from 'vitest';
import { logFailures } from './create-providers';
import { describeSendError } from './describe-error';
import { TwilioError } from './twilio-client';
import type { SmsMessage } from './types';

describe('describeSendError', () => {
  it('masks addresses and numbers that providers echo back', () => {
    const line = describeSendError(new Error('550 <dana@example.com> rejected; To +1 (205) 555-0134 invalid'));
    expect(line).not.toContain('dana@example.com');
    expect(line).not.toContain('555-0134');
    expect(line).toContain('[address]');
    expect(line).toContain('[number]');
  });

  it("keeps a failed query's SQL but not its parameters (the outbox is a database)", () => {
    const failed = new Error(
      'Failed query: insert into "notification_outbox" values ($1, $2)\nparams: email,Hi Dana Hunter',
    );
    const line = describeSendError(failed);
    expect(line).toContain('Failed query: insert into "notification_outbox"');
    expect(line).not.toContain('Dana Hunter');
  });

  it.each([
    ['URL-encoded', 'bad recipient dana.hunter%40example.com', 'dana.hunter'],
    ['spelled out', 'mailbox dana.hunter [at] example.com unknown', 'dana.hunter'],
    ['the mailbox name alone', '550 5.1.1 user dana.hunter unknown', 'dana.hunter'],
    ['in capitals', '550 <DANA.HUNTER@EXAMPLE.COM>: no such user', 'DANA.HUNTER'],
    ['as JSON', '{"to":"dana.hunter@example.com","error":"blocked"}', 'dana.hunter'],
    ['internationalised', '550 <dana@exämple.com> unknown', 'exämple'],
  ])('masks an address echoed %s', (_shape, text, secret) => {
    const line = describeSendError(new Error(text), 'dana.hunter@example.com');
    expect(line).not.toContain(secret);
    expect(line).not.toContain('example.com');
  });

  it.each([
    ['E.164', "The 'To' number +12055550134 is not valid", '2055550134'],
    ['URL-encoded', 'To=%2B12055550134 refused', '2055550134'],
    ['with dashes', 'number 205-555-0134 is blocked', '555-0134'],
    ['with dots', 'number 205.555.0134 is blocked', '555.0134'],
    ['seven digits', 'local number 555 0134 unreachable', '555 0134'],
    ['digits only', 'recipient 2055550134 opted out', '2055550134'],
  ])('masks a number echoed %s', (_shape, text, secret) => {
    expect(describeSendError(new Error(text), '+12055550134')).not.toContain(secret);
  });

  it("keeps the reply codes and Twilio's error codes that explain the failure", () => {
    expect(describeSendError(new Error('Twilio answered 400: error 21211'))).toBe('Twilio answered 400: error 21211');
    expect(describeSendError(new Error('550 5.1.1 Mailbox unavailable'))).toBe('550 5.1.1 Mailbox unavailable');
  });

  it('says when the provider may have taken the message', () => {
    const error = new TwilioError('Twilio did not answer within 15 s', null, { unconfirmed: true });
    expect(describeSendError(error)).toBe('No answer in time, it may have gone out: Twilio did not answer within 15 s');
  });
});

describe('logFailures', () => {
  it('logs each failure once with the order number, channel and kind, and no personal data', async () => {
    const lines: string[] = [];
    const log = { info: () => {}, warn: (line: string) => lines.push(line) };
    const sender = logFailures<SmsMessage>(
      'sms',
      {
        provider: 'twilio',
        send: () =>
          Promise.reject(
            new TwilioError("Twilio answered 400: The 'To' number +1 205-555-0134 is not valid", 400, { code: 21211 }),
          ),
      },
      log,
    );
    await expect(sender.send({ to: '+12055550134', body: 'Hi Dana', orderNumber: 'GM-1042' })).rejects.toThrow();
    expect(lines).toEqual([
      "sms for order GM-1042 failed via twilio (permanent, not retried): Twilio answered 400: The 'To' number [number] is not valid",
    ]);
  });
});
