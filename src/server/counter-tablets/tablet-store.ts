import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { NotFoundError } from '../../domain';
import type { CounterTablet, CounterTablets } from '../../domain/shop';
import { recordStaffEvent } from '../accounts/staff-events';
import type { Database, Executor } from '../db/client';
import { counterTablets } from '../db/shop-schema';
import { newTabletToken, tokenHashOf } from './tablet-credential';

type Owner = { id: string; name: string };
type TabletRow = typeof counterTablets.$inferSelect;

const summaryOf = (row: TabletRow): CounterTablet => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
});

/** docs/shop.md 15: the tablets in use, oldest first. */
export async function listTablets(executor: Executor): Promise<CounterTablets> {
  const rows = await executor
    .select()
    .from(counterTablets)
    .where(isNull(counterTablets.removedAt))
    .orderBy(asc(counterTablets.createdAt));
  return { tablets: rows.map(summaryOf) };
}

/** A new tablet and its credential's token, which only the tablet's cookie will hold; the staff log says so. */
export async function setUpTablet(
  db: Database,
  owner: Owner,
  name: string,
): Promise<{ tablet: CounterTablet; token: string }> {
  const token = newTabletToken();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(counterTablets)
      .values({ name, tokenHash: tokenHashOf(token), createdBy: owner.name })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await recordStaffEvent(tx, {
      actor: owner,
      subjectId: row.id,
      kind: 'counter_tablet_set_up',
      summary: `Set up counter tablet '${name}'`,
    });
    return { tablet: summaryOf(row), token };
  });
}

/** 'Remove': the tablet's credential opens nothing from its next request on; the row stays for the history. */
export async function removeTablet(db: Database, owner: Owner, id: string): Promise<CounterTablets> {
  // An id that is no uuid names no tablet (and must not reach the uuid column as a query error).
  if (!z.uuid().safeParse(id).success) throw new NotFoundError('There is no such counter tablet.');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(counterTablets)
      .set({ removedAt: new Date() })
      .where(and(eq(counterTablets.id, id), isNull(counterTablets.removedAt)))
      .returning();
    if (!row) throw new NotFoundError('There is no such counter tablet.');
    await recordStaffEvent(tx, {
      actor: owner,
      subjectId: row.id,
      kind: 'counter_tablet_removed',
      summary: `Removed counter tablet '${row.name}'`,
    });
    return listTablets(tx);
  });
}

/** The tablet a token is the credential of, 'removed' for one removed (or never made), as the guard needs. */
export async function findTablet(executor: Executor, token: string): Promise<{ id: string; name: string } | 'removed'> {
  const [row] = await executor
    .select({ id: counterTablets.id, name: counterTablets.name, removedAt: counterTablets.removedAt })
    .from(counterTablets)
    .where(eq(counterTablets.tokenHash, tokenHashOf(token)));
  return row && row.removedAt === null ? { id: row.id, name: row.name } : 'removed';
}

/** When it was last used, for the owner's list: set on each order it submits. */
export async function touchTablet(executor: Executor, id: string): Promise<void> {
  await executor.update(counterTablets).set({ lastUsedAt: new Date() }).where(eq(counterTablets.id, id));
}
