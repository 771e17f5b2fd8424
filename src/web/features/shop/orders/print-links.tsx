import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';
import { shopPaths } from '../../../app/shop-paths';

/**
 * docs/shop.md 3: the order page's links to its printed pages, in every stage (a closed order may be reprinted).
 * `focusFirst`: an order just entered at the counter (docs/shop.md 14) offers its cut sheet next.
 */
export function PrintLinks({
  orderNumber,
  donated = false,
  focusFirst = false,
}: {
  orderNumber: string;
  donated?: boolean;
  focusFirst?: boolean;
}) {
  const first = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focusFirst) first.current?.focus();
  }, [focusFirst]);
  return (
    <ul className="mt-3 flex flex-wrap gap-3">
      <li>
        <Link ref={first} to={shopPaths.cutSheet.getHref(orderNumber)} className={buttonClass('secondary')}>
          Print cut sheet
        </Link>
      </li>
      <li>
        <Link to={shopPaths.labels.getHref(orderNumber)} className={buttonClass('secondary')}>
          Print labels
        </Link>
      </li>
      {donated ? (
        <li>
          <Link to={shopPaths.donationReceipt.getHref(orderNumber)} className={buttonClass('secondary')}>
            Donation receipt
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
