import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { statusPagePath } from '../../domain';
import type { Executor } from '../db/client';
import { type OrderRow, orders } from '../db/schema';
import { statusTokens } from '../db/shop-schema';

/** 128 random bits, URL-safe (22 characters). */
export function newStatusToken(): string {
  return randomBytes(16).toString('base64url');
}

/** The shape newStatusToken makes; anything else names no order, and is refused before any lookup. */
export function isStatusTokenShape(token: string): boolean {
  return /^[A-Za-z0-9_-]{22}$/.test(token);
}

/** What the database keeps of a token: a leaked table row opens no status page. */
export function hashStatusToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new token for the order's status page (docs/shop.md 4), its hash stored in the caller's transaction. The
 * token itself goes only into the message that carries the link.
 */
export async function issueStatusToken(tx: Executor, orderId: string): Promise<string> {
  const token = newStatusToken();
  await storeStatusToken(tx, orderId, token);
  return token;
}

/** Stores the hash of a token made with newStatusToken, which then opens the order's status page. */
export async function storeStatusToken(tx: Executor, orderId: string, token: string): Promise<void> {
  await tx.insert(statusTokens).values({ tokenHash: hashStatusToken(token), orderId });
}

/** The link the customer's messages carry: PUBLIC_URL/status/<token>. */
export function statusPageUrl(publicUrl: string, token: string): string {
  return new URL(statusPagePath(token), publicUrl).toString();
}

/**
 * The submitted order a status link opens, or null: unknown, malformed and not-yet-submitted alike, so that a
 * link's shape tells nothing (the status page reads its order with its balance, in one query of its own).
 */
export async function findOrderByStatusToken(executor: Executor, token: string): Promise<OrderRow | null> {
  if (!isStatusTokenShape(token)) return null;
  const [found] = await executor
    .select({ order: orders })
    .from(statusTokens)
    .innerJoin(orders, eq(orders.id, statusTokens.orderId))
    .where(and(eq(statusTokens.tokenHash, hashStatusToken(token)), isNotNull(orders.stage)));
  return found?.order ?? null;
}
