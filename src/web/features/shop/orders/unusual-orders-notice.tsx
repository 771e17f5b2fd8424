import type { UnusualOrders } from '../../../../domain/shop/answers/board';

/**
 * docs/shop.md 3: more orders in the last hour than COMPLETION_ALERT_PER_HOUR. A busy opening morning, or
 * someone completing orders only to send messages or take drop-off spots (docs/notifications.md, 'Limits'):
 * the owner looks at the newest orders. A status region, read out when it appears without taking the focus.
 */
export function UnusualOrdersNotice({ unusual }: { unusual: UnusualOrders | undefined }) {
  return (
    <div role="status">
      {unusual ? (
        <p className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-base text-amber-950">
          <strong>Unusual number of orders: {unusual.last_hour} in the last hour.</strong> More than{' '}
          {unusual.alert_above} an hour is rare; if these are not real customers, someone may be placing orders to send
          messages or take drop-off spots.
        </p>
      ) : null}
    </div>
  );
}
