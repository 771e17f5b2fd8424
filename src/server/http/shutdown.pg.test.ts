import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { buildDeerAnimalInput, paths, placeOrderViaApi } from '../test/factories';
import { startTestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('closing the app', () => {
  // Without Connection: close on the last answer, close() would wait for the keep-alive timeout (about 72 s).
  it('lets an in-flight request finish, refuses new connections, and ends promptly', async () => {
    let entered!: () => void;
    const hookEntered = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const hookReleased = new Promise<void>((resolve) => (release = resolve));
    const t = await startTestApp({
      database,
      hooks: {
        onOrderCompleted: async () => {
          entered();
          await hookReleased;
        },
      },
    });
    const placed = await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ribs'] });

    const inFlight = t.request('POST', paths.complete(placed.order.id));
    await hookEntered;
    const closed = t.close();
    // The listener is closed at once: a new client cannot connect while the old request runs.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(fetch(`${t.baseUrl}/api/health`)).rejects.toThrow();
    release();

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect((answer.body as { order: { status: string } }).order.status).toBe('completed');
    await closed;
  });
});
