import { desc, eq, sql } from 'drizzle-orm';
import { NotFoundError, type PriceList } from '../../domain';
import type { PriceVersionSummary } from '../../domain/shop';
import type { Executor } from '../db/client';
import { type PriceVersionRow, priceVersions } from '../db/price-schema';

function priceListOf(row: PriceVersionRow): PriceList {
  return { ...(row.prices as Omit<PriceList, 'version'>), version: row.version };
}

/** The list new orders are priced with: the newest version. */
export async function readCurrentPriceList(executor: Executor): Promise<PriceList> {
  const [row] = await executor.select().from(priceVersions).orderBy(desc(priceVersions.version)).limit(1);
  if (!row) throw new Error('No price list: migration 0007 seeds version 1.');
  return priceListOf(row);
}

/** The newest version's number, as an expression another select can carry along (order-store.ts). */
export const currentVersionSql = sql<number | null>`(select max(${priceVersions.version}) from ${priceVersions})`;

export function currentVersionOf(version: number | string | null | undefined): number {
  if (version == null) throw new Error('No price list: migration 0007 seeds version 1.');
  return Number(version);
}

/** The newest version's number: what 'current' means, without reading the list itself. */
export async function readCurrentVersion(executor: Executor): Promise<number> {
  const result = (await executor.execute(sql`select ${currentVersionSql} as version`)) as {
    rows: { version: number | string | null }[];
  };
  return currentVersionOf(result.rows[0]?.version);
}

/** One version, for an order priced with it or for the owner looking back. */
export async function readPriceList(executor: Executor, version: number): Promise<PriceList> {
  const [row] = await executor.select().from(priceVersions).where(eq(priceVersions.version, version));
  if (!row) throw new NotFoundError(`There is no price list version ${version}.`);
  return priceListOf(row);
}

/** Every version, newest first, with who made it and when. */
export async function listPriceVersions(executor: Executor): Promise<PriceVersionSummary[]> {
  const rows = await executor
    .select({
      version: priceVersions.version,
      createdByName: priceVersions.createdByName,
      createdAt: priceVersions.createdAt,
    })
    .from(priceVersions)
    .orderBy(desc(priceVersions.version));
  return rows.map((row) => ({
    version: row.version,
    created_by: row.createdByName,
    created_at: row.createdAt.toISOString(),
  }));
}

/**
 * Adds the next version (never changes one). Two saves at the same moment both read the same newest
 * version; the primary key lets one of them in and the other fails, to be answered as a conflict.
 */
export async function insertPriceVersion(
  tx: Executor,
  prices: Omit<PriceList, 'version'>,
  author: { id: string | null; name: string },
): Promise<PriceList> {
  const [row] = await tx
    .insert(priceVersions)
    .values({
      version: sql`(select coalesce(max(${priceVersions.version}), 0) + 1 from ${priceVersions})`,
      prices,
      createdById: author.id,
      createdByName: author.name,
    })
    .returning();
  if (!row) throw new Error('The price list was not saved.');
  return priceListOf(row);
}
