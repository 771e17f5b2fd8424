import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeTwilio, startFakeTwilio } from '../../test/fake-twilio';
import type { DatabaseHandle } from '../../db/client';
import { type DeliveryKind, notificationAttempts, notificationDeliveries } from '../../db/notification-schema';
import { createTestDatabase } from '../../test/test-database';
import { createOutboxEmailSender, createOutboxSmsSender } from '../providers/outbox';
import { createTwilioSmsSender } from '../providers/twilio-client';
import type { Providers } from '../providers';
import { insertCompletedOrder } from '../testing/factories';
import type { SendingDelivery } from '../deliveries/attempts-store';
import { claimDelivery, finishDelivery } from '../deliveries/deliveries-store';
import { MAX_UNCONFIRMED_TRIES, type SendDeps, sendAndRecord } from './send-and-record';

let database: DatabaseHandle;
let twilio: FakeTwilio;
const quiet = { info: () => {}, warn: () => {} };
const limits = {
  smsPerPhonePerDay: 5,
  smsAllowedCountries: ['US', 'CA'],
  emailsPerAddressPerDay: 10,
  customerSmsPerDay: 1_000,
  customerEmailsPerDay: 1_000,
};

beforeAll(async () => {
  database = await createTestDatabase();
  twilio = await startFakeTwilio();
});
afterAll(async () => {
  await twilio?.close();
  await database?.close();
});
beforeEach(() => {
  twilio.clear();
  twilio.setMode('ok');
});

function outboxDeps(): SendDeps {
  const providers: Providers = {
    email: createOutboxEmailSender(database.db, quiet),
    sms: createOutboxSmsSender(database.db, quiet),
    real: { email: false, sms: false },
  };
  return { db: database.db, providers, limits };
}

const email = (recipient: string, delivery: SendingDelivery | null = null) => ({
  channel: 'email' as const,
  recipient,
  delivery,
  message: { subject: 'Order GM-1 confirmed', text: 't', html: 'h', orderNumber: 'GM-1' },
});
const sms = (recipient: string, delivery: SendingDelivery | null = null) => ({
  channel: 'sms' as const,
  recipient,
  delivery,
  message: { body: 'Hello', orderNumber: 'GM-1' },
});

async function insertDelivery(kind: DeliveryKind, channel: 'email' | 'sms'): Promise<string> {
  const order = await insertCompletedOrder(database.db);
  const [row] = await database.db
    .insert(notificationDeliveries)
    .values({ orderId: order.id, channel, kind })
    .returning({ id: notificationDeliveries.id });
  if (!row) throw new Error('no delivery');
  return row.id;
}

/**
 * Sends the delivery's SMS as the worker does: its claim reads what sending needs to know of it (the
 * unconfirmed tries among them); the claim is then released for the next try whatever the outcome.
 */
async function sendClaimedSms(deps: SendDeps, phone: string, deliveryId: string) {
  const claim = await claimDelivery(database.db, deliveryId);
  if (!('claimed' in claim)) throw new Error(`not claimed: ${JSON.stringify(claim)}`);
  const { claimed } = claim;
  const outcome = await sendAndRecord(
    deps,
    sms(phone, { id: claimed.id, kind: 'confirmation', unconfirmed: claimed.unconfirmed }),
  );
  await finishDelivery(database.db, claimed, {
    status: 'failed',
    provider: 'twilio',
    lastError: 'released',
    permanent: false,
  });
  return outcome;
}

describe('the daily cap per email address', () => {
  it('refuses the 11th email to one mailbox in 24 hours, however the address is spelled, and records it', async () => {
    const spellings = [
      'victim@example.com',
      'Victim@Example.COM',
      'victim+1@example.com',
      'victim+order@example.com',
      'VICTIM+x@example.com',
    ];
    const outcomes = [];
    for (let index = 0; index < 12; index++)
      outcomes.push(await sendAndRecord(outboxDeps(), email(spellings[index % spellings.length] ?? '')));
    expect(outcomes.filter((outcome) => outcome.status === 'sent')).toHaveLength(10);
    expect(outcomes.slice(10)).toEqual([
      { status: 'skipped', reason: 'daily limit of 10 emails for this address reached' },
      { status: 'skipped', reason: 'daily limit of 10 emails for this address reached' },
    ]);
    const attempts = await database.db
      .select()
      .from(notificationAttempts)
      .where(eq(notificationAttempts.recipient, 'victim@example.com'));
    expect(attempts.filter((attempt) => attempt.outcome === 'skipped')).toHaveLength(2);
    // Another mailbox has its own cap.
    expect((await sendAndRecord(outboxDeps(), email('someone.else@example.com'))).status).toBe('sent');
  });

  it('holds when the sends race each other', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 15 }, () => sendAndRecord(outboxDeps(), email('racer@gmail.com'))),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'sent')).toHaveLength(10);
  });

  it('skips an address that cannot receive mail (one stored before the rule refused it)', async () => {
    expect(await sendAndRecord(outboxDeps(), email('john@gmail..com'))).toEqual({
      status: 'skipped',
      reason: 'the email address cannot receive mail',
    });
  });

  it("does not cap the shop's own 'New order' email", async () => {
    const delivery = {
      id: await insertDelivery('shop_new_order', 'email'),
      kind: 'shop_new_order',
      unconfirmed: 0,
    } as const;
    const outcomes = [];
    for (let index = 0; index < 12; index++)
      outcomes.push(await sendAndRecord(outboxDeps(), email('orders@shop.example.com', delivery)));
    expect(outcomes.every((outcome) => outcome.status === 'sent')).toBe(true);
  });
});

