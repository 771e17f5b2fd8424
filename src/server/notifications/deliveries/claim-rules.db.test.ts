import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { notificationAttempts, notificationDeliveries, notificationOutbox } from '../../db/notification-schema';
import { readNotificationSummaries } from '../../shop-orders/order-notifications';
import { createTestDatabase } from '../../test/test-database';
import { RECHECK_HELD_SECONDS, deliverOrderNotifications } from '../deliver-order-notifications';
import { createProviders } from '../providers';
import { NOTIFICATION_QUEUE, type NotificationQueue, pgBossDatabase, startNotificationQueue } from '../queue';
import { notificationSettingsFromConfig } from '../settings';
import { buildConfig, eventually, insertCompletedOrder } from '../testing/factories';
import {
  type ClaimedDelivery,
  STALE_CLAIM_SECONDS,
  claimDelivery,
  createPendingDeliveries,
  finishDelivery,
  listDeliveries,
} from './deliveries-store';

const silent = { info: () => {}, warn: () => {} };
// No provider configured: the local outbox sends, and its table says what went out.
const settings = notificationSettingsFromConfig(buildConfig());

describe(`delivery claims on ${process.env.TEST_DB ?? 'pglite'}`, () => {
  let database: DatabaseHandle;
  let queue: NotificationQueue | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await queue?.stop();
    await database?.close();
  });

  const deps = () => ({
    db: database.db,
    providers: createProviders(database.db, settings, silent),
    limits: settings.limits,
    publicUrl: settings.publicUrl,
  });

  async function orderWithDeliveries() {
    const order = await insertCompletedOrder(database.db);
    await createPendingDeliveries(database.db, order.id);
    const rows = await listDeliveries(database.db, order.id);
    const byChannel = (channel: string) => rows.find((row) => row.channel === channel)?.id ?? '';
    return { order, email: byChannel('email'), sms: byChannel('sms') };
  }

  async function claimed(deliveryId: string): Promise<ClaimedDelivery> {
    const claim = await claimDelivery(database.db, deliveryId);
    if (!('claimed' in claim)) throw new Error(`not claimed: ${JSON.stringify(claim)}`);
    return claim.claimed;
  }

  async function row(deliveryId: string) {
    const [found] = await database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.id, deliveryId));
    if (!found) throw new Error('no delivery');
    return found;
  }

  async function outboxCount(channel: string): Promise<number> {
    const rows = await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.channel, channel));
    return rows.length;
  }

  /** Ages the claim as if its worker had died that long ago. */
  async function ageClaim(deliveryId: string, seconds: number): Promise<void> {
    await database.db
      .update(notificationDeliveries)
      .set({ claimedAt: sql.raw(`now() - interval '${seconds} seconds'`) })
      .where(eq(notificationDeliveries.id, deliveryId));
  }

  async function recordFailedTry(deliveryId: string, unconfirmed: boolean): Promise<void> {
    await database.db.insert(notificationAttempts).values({
      deliveryId,
      channel: 'sms',
      recipient: '+12055550134',
      provider: 'twilio',
      outcome: 'failed',
      unconfirmed,
    });
  }

  it('an order completed before there were delivery rows gets them from its job, and both go out', async () => {
    const order = await insertCompletedOrder(database.db);
    expect(await listDeliveries(database.db, order.id)).toEqual([]);
    const outcome = await deliverOrderNotifications(deps(), order.id);
    expect(outcome).toMatchObject({ email: true, sms: true, errors: [] });
    const rows = await database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.orderId, order.id));
    expect(rows.map((found) => [found.channel, found.kind, found.status]).sort()).toEqual([
      ['email', 'confirmation', 'sent'],
      ['sms', 'confirmation', 'sent'],
    ]);
  });

  it('a claim reports how many of its tries ended unconfirmed (sending reads it to stop handing the message over)', async () => {
    const { sms } = await orderWithDeliveries();
    const first = await claimed(sms);
    expect(first.unconfirmed).toBe(0);
    for (const unconfirmed of [true, false, true]) await recordFailedTry(sms, unconfirmed);
    await finishDelivery(database.db, first, {
      status: 'failed',
      provider: 'twilio',
      lastError: 'timed out',
      permanent: false,
    });
    // Another delivery's unconfirmed try is not this one's.
    await recordFailedTry((await orderWithDeliveries()).sms, true);
    expect((await claimed(sms)).unconfirmed).toBe(2);
  });

  it("a row 'sending' under another worker's live claim is not done: the order is looked at again", async () => {
    const { order, email, sms } = await orderWithDeliveries();
    await claimed(sms);
    expect(await claimDelivery(database.db, sms)).toEqual({ busy: { staleInSeconds: expect.any(Number) } });
    const smsBefore = await outboxCount('sms');

    const outcome = await deliverOrderNotifications(deps(), order.id);
    expect(outcome).toMatchObject({ email: true, sms: false, retryable: false });
    expect(outcome.recheckInSeconds).toBe(RECHECK_HELD_SECONDS);
    expect(outcome.errors).toEqual(['SMS: being sent by another worker']);
    expect((await row(email)).status).toBe('sent');
    expect((await row(sms)).status).toBe('sending');
    expect(await outboxCount('sms')).toBe(smsBefore);
  });

  it("a stale claim is taken over, and the dead claimant's late outcome changes nothing", async () => {
    const { sms } = await orderWithDeliveries();
    const first = await claimed(sms);
    await ageClaim(sms, STALE_CLAIM_SECONDS - 5);
    expect(await claimDelivery(database.db, sms)).toEqual({ busy: { staleInSeconds: expect.any(Number) } });
    await ageClaim(sms, STALE_CLAIM_SECONDS + 1);
    const second = await claimed(sms);
    expect((await row(sms)).attempts).toBe(2);

    await finishDelivery(database.db, first, {
      status: 'failed',
      provider: 'twilio',
      lastError: 'late',
      permanent: false,
    });
    expect((await row(sms)).status).toBe('sending');
    await finishDelivery(database.db, second, { status: 'sent', provider: 'twilio', providerMessageId: 'SM1' });
    expect(await row(sms)).toMatchObject({ status: 'sent', providerMessageId: 'SM1', claimToken: null });
    expect(await claimDelivery(database.db, sms)).toEqual({ ended: 'sent' });
  });

  it('a permanent failure is failed for good and never claimed again; a temporary one is retried', async () => {
    const { order, email, sms } = await orderWithDeliveries();
    await finishDelivery(database.db, await claimed(email), {
      status: 'failed',
      provider: 'smtp',
      lastError: '550 Mailbox unavailable',
      permanent: true,
    });
    expect(await row(email)).toMatchObject({ status: 'failed', failedPermanently: true, linkToken: null });
    expect(await claimDelivery(database.db, email)).toEqual({ ended: 'failed' });
    // Not even once its claim would have gone stale.
    await ageClaim(email, STALE_CLAIM_SECONDS * 10);
    expect(await claimDelivery(database.db, email)).toEqual({ ended: 'failed' });

    await finishDelivery(database.db, await claimed(sms), {
      status: 'failed',
      provider: 'twilio',
      lastError: 'Twilio answered 500',
      permanent: false,
    });
    const failed = await row(sms);
    expect(failed).toMatchObject({ status: 'failed', failedPermanently: false });
    expect(failed.linkToken).not.toBeNull();
    expect('claimed' in (await claimDelivery(database.db, sms))).toBe(true);
    // The order page says which of them will be tried again.
    const summaries = await readNotificationSummaries(database.db, order.id);
    expect(summaries.map((message) => [message.channel, message.status, message.failed_permanently])).toEqual([
      ['email', 'failed', true],
      ['sms', 'sending', false],
    ]);
  });

  it('the queue looks at a held delivery again until its claim is stale, and then sends it', async () => {
    queue = await startNotificationQueue({ handle: database, settings, log: silent, pollingIntervalSeconds: 0.5 });
    const order = await insertCompletedOrder(database.db);
    await database.db.transaction(async (tx) => queue?.enqueue(tx, order.id));
    const [sms] = await database.db
      .select()
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.orderId, order.id), eq(notificationDeliveries.channel, 'sms')));
    const smsId = sms?.id ?? '';
    await claimed(smsId);
    const smsBefore = await outboxCount('sms');
    const jobs = async () => {
      const { rows } = await pgBossDatabase(database).executeSql(
        `SELECT state, extract(epoch from start_after - now())::float8 AS wait FROM pgboss.job
          WHERE name = $1 AND data->>'orderId' = $2 ORDER BY created_on`,
        [NOTIFICATION_QUEUE, order.id],
      );
      return rows as { state: string; wait: number }[];
    };

    queue.work(deps());
    await eventually(async () => (await jobs()).length === 2, 'the order queued again');
    const [first, again] = await jobs();
    expect(first?.state).toBe('completed');
    expect(again?.state).toBe('created');
    expect(again?.wait).toBeGreaterThan(RECHECK_HELD_SECONDS - 5);
    expect(again?.wait).toBeLessThanOrEqual(RECHECK_HELD_SECONDS + 1);
    // Looked at again while the claim is live: still not sent, queued once more.
    await pgBossDatabase(database).executeSql(
      `UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND state = 'created' AND data->>'orderId' = $2`,
      [NOTIFICATION_QUEUE, order.id],
    );
    await eventually(async () => (await jobs()).length === 3, 'the order queued once more');
    expect((await row(smsId)).status).toBe('sending');
    expect(await outboxCount('sms')).toBe(smsBefore);

    // That time has passed: the claim is stale and the job due.
    await ageClaim(smsId, STALE_CLAIM_SECONDS + 1);
    await pgBossDatabase(database).executeSql(
      `UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND state = 'created' AND data->>'orderId' = $2`,
      [NOTIFICATION_QUEUE, order.id],
    );
    await eventually(async () => (await jobs()).every((job) => job.state === 'completed'), 'the job completed');
    expect(await row(smsId)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await outboxCount('sms')).toBe(smsBefore + 1);
  });
});
