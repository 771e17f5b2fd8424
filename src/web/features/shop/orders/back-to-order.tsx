import { Link } from 'react-router';
import { shopPaths } from '../../../app/shop-paths';

/** Above a printed page's title, as 'All orders' is above the order's: the way back to the order. */
export function BackToOrder({ orderNumber }: { orderNumber: string }) {
  return (
    <p className="mb-2">
      <Link
        to={shopPaths.order.getHref(orderNumber)}
        className="text-base font-semibold text-brand-800 underline underline-offset-2"
      >
        Back to order {orderNumber}
      </Link>
    </p>
  );
}