describe('numbers that get no SMS', () => {
  it.each([
    ['+1 900 555 0134', 'SMS are not sent to premium-rate numbers'],
    ['1-976-555-0134', 'SMS are not sent to premium-rate numbers'],
    ['(205) 976-0134', 'SMS are not sent to premium-rate numbers'],
    ['+1 911 555 0134', 'SMS are not sent to N11 service numbers (211 to 911)'],
    ['(205) 411-0134', 'SMS are not sent to N11 service numbers (211 to 911)'],
    ['(311) 555-0134', 'SMS are not sent to N11 service numbers (211 to 911)'],
  ])('%s is skipped: %s', async (phone, reason) => {
    expect(await sendAndRecord(outboxDeps(), sms(phone))).toEqual({ status: 'skipped', reason });
    const [attempt] = await database.db
      .select()
      .from(notificationAttempts)
      .where(eq(notificationAttempts.error, reason))
      .limit(1);
    expect(attempt?.outcome).toBe('skipped');
  });

  it.each(['(205) 555-0134', '+1 555 123 4567', '+1 800 555 0134', '+1 416 555 0199'])('%s is sent', async (phone) => {
    expect((await sendAndRecord(outboxDeps(), sms(phone))).status).toBe('sent');
  });
});

describe('a provider that takes the message and never answers', () => {
  function twilioDeps(): SendDeps {
    const providers: Providers = {
      email: createOutboxEmailSender(database.db, quiet),
      sms: createTwilioSmsSender({
        accountSid: twilio.accountSid,
        authToken: twilio.authToken,
        from: '+15005550006',
        baseUrl: twilio.baseUrl,
        timeoutMs: 500,
      }),
      real: { email: false, sms: true },
    };
    return { db: database.db, providers, limits: { ...limits, smsPerPhonePerDay: 3 } };
  }

  it(`is tried at most ${MAX_UNCONFIRMED_TRIES} times per message, and those tries count against the cap`, async () => {
    twilio.setMode('hang');
    const deliveryId = await insertDelivery('confirmation', 'sms');
    const first = await sendClaimedSms(twilioDeps(), '(205) 555-0188', deliveryId);
    expect(first).toMatchObject({ status: 'failed', permanent: false, unconfirmed: true });
    const second = await sendClaimedSms(twilioDeps(), '(205) 555-0188', deliveryId);
    expect(second).toMatchObject({ status: 'failed', unconfirmed: true });
    twilio.setMode('ok');
    const third = await sendClaimedSms(twilioDeps(), '(205) 555-0188', deliveryId);
    expect(third).toMatchObject({ status: 'skipped' });
    expect(third.status === 'skipped' && third.reason).toContain('not sent again');
    // Twilio took both tries: the customer may have them both, never a third.
    expect(twilio.messages).toHaveLength(2);

    // Both may have reached the number: with a cap of 3, one more SMS may go to it today, not two.
    expect((await sendAndRecord(twilioDeps(), sms('(205) 555-0188'))).status).toBe('sent');
    expect(await sendAndRecord(twilioDeps(), sms('(205) 555-0188'))).toEqual({
      status: 'skipped',
      reason: 'daily limit of 3 SMS for this number reached',
    });
  });

  it('a refused connection is retried as often as it takes: nothing was taken', async () => {
    twilio.setMode('refuse');
    const deliveryId = await insertDelivery('confirmation', 'sms');
    for (let index = 0; index < MAX_UNCONFIRMED_TRIES + 1; index++)
      expect(await sendClaimedSms(twilioDeps(), '(205) 555-0189', deliveryId)).toMatchObject({
        status: 'failed',
        unconfirmed: false,
      });
    twilio.setMode('ok');
    expect((await sendClaimedSms(twilioDeps(), '(205) 555-0189', deliveryId)).status).toBe('sent');
  });
});
