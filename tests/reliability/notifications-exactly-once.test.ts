import { describe, expect, it } from 'vitest';
import { deliveryStates, submitOrder, useNotificationScene, waitFor } from './support/notification-traffic';
import type { ServerProcess } from '../../src/server/test/server-process';

/**
 * docs/notifications.md, 'Under failure': notifications are never lost and never sent twice when a server process is
 * stopped (SIGTERM) mid-send, or when two processes share one database. Real server processes on a fresh PostgreSQL
 * database, sending through the local SMTP and Twilio fakes. A SIGKILL mid-traffic is
 * notifications-after-sigkill.test.ts, a file of its own so that its long wait for the dead worker's job to
 * expire runs beside these (ADR 0801, 'CI within its budget').
 */

const scene = useNotificationScene();

describe('notifications exactly once across restarts', () => {
  it('SIGTERM during a slow SMS send: the send finishes, the rest go out after the restart, each once', async () => {
    const { providers } = scene;
    const url = await scene.freshDatabase();
    const first = await scene.start(url);
    providers.twilio.setDelay(3_000);
    const requestsBefore = providers.twilio.requests;
    const numbers: string[] = [];
    for (let index = 0; index < 4; index += 1) numbers.push(await submitOrder(first, index));
    await waitFor(() => providers.twilio.requests > requestsBefore, 'an SMS in flight');

    const stopping = Date.now();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // Bounded: the in-flight sends (3 s here) finish, nothing waits for the 20 s cap.
    expect(Date.now() - stopping).toBeLessThan(30_000);
    expect(first.output()).not.toMatch(/Unhandled rejection/);
    const states = await deliveryStates(url);
    expect(states.filter((row) => row.status === 'sending')).toEqual([]);

    providers.twilio.setDelay(0);
    await scene.start(url);
    await waitFor(() => scene.allSent(url, numbers), 'every message sent after the restart');
    scene.expectExactlyOnce(numbers);
  });

  it('SIGTERM while the provider never answers: the send is cut, recorded, and retried after the restart', async () => {
    const { providers } = scene;
    const url = await scene.freshDatabase();
    const first = await scene.start(url);
    // Longer than Twilio's request timeout (15 s) and the shutdown's 20 s wait: the provider never takes it.
    providers.twilio.setDelay(60_000);
    const requestsBefore = providers.twilio.requests;
    const number = await submitOrder(first, 100);
    await waitFor(() => providers.twilio.requests > requestsBefore, 'the SMS in flight');
    const stopping = Date.now();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(30_000);
    // Timed out within the wait ('failed', may pass), or cut by the exit ('sending'): either way not done.
    const left = (await deliveryStates(url)).find((row) => row.channel === 'sms');
    expect(['failed', 'sending']).toContain(left?.status);
    expect(providers.twilio.messages).toHaveLength(0);

    providers.twilio.setDelay(0);
    await scene.start(url);
    // The job's retry sends it (a row left 'sending' once its claim is stale, 90 s after it was taken).
    await waitFor(() => scene.allSent(url, [number]), 'the SMS sent after the restart');
    scene.expectExactlyOnce([number]);
  });

  it('two processes on one database: each message is sent once', async () => {
    const url = await scene.freshDatabase();
    const servers = [await scene.start(url), await scene.start(url)];
    const numbers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => submitOrder(servers[index % 2] as ServerProcess, 400 + index)),
    );
    await waitFor(() => scene.allSent(url, numbers), 'every message sent');
    scene.expectExactlyOnce(numbers);
  });
});
