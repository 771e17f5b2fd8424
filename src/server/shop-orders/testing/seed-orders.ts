import { sql } from 'drizzle-orm';
import type { Stage } from '../../../domain/shop';
import type { Executor } from '../../db/client';
import { orderCuts, orders } from '../../db/schema';
import { orderEvents } from '../../db/shop-schema';

/** A submitted order written straight to the tables (boards of thousands, orders in any stage). */
export type SeedOrder = {
  fullName?: string;
  email?: string;
  phoneNumber?: string;
  animalType?: 'Deer' | 'Hog';
  stage?: Stage;
  tagNumber?: number | null;
  season?: number | null;
  completedAt?: Date;
  totalCents?: number;
  /** The customer's language (messages are written in it). */
  language?: 'en' | 'es';
  /** A ready order: the shop-local day it became ready, with that day's storage terms (defaults 14, none). */
  readyOn?: string;
  storageFreeDays?: number;
  storageFeeCents?: number;
};

export type SeededOrder = { id: string; orderNumber: number };

const CHUNK = 500;

/**
 * Inserts submitted orders (a deer with Ribs or a hog under 200 lbs with Chops, $125.00) with their
 * 'submitted' history row; stages past submitted get a tag when one is given.
 */
export async function seedSubmittedOrders(executor: Executor, seeds: readonly SeedOrder[]): Promise<SeededOrder[]> {
  const seeded: SeededOrder[] = [];
  for (let start = 0; start < seeds.length; start += CHUNK) {
    const chunk = seeds.slice(start, start + CHUNK);
    const rows = await executor
      .insert(orders)
      .values(
        chunk.map((seed, index) => {
          const completedAt = seed.completedAt ?? new Date(Date.now() - (seeds.length - start - index) * 1000);
          const hog = seed.animalType === 'Hog';
          const tagNumber = seed.tagNumber ?? null;
          return {
            fullName: seed.fullName ?? `Seeded Hunter ${start + index}`,
            email: seed.email ?? `seeded.${start + index}@example.com`,
            phoneNumber: seed.phoneNumber ?? '+1 555 010 0000',
            animalType: hog ? 'Hog' : 'Deer',
            gender: hog ? 'Boar' : 'Buck',
            weightOption: hog ? 'under200' : null,
            weightCost: hog ? 125 : null,
            status: 'completed',
            totalCents: seed.totalCents ?? 12_500,
            completedAt,
            createdAt: completedAt,
            updatedAt: completedAt,
            stage: seed.stage ?? 'submitted',
            stageChangedAt: completedAt,
            tagNumber,
            season: tagNumber === null ? null : (seed.season ?? completedAt.getUTCFullYear()),
            checkedInAt: tagNumber === null ? null : completedAt,
            language: seed.language ?? 'en',
            readyOn: seed.readyOn ?? null,
            storageFreeDays: seed.readyOn ? (seed.storageFreeDays ?? 14) : null,
            storageFeeCents: seed.readyOn ? (seed.storageFeeCents ?? 0) : null,
          };
        }),
      )
      .returning({ id: orders.id, orderNumber: orders.orderNumber, animalType: orders.animalType });
    await executor
      .insert(orderCuts)
      .values(
        rows.map((row) => ({ orderId: row.id, cutName: row.animalType === 'Hog' ? 'Chops' : 'Ribs', position: 0 })),
      );
    await executor.insert(orderEvents).values(
      rows.map((row) => ({
        orderId: row.id,
        actorKind: 'customer',
        actorName: 'Customer',
        kind: 'submitted',
        summary: 'Order submitted',
        createdAt: sql`now()`,
      })),
    );
    seeded.push(...rows.map((row) => ({ id: row.id, orderNumber: row.orderNumber })));
  }
  return seeded;
}

/** Two confirmations per submitted order, sent, each with its attempt: what the order page reads besides the order. */
export async function seedSentMessages(executor: Executor): Promise<void> {
  await executor.execute(sql`
    insert into notification_deliveries (order_id, channel, status, attempts, sent_at)
      select id, channel, 'sent', 1, completed_at from orders, (values ('email'), ('sms')) as c(channel)`);
  await executor.execute(sql`
    insert into notification_attempts (delivery_id, channel, recipient, provider, outcome, created_at)
      select id, channel, 'bench@example.com', 'outbox', 'sent', sent_at from notification_deliveries`);
}
