import type { CounterCustomer, CounterOrderForm } from '../../domain/shop';
import type { Language } from '../../domain/language';
import type { Executor } from '../db/client';
import { orders } from '../db/schema';
import { readCurrentPrices } from '../prices/price-list-cache';
import { readDropOffRules } from '../settings/drop-off-settings-store';
import { readShopDay } from '../order-records/storage';
import { isSubmittedOrder, orderNotFound } from './shop-order-store';
import { suggestTagNumber } from './tags';

/** 'New order for this customer' (docs/shop.md 14): the contact details and language of a submitted order. */
async function readCustomerOf(executor: Executor, orderNumber: number): Promise<CounterCustomer> {
  const [row] = await executor
    .select({
      full_name: orders.fullName,
      email: orders.email,
      phone_number: orders.phoneNumber,
      language: orders.language,
    })
    .from(orders)
    .where(isSubmittedOrder(orderNumber));
  if (!row) throw orderNotFound();
  return { ...row, language: row.language as Language };
}

/** docs/shop.md 14: everything the 'New order' page needs to start, in one answer. */
export async function readCounterOrderForm(
  executor: Executor,
  forOrderNumber: number | null,
  now = new Date(),
): Promise<CounterOrderForm> {
  const day = await readShopDay(executor, now);
  const rules = await readDropOffRules(executor);
  return {
    prices: await readCurrentPrices(executor),
    shop_state: day.settings.state,
    suggested_tag_number: await suggestTagNumber(executor, now),
    drop_off_today: rules.enabled ? day.today : null,
    customer: forOrderNumber === null ? null : await readCustomerOf(executor, forOrderNumber),
  };
}
