import { formatOrderNumber } from '../../domain';
import { type PrintLabelsInput, type PrintSheet, type ShopOrder, barcodeTextOf } from '../../domain/shop';
import type { Database, Executor } from '../db/client';
import { type HistoryActor, appendOrderEvent } from '../history/order-history';
import { notifyOrderChanged } from '../db/notify-order-changed';
import { readShopSettings } from '../settings/settings-store';
import { drawBarcode } from '../lib/barcode';
import { loadShopOrder } from './get-shop-order';
import { lockShopOrder } from './shop-order-store';

/** What a printed page shows: the order, the shop (its dates in the shop's time zone) and the barcode. */
async function sheetOf(executor: Executor, order: ShopOrder): Promise<PrintSheet> {
  const shop = await readShopSettings(executor);
  return {
    order,
    shop: { shop_name: shop.shop_name, phone: shop.phone, address: shop.address, time_zone: shop.time_zone },
    barcode: await drawBarcode(barcodeTextOf(order.details.order.order_number, order.drop_off.tag_number)),
  };
}

/**
 * docs/shop.md 3: what the cut sheet and the labels show, recording nothing: the pages show it on opening and
 * record the print only when it is printed (recordPrinting).
 */
export async function readPrintSheet(db: Database, orderNumber: number): Promise<PrintSheet> {
  return sheetOf(db, await loadShopOrder(db, { orderNumber }));
}

/**
 * Records that a sheet of the order was printed and answers what the printed page shows. Printing changes
 * nothing of the order, so it is open in every stage: a picked-up order's sheet is reprinted for the files,
 * a cancelled one's label marks the carcass. Hence lockShopOrder, not the changeable lock, with the rest of
 * changeShopOrder's pattern: one transaction, the history row, the boards told.
 */
function recordPrinting(db: Database, actor: HistoryActor, orderNumber: number, summary: string): Promise<PrintSheet> {
  return db.transaction(async (tx) => {
    const locked = await lockShopOrder(tx, orderNumber);
    await appendOrderEvent(tx, { orderId: locked.id, actor, kind: 'printed', summary });
    await notifyOrderChanged(tx, { order_number: formatOrderNumber(locked.orderNumber), kind: 'changed' });
    return sheetOf(tx, await loadShopOrder(tx, { id: locked.id }));
  });
}

/** docs/shop.md 3: printing the cut sheet records 'Cut sheet printed'. */
export function printCutSheet(db: Database, actor: HistoryActor, orderNumber: number): Promise<PrintSheet> {
  return recordPrinting(db, actor, orderNumber, 'Cut sheet printed');
}

/** docs/shop.md 3: labels, as many as asked: 'Printed 3 labels'. */
export function printLabels(
  db: Database,
  actor: HistoryActor,
  orderNumber: number,
  { count }: PrintLabelsInput,
): Promise<PrintSheet> {
  const summary = `Printed ${count} ${count === 1 ? 'label' : 'labels'}`;
  return recordPrinting(db, actor, orderNumber, summary);
}
