import type { PrintSheet } from '../../../../domain/shop/answers/print';
import { BarcodeImage } from './barcode-image';
import { formatPrintedDay } from '../lib/format-shop-time';

/** Names longer than this are set smaller, so that two lines hold them on the label. */
const LONG_NAME = 28;

/**
 * docs/shop.md 3: one label, as a packer needs it on the package: the shop, the tag in large type, the order,
 * the customer, the animal, the day it came in, a product line and a weight line to write on, and the
 * barcode. Before check-in the tag and the day are blanks to write on; the barcode is then the order's.
 */
export function PrintLabel({ sheet }: { sheet: PrintSheet }) {
  const { order, shop, barcode } = sheet;
  const { order_number, full_name, animal_type, gender } = order.details.order;
  const { tag_number, checked_in_at } = order.drop_off;
  const animal = [animal_type, gender].filter(Boolean).join(', ');
  return (
    <div className="label">
      <div className="label__body">
        {shop.shop_name ? <p className="label__shop">{shop.shop_name}</p> : null}
        <div className="label__main">
          <p className="label__tag">
            <span className="label__caption">Tag</span>
            <span className="label__tag-number">{tag_number ?? '______'}</span>
          </p>
          <div className="label__facts">
            <p>Order {order_number}</p>
            <p className={full_name.length > LONG_NAME ? 'label__customer label__customer--long' : 'label__customer'}>
              {full_name}
            </p>
            <p>{animal}</p>
            <p>Checked in {checked_in_at ? formatPrintedDay(checked_in_at, shop.time_zone) : '__________'}</p>
          </div>
        </div>
        <div className="label__write">
          <p className="label__product">
            Product <span className="label__blank" />
          </p>
          <p>Weight ______ lb</p>
        </div>
        <div className="label__foot">
          <BarcodeImage barcode={barcode} className="label__barcode" />
          <p className="label__warning">GAME MEAT - NOT FOR SALE</p>
        </div>
      </div>
    </div>
  );
}
