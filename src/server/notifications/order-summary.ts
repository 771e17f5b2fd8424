import {
  type AnimalType,
  type Cents,
  HOG_WEIGHT_OPTIONS,
  type OrderTotals,
  type StoredAddon,
  computeOrderTotals,
} from '../../domain';

/** What a confirmation says: the priced summary of the review screen, computed by the domain. */
export type NotificationOrder = {
  orderId: string;
  orderNumber: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  animalType: AnimalType | '';
  gender: string | null;
  weightOption: string | null;
  weightPounds: number | null;
  weightCost: number | null;
  cuts: string[];
  addons: StoredAddon[];
  /** The total snapshotted at completion; when absent it is computed from the rows. */
  totalCents?: Cents | null;
};

export type OrderSummary = OrderTotals & { order: NotificationOrder; weightText: string | null };

export function formatOrderNumber(orderNumber: number): string {
  return `GM-${orderNumber}`;
}

export function summariseOrder(order: NotificationOrder): OrderSummary {
  const animal = order.animalType === 'Deer' || order.animalType === 'Hog' ? order.animalType : '';
  const totals = computeOrderTotals({ animal_type: animal, weight_cost: order.weightCost }, order.addons);
  let weightText: string | null = null;
  if (animal === 'Hog') {
    weightText =
      order.weightOption === 'over200' && order.weightPounds != null
        ? `${order.weightPounds} lbs`
        : (HOG_WEIGHT_OPTIONS.find((option) => option.value === order.weightOption)?.label ?? null);
  }
  return { ...totals, order, weightText, grandTotalCents: order.totalCents ?? totals.grandTotalCents };
}
