import {
  type AnimalType,
  type Language,
  type OrderDetails,
  type OrderStatus,
  type PriceList,
  type WeightOption,
  computeOrderTotals,
  formatOrderNumber,
} from '../../domain';
import type { OrderAddonRow, OrderCutRow, OrderRow } from '../db/schema';

/**
 * The JSON of OrderDetailsSchema; totals always come from the stored rows through the domain, with the
 * price list of the order's own version (`prices.version` is `order.priceVersion`).
 */
export function presentOrderDetails(
  order: OrderRow,
  cuts: readonly Pick<OrderCutRow, 'cutName'>[],
  addons: readonly Pick<OrderAddonRow, 'addonName' | 'addonPrice' | 'quantity'>[],
  prices: PriceList,
): OrderDetails {
  if (prices.version !== order.priceVersion) throw new Error('an order is presented with its own price list');
  const animalType = order.animalType as AnimalType | '';
  const presentedAddons = addons.map((addon) => ({
    addon_name: addon.addonName,
    addon_price: addon.addonPrice,
    quantity: addon.quantity,
  }));
  const totals = computeOrderTotals(
    prices,
    { animal_type: animalType, weight_cost: order.weightCost },
    presentedAddons,
  );
  return {
    order: {
      id: order.id,
      order_number: formatOrderNumber(order.orderNumber),
      full_name: order.fullName,
      email: order.email,
      phone_number: order.phoneNumber,
      animal_type: animalType,
      gender: order.gender,
      status: order.status as OrderStatus,
      weight_option: order.weightOption as WeightOption | null,
      weight_pounds: order.weightPounds,
      weight_cost: order.weightCost,
      total_cents: order.totalCents,
      price_version: order.priceVersion,
      language: order.language as Language,
      created_at: order.createdAt.toISOString(),
      completed_at: order.completedAt ? order.completedAt.toISOString() : null,
      // docs/shop.md 10: only once a day is chosen, so that an order without one answers exactly as before.
      ...(order.dropOffDay ? { drop_off_day: order.dropOffDay } : {}),
      ...(order.dropOffDay && order.dropOffWaitlist ? { drop_off_waitlist: true as const } : {}),
    },
    cuts: cuts.map((cut) => ({ cut_name: cut.cutName })),
    addons: presentedAddons,
    totals: {
      processing_cents: totals.processingCents,
      prep_cents: totals.prepCents,
      addons_cents: totals.addonsCents,
      grand_total_cents: totals.grandTotalCents,
    },
  };
}
