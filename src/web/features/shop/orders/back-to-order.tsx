import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { shopPaths } from '../../../app/shop-paths';

/** The way back, above a page's title. */
function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mb-2">
      <Link to={to} className="text-base font-semibold text-brand-800 underline underline-offset-2">
        {children}
      </Link>
    </p>
  );
}

/** Above a printed page's title, as 'All orders' is above the order's: the way back to the order. */
export function BackToOrder({ orderNumber }: { orderNumber: string }) {
  return <BackLink to={shopPaths.order.getHref(orderNumber)}>Back to order {orderNumber}</BackLink>;
}

/** Above an order's page and 'New order': the way back to the board. */
export function BackToBoard() {
  return <BackLink to={shopPaths.board.getHref()}>All orders</BackLink>;
}
