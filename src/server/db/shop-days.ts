import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Days of the shop's time zone in SQL, written by the database so that the page, the print and the CSV of a
 * range agree with the server's own idea of a day (docs/shop.md 6, 'From' and 'To').
 */

/** The day of a moment in the shop's time zone, 'YYYY-MM-DD' (null stays null). */
export const shopDaySql = (column: SQLWrapper, timeZone: string) =>
  sql<string | null>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;

/** A moment from the start of `from` to the end of `to`, both days of the shop's time zone. */
export function withinShopDays(column: SQLWrapper, from: string, to: string, timeZone: string): SQL {
  return sql`${column} >= (${from}::date::timestamp at time zone ${timeZone})
    and ${column} < ((${to}::date + 1)::timestamp at time zone ${timeZone})`;
}
