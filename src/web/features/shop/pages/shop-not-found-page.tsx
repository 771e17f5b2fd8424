import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';
import { ShopPage } from '../components/page-frame';
import { SHOP_PATHS } from '../shop-paths';

export function ShopNotFoundPage() {
  return (
    <ShopPage title="Page not found">
      <p className="text-base text-stone-800">There is no shop page at this address.</p>
      <Link to={SHOP_PATHS.home} className={buttonClass('primary', 'mt-6')}>
        Go to the orders
      </Link>
    </ShopPage>
  );
}
