import { eq } from 'drizzle-orm';
import {
  ANIMAL_TYPES,
  type AddonsInput,
  type AnimalInput,
  ConflictError,
  type CutsInput,
  InvalidInputError,
  type OrderDetailsInput,
  orderTotalProblem,
} from '../../domain';
import type { DropOffInput, ShopOrder } from '../../domain/shop';
import type { Database, Transaction } from '../db/client';
import { type OrderRow, orders } from '../db/schema';
import type { HistoryActor } from '../history/order-history';
import { type OrderPrices, pricesOfPlacedOrder } from '../orders/order-prices';
import { loadOrderDetails } from '../order-records/order-store';
import { readOrderPriceList } from '../prices/price-list-cache';
import { priceAddonsInput, writeAddons, writeAnimal, writeCuts, writeDetails } from '../orders/order-writes';
import { type SpotMessages, promoteWaitlist } from '../drop-off-days/promote-waitlist';
import { changeShopOrder, updateOrder } from './change-shop-order';
import { dropOffColumns, dropOffValues, refuseMissingStateFields } from './drop-off';
import { changedFields, editableSnapshot } from './order-snapshot';
import type { ShopOrderRow } from './shop-order-store';
import { refusingTakenTags } from './tags';

type Edit = (tx: Transaction, order: ShopOrderRow, prices: OrderPrices) => Promise<void>;

async function readEditable(tx: Transaction, id: string, known?: OrderRow) {
  const [row] = known ? [known] : await tx.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error('the order being edited is gone');
  const details = await loadOrderDetails(tx, id, row);
  return { snapshot: editableSnapshot(row, details), details };
}

/**
 * docs/shop.md 2 Staff edits: the customer flow's own validation and writes on a locked, still changeable
 * order, priced with the prices it was placed with; the grand total snapshot follows, and the history row
 * holds only what changed. An edit that changes nothing records nothing.
 */
function editShopOrder(
  db: Database,
  actor: HistoryActor,
  orderNumber: number,
  kind: string,
  edit: Edit,
): Promise<ShopOrder> {
  return changeShopOrder(db, actor, orderNumber, async (tx, order) => {
    const before = await readEditable(tx, order.id, order);
    // An order is edited with its own price list version, whatever the owner has saved since (docs/shop.md 5).
    const prices = await readOrderPriceList(tx, order.priceVersion);
    await edit(tx, order, pricesOfPlacedOrder(prices, before.details.addons));
    const after = await readEditable(tx, order.id);
    const grandTotalCents = after.details.totals.grand_total_cents;
    const tooMuch = orderTotalProblem(grandTotalCents);
    if (tooMuch) throw new InvalidInputError([{ path: 'addons', message: tooMuch }], tooMuch);
    if (grandTotalCents !== order.totalCents) await updateOrder(tx, order.id, { totalCents: grandTotalCents });
    const changed = changedFields(before.snapshot, after.snapshot);
    return changed && { kind, ...changed };
  });
}

export const editDetails = (db: Database, actor: HistoryActor, orderNumber: number, input: OrderDetailsInput) =>
  editShopOrder(db, actor, orderNumber, 'edit_details', async (tx, order) => {
    await writeDetails(tx, order.id, input);
  });

/**
 * The order keeps its drop-off day (ADR 1201); another animal frees its old animal's spot, which goes to
 * that day's waitlist (docs/shop.md 10), and may let a waitlisted order in for its new one.
 */
export const editAnimal = (
  db: Database,
  actor: HistoryActor,
  orderNumber: number,
  input: AnimalInput,
  messages: SpotMessages,
) =>
  editShopOrder(db, actor, orderNumber, 'edit_animal', async (tx, order, prices) => {
    await writeAnimal(tx, order, input, prices);
    if (order.dropOffDay === null || order.animalType === input.animal_type) return;
    for (const animal of ANIMAL_TYPES) await promoteWaitlist(tx, messages, order.dropOffDay, animal);
  });

export const editCuts = (db: Database, actor: HistoryActor, orderNumber: number, input: CutsInput) =>
  editShopOrder(db, actor, orderNumber, 'edit_cuts', (tx, order) => writeCuts(tx, order, input));

export const editAddons = (db: Database, actor: HistoryActor, orderNumber: number, input: AddonsInput) =>
  editShopOrder(db, actor, orderNumber, 'edit_addons', (tx, order, prices) =>
    writeAddons(tx, order.id, priceAddonsInput(input, prices)),
  );

/** The drop-off fields of a checked-in order; a new tag must be free in the order's season. */
export const editDropOff = (db: Database, actor: HistoryActor, orderNumber: number, input: DropOffInput) =>
  refusingTakenTags(db, (claim) =>
    editShopOrder(db, actor, orderNumber, 'edit_drop_off', async (tx, order) => {
      if (order.season === null || order.checkedInAt === null) {
        throw new ConflictError("This order is not checked in yet: its drop-off is recorded with 'Check in'.");
      }
      await refuseMissingStateFields(tx, dropOffValues(input));
      claim({ season: order.season, tagNumber: input.tag_number });
      await updateOrder(tx, order.id, dropOffColumns(dropOffValues(input)));
    }),
  );
