import { useEffect, useRef } from 'react';
import type { OrderChangeEvent } from '../../../../domain/shop/api-types';
import { SHOP_API_PATHS } from '../../../../domain/shop/shop-api-paths';

/** A change to one order, or null for 'resync': the stream reconnected and anything may have changed. */
export type OrderChange = OrderChangeEvent | null;

function readChange(data: unknown): OrderChangeEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as Partial<OrderChangeEvent> | null;
    return typeof parsed?.order_number === 'string'
      ? { order_number: parsed.order_number, kind: parsed.kind === 'submitted' ? 'submitted' : 'changed' }
      : null;
  } catch {
    return null;
  }
}

/**
 * Listens to the shop's live changes (server-sent events): `event: order` names a changed order,
 * `event: resync` follows a reconnect. EventSource reconnects by itself after a dropped connection.
 */
export function useOrderEvents(onChange: (change: OrderChange) => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(SHOP_API_PATHS.events.href());
    const onOrder = (event: MessageEvent) => {
      const change = readChange(event.data);
      // An event we cannot read still means something changed.
      latest.current(change);
    };
    const onResync = () => latest.current(null);
    source.addEventListener('order', onOrder);
    source.addEventListener('resync', onResync);
    return () => {
      source.removeEventListener('order', onOrder);
      source.removeEventListener('resync', onResync);
      source.close();
    };
  }, []);
}
