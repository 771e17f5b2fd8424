import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * limit_hits: one row per counted event of a limit that must hold across processes (docs/customer-flow.md decision 12 and
 * docs/operations.md, 'Abuse limits across processes'): a bucket (which limit), a key (whom it counts, e.g. a hash of
 * the client address) and when. A limit counts its bucket's rows for a key inside its window; rows older than the
 * longest window are of no use and may be pruned.
 */
export const limitHits = pgTable(
  'limit_hits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('limit_hits_bucket_key_created_at_idx').on(table.bucket, table.key, table.createdAt)],
);
