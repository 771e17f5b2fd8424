import { and, eq, inArray, notInArray } from 'drizzle-orm';
import {
  type AddonsInput,
  type AnimalInput,
  type AnimalType,
  ConflictError,
  type CutsInput,
  DEER_PREP_NAMES,
  InvalidInputError,
  type OrderDetailsInput,
  type StoredAddon,
  addonRowIssues,
  cutRowIssues,
  prepIssues,
} from '../../domain';
import type { Transaction } from '../db/client';
import { type OrderRow, orderAddons, orderCuts, orders } from '../db/schema';
import type { OrderPrices } from './order-prices';
import { insertAddonRows } from '../order-records/order-store';

/**
 * The writes behind each step of an order, with the customer flow's validation. The customer's steps and
 * the shop's edits both call these on an order they have locked, each adding only its own rules (whether
 * the order may still change, its status, its history).
 */

/** Prep rows (0, 1) sort first; the add-ons screen's rows follow in the order they were sent. */
const FIRST_ADDON_POSITION = 100;

function updatedRow(rows: OrderRow[]): OrderRow {
  const [row] = rows;
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function writeDetails(tx: Transaction, id: string, input: OrderDetailsInput): Promise<OrderRow> {
  const rows = await tx
    .update(orders)
    .set({
      fullName: input.full_name,
      email: input.email,
      phoneNumber: input.phone_number,
      // The last language given wins; a request without one keeps the order's.
      ...(input.language ? { language: input.language } : {}),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, id))
    .returning();
  return updatedRow(rows);
}

function animalColumns(input: AnimalInput, prices: OrderPrices) {
  if (input.animal_type === 'Deer') {
    return { animalType: 'Deer', gender: input.gender, weightOption: null, weightPounds: null, weightCost: null };
  }
  // docs/customer-flow.md decision 4: weight_cost is the server's figure; pounds only matter over 200.
  const pounds = input.weight_option === 'over200' ? (input.weight_pounds ?? null) : null;
  return {
    animalType: 'Hog',
    gender: input.gender,
    weightOption: input.weight_option,
    weightPounds: pounds,
    weightCost: prices.hogWeightCost(input.weight_option, pounds),
  };
}

/** The animal dialog: sets the animal and rewrites its prep rows (docs/customer-flow.md decision 3). */
export async function writeAnimal(
  tx: Transaction,
  previous: OrderRow,
  input: AnimalInput,
  prices: OrderPrices,
  extra: Partial<Pick<OrderRow, 'status' | 'dropOffDay' | 'dropOffWaitlist'>> = {},
): Promise<OrderRow> {
  const id = previous.id;
  if (input.animal_type === 'Deer') {
    const issues = prepIssues(prices.list, input.prep);
    if (issues.length > 0) {
      throw new InvalidInputError(issues.map((issue) => ({ path: `prep[${issue.index}]`, message: issue.message })));
    }
  }
  const order = updatedRow(
    await tx
      .update(orders)
      .set({ ...animalColumns(input, prices), ...extra, updatedAt: new Date() })
      .where(eq(orders.id, id))
      .returning(),
  );
  // Cuts name items of one animal's catalogue; they mean nothing for the other animal.
  if (previous.animalType !== input.animal_type) await tx.delete(orderCuts).where(eq(orderCuts.orderId, id));
  await tx
    .delete(orderAddons)
    .where(and(eq(orderAddons.orderId, id), inArray(orderAddons.addonName, [...DEER_PREP_NAMES])));
  await insertAddonRows(tx, id, input.animal_type === 'Deer' ? prices.prep(input.prep) : [], 0);
  return order;
}

/** Replaces the order's cuts, checked against its animal's catalogue (docs/customer-flow.md 5). */
export async function writeCuts(tx: Transaction, order: OrderRow, input: CutsInput): Promise<void> {
  if (order.animalType === '') throw new ConflictError('Choose an animal before choosing cuts.');
  const issues = cutRowIssues(input.cuts, order.animalType as AnimalType);
  if (issues.length > 0) {
    throw new InvalidInputError(
      issues.map((issue) => ({ path: issue.index < 0 ? 'cuts' : `cuts[${issue.index}]`, message: issue.message })),
    );
  }
  await tx.delete(orderCuts).where(eq(orderCuts.orderId, order.id));
  await tx.insert(orderCuts).values(input.cuts.map((cutName, position) => ({ orderId: order.id, cutName, position })));
}

/** The add-ons screen's rows checked and priced (anything price-like in the body is ignored, docs/customer-flow.md decision 4). */
export function priceAddonsInput(input: AddonsInput, prices: OrderPrices): StoredAddon[] {
  const issues = addonRowIssues(prices.list, input.addons);
  if (issues.length > 0) {
    throw new InvalidInputError(issues.map((issue) => ({ path: `addons[${issue.index}]`, message: issue.message })));
  }
  return input.addons.map((row, index) => {
    // Validated to steps of 0.1 (or whole jars); rounding drops float noise such as 0.30000000000000004.
    const priced = prices.addon({ addon_name: row.addon_name, quantity: Math.round(row.quantity * 10) / 10 });
    if (!priced) throw new InvalidInputError([{ path: `addons[${index}]`, message: 'is not an add-on.' }]);
    return priced;
  });
}

/** Replaces the add-ons other than prep (docs/customer-flow.md decision 3). */
export async function writeAddons(tx: Transaction, id: string, rows: readonly StoredAddon[]): Promise<void> {
  await tx
    .delete(orderAddons)
    .where(and(eq(orderAddons.orderId, id), notInArray(orderAddons.addonName, [...DEER_PREP_NAMES])));
  await insertAddonRows(tx, id, rows, FIRST_ADDON_POSITION);
}
