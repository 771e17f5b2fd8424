import type { onRequestAsyncHookHandler } from 'fastify';
import { CounterTabletRemovedError } from '../../domain';
import type { Executor } from '../db/client';
import { tabletTokenOf } from './tablet-credential';
import { findTablet } from './tablet-store';

/**
 * docs/shop.md 15: the customer routes' check of a counter tablet's credential. A request without one is a
 * phone's, as ever (no query); with one, it is that tablet's (request.counterTablet: its own limits, its name
 * in the history), and a removed tablet's is refused at once (403 `counter_tablet_removed`) rather than served
 * as a phone, which would keep each customer's order on the lobby's device.
 */
export function checkCounterTablet(db: Executor): onRequestAsyncHookHandler {
  return async (request) => {
    const token = tabletTokenOf(request.headers.cookie);
    if (token === null) {
      request.counterTablet = null;
      return;
    }
    const tablet = await findTablet(db, token);
    if (tablet === 'removed') throw new CounterTabletRemovedError();
    request.counterTablet = tablet;
  };
}
