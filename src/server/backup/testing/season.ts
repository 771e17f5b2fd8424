import type { Stage } from '../../../domain/shop';
import { type Database, executeSql } from '../../db/client';
import { setShopSettings } from '../../notifications/testing/factories';
import { paymentPaths } from '../../shop-orders/testing/payment-api';
import { seedSubmittedOrders } from '../../shop-orders/testing/seed-orders';
import { type StaffClient, ok, shopPaths, submitOrderViaApi } from '../../shop-orders/testing/shop-api';
import type { TestApp } from '../../test/test-app';

const STAGES: Stage[] = ['submitted', 'checked_in', 'processing', 'ready', 'picked_up', 'cancelled'];

/**
 * A season as a shop has it: settings, staff (the caller's), orders in every stage written straight to the
 * tables, and a few taken through the real routes (check-in, stages, payments, a void, a pickup) for the
 * rows those write: history, payments, deliveries and jobs.
 */
export async function seedSeason(t: TestApp, owner: StaffClient, ordersPerStage = 20): Promise<void> {
  await setShopSettings(t.database.db, {
    shopName: 'Backup Creek Processing',
    timeZone: 'America/Chicago',
    freeStorageDays: 7,
    storageFeeCents: 500,
    reminderDays: [7],
  });
  let tag = 50_000;
  await seedSubmittedOrders(
    t.database.db,
    STAGES.flatMap((stage) =>
      Array.from({ length: ordersPerStage }, (_, index) => ({
        fullName: `Season Hunter ${stage} ${index}`,
        stage,
        tagNumber: stage === 'submitted' ? null : (tag += 1),
        readyOn: stage === 'ready' ? '2026-11-01' : undefined,
      })),
    ),
  );
  for (let index = 0; index < 3; index += 1) {
    const number = await submitOrderViaApi(t, { details: { full_name: `Walked Through ${index}` } });
    ok(await owner.post(shopPaths.checkIn(number), { tag_number: 60_000 + index }));
    ok(await owner.post(shopPaths.stage(number), { to: 'processing' }));
    ok(await owner.post(shopPaths.stage(number), { to: 'ready' }));
    const paid = ok(await owner.post(paymentPaths.payments(number), { amount_cents: 2_500, method: 'cash' }));
    const payment = paid.payments[0];
    if (index === 0 && payment) ok(await owner.post(paymentPaths.void(number, payment.id), { reason: 'typo' }));
    if (index === 2) {
      ok(await owner.post(paymentPaths.payments(number), { amount_cents: paid.balance_due_cents, method: 'card' }));
      ok(await owner.post(paymentPaths.pickup(number), { picked_up_by: 'Hunter himself', confirm_balance_due: false }));
    }
  }
}

/** The tables of the app, drizzle's migrations and pg-boss's queue: everything a backup must hold. */
export async function listTables(db: Database): Promise<string[]> {
  const result = await executeSql(
    db,
    `
    select table_schema || '.' || table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by 1`,
  );
  return result.rows.map((row) => String(row.name));
}

/** Every row of every table, as text, in a stable order: two databases with the same rows compare equal. */
export async function readAllRows(db: Database): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const table of await listTables(db)) {
    const [schema, name] = table.split('.') as [string, string];
    const result = await executeSql(db, `select to_jsonb(t)::text as row from "${schema}"."${name}" t order by 1`);
    rows[table] = result.rows.map((row) => String(row.row));
  }
  return rows;
}
