import { Link } from 'react-router';
import { shopPaths } from '../../app/shop-paths';
import { buttonClass } from '../../components/button';
import { ShopPage } from './components/page-frame';

export function ShopNotFoundPage() {
  return (
    <ShopPage title="Page not found">
      <p className="text-base text-stone-800">There is no shop page at this address.</p>
      <Link to={shopPaths.board.getHref()} className={buttonClass('primary', 'mt-6')}>
        Go to the orders
      </Link>
    </ShopPage>
  );
}
