import { sql } from 'drizzle-orm';
import { orders } from '../db/schema';

/**
 * SHOP.md 2: balance due = grand total minus payments not voided. The one place it is computed: the board
 * and the order page both select this expression. Payments arrive with the next issue and join here.
 */
export const balanceDueCentsSql = sql<number>`coalesce(${orders.totalCents}, 0)`.mapWith(Number);
