import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * docs/shop.md 5: the price lists, one row per version, each complete (src/domain/price-list.ts, without its
 * version number, which is the key). Version 1 is the spec's catalogue, seeded by migration 0007. Rows are
 * only ever added: an order keeps the version it was priced with.
 */
export const priceVersions = pgTable('price_versions', {
  version: integer('version').primaryKey(),
  prices: jsonb('prices').notNull(),
  /** Null for the seeded catalogue. */
  createdById: text('created_by_id'),
  createdByName: text('created_by_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PriceVersionRow = typeof priceVersions.$inferSelect;
