import { describe, expect, it } from 'vitest';
// The worker's concurrency: no more deliveries than this are ever in flight in one process.
import { WORKER_CONCURRENCY } from '../../src/server/notifications/queue';
import {
  deliveryStates,
  receivedPerOrder,
  submitOrder,
  useNotificationScene,
  waitFor,
} from './support/notification-traffic';

/**
 * docs/notifications.md, 'Under failure': a server process killed (SIGKILL) mid-traffic loses no notification, and
 * repeats at most the sends it had in the air. A real server process on a fresh PostgreSQL database, sending
 * through the local SMTP and Twilio fakes. Its own file: most of its time is the wait for the dead worker's job to
 * expire, which runs beside the other reliability files (ADR 0801, 'CI within its budget').
 */

const scene = useNotificationScene();

describe('notifications after a SIGKILL', () => {
  it('SIGKILL mid-traffic: after the restart every message arrives, twice at most for a send cut mid-air', async () => {
    const { providers } = scene;
    const url = await scene.freshDatabase();
    const first = await scene.start(url);
    // Sends take a moment, so that some are in flight when the process dies.
    providers.twilio.setDelay(300);
    let next = 0;
    let server = first;
    const traffic = async () => {
      while (next < 40) {
        const index = next++;
        // Refused while no process runs: the customer tries again (an order left uncompleted is no message).
        while (
          !(await submitOrder(server, 200 + index).then(
            () => true,
            () => false,
          ))
        )
          await new Promise((resolve) => setTimeout(resolve, 500));
      }
    };
    const customers = Promise.all([traffic(), traffic(), traffic()]);
    await waitFor(() => providers.twilio.messages.length >= 5 && next >= 15, 'traffic under way');
    first.child.kill('SIGKILL');
    await first.exited;
    // The deliveries a dead worker held: the only ones whose message the provider may have taken unrecorded.
    const cut = (await deliveryStates(url)).filter((row) => row.status === 'sending');
    expect(cut.length).toBeLessThanOrEqual(WORKER_CONCURRENCY);

    providers.twilio.setDelay(0);
    server = await scene.start(url);
    await customers;
    const numbers = [...new Set((await deliveryStates(url)).map((row) => row.order_number))];
    expect(numbers.length).toBeGreaterThan(20);
    // Worst case: job expiry 45 s + maintenance 15 s + the claim's staleness; well within the bound.
    await waitFor(() => scene.allSent(url, numbers), 'every message sent after the restart');

    const mayRepeat = new Set(cut.map((row) => `${row.order_number}/${row.channel}`));
    const received = receivedPerOrder(providers, numbers);
    for (const order of received) {
      for (const channel of ['email', 'sms'] as const) {
        const most = mayRepeat.has(`${order.number}/${channel}`) ? 2 : 1;
        expect({ order: order.number, channel, count: order[channel] >= 1 && order[channel] <= most }).toEqual({
          order: order.number,
          channel,
          count: true,
        });
      }
    }
    const duplicates = received.reduce(
      (sum, order) => sum + Math.max(0, order.email - 1) + Math.max(0, order.sms - 1),
      0,
    );
    expect(duplicates).toBeLessThanOrEqual(cut.length);
  });
});
