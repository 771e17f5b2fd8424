import { useEffect, useRef } from 'react';
import { type OrderChangeEvent, OrderChangeEventSchema } from '../../../../domain/shop/answers/board';
import { SHOP_API_PATHS } from '../../../../domain/shop/shop-api-paths';

/** A change to one order, or null for 'resync': the stream reconnected and anything may have changed. */
export type OrderChange = OrderChangeEvent | null;

/** The event's data, when it is the change its schema describes (the one the server's tests assert). */
function readChange(data: unknown): OrderChangeEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = OrderChangeEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
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
