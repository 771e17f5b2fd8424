import { createHmac } from 'node:crypto';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Database, Transaction } from '../db/client';
import { type Limit, createPruner, takeLimitHit } from './check-limit';
import { clientKeyOf } from './client-key';

/**
 * The limits that must hold across processes (docs/customer-flow.md decision 12), counted in the database that
 * every process shares: PostgreSQL, or PGlite (one process, the same SQL).
 */
export type Limiter = {
  /**
   * Whom a per-client limit counts: a keyed hash of the client's address (an IPv6 client's /64, clientKeyOf),
   * never the address itself, or of the counter tablet it is (request.counterTablet). Every per-client limit
   * and the sign-in throttle's client part key by it.
   */
  clientKey: (request: FastifyRequest) => string;
  /** A keyed hash of anything else a limit counts by (an email address), never the thing itself. */
  keyOf: (text: string) => string;
  /** One hit in a transaction of its own: refused with LimitReachedError (429 and Retry-After) or counted. */
  hit: (limit: Limit, key: string) => Promise<void>;
  /** One hit inside the caller's transaction: it counts only if that work commits. */
  hitIn: (tx: Transaction, limit: Limit, key: string) => Promise<void>;
  /** Deletes the limit's old hits now and then (call after a hit made with hitIn). */
  prune: (limit: Limit) => Promise<void>;
  /** A route hook: every request to the route counts for its client, and is refused past the limit. */
  perClient: (limit: Limit) => onRequestAsyncHookHandler;
};

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limiter;
  }
  interface FastifyRequest {
    /**
     * docs/shop.md 15: the counter tablet whose credential the request carries, once the customer routes have
     * checked it. A tablet is one client of its own: its customers never count against its address.
     */
    counterTablet?: { id: string; name: string } | null;
  }
}

/**
 * secret: one every process on the database shares (the session signing key), so that all count a client
 * under the same key; keyed, so that the stored keys cannot be turned back into addresses by hashing all.
 */
export function createLimiter(db: Database, secret: string): Limiter {
  const prune = createPruner(db);
  const keyOf = (text: string) => createHmac('sha256', secret).update(`limit ${text}`).digest('base64url').slice(0, 32);
  const clientKey = (request: FastifyRequest) =>
    request.counterTablet ? keyOf(`tablet ${request.counterTablet.id}`) : keyOf(`client ${clientKeyOf(request.ip)}`);
  const hit = async (limit: Limit, key: string) => {
    await takeLimitHit(db, limit, key);
    await prune(limit);
  };
  return {
    clientKey,
    keyOf,
    hit,
    hitIn: takeLimitHit,
    prune,
    perClient: (limit) => async (request) => hit(limit, clientKey(request)),
  };
}
