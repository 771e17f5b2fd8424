import { ConflictError, InvalidInputError } from '../../domain';
import { DONATION_MESSAGES, type DonationInput, donationSummary, poundsOverHangingMessage } from '../../domain/shop';
import type { Database } from '../db/client';
import type { OrderRow } from '../db/schema';
import type { HistoryActor } from '../history/order-history';
import { changeShopOrder, updateOrder } from '../shop-orders/change-shop-order';
import { donationOfRow, readOrderProgram, shareOfRow } from '../order-records/order-donation';
import { readDonationProgram } from './program-store';

/** What the history keeps of a donation. */
function donationValues(order: OrderRow, programName: string | null) {
  const donation = donationOfRow(order);
  return {
    donation: donation.choice,
    program: programName,
    pounds_donated: donation.pounds_donated,
    pays: donation.terms?.pays ?? null,
    rate_cents: donation.terms?.rate_cents ?? null,
    share_cents: shareOfRow(order),
  };
}

/**
 * docs/shop.md 12: staff set the order's donation at check-in or later, while the order is open: 'Keep',
 * 'Donate all' or 'Donate part' with its pounds, to a program. Choosing a program (or donating again after
 * 'Keep') copies the program's terms onto the order; the same program keeps the terms the order was given
 * (ADR 1301). A retired program may stay on the order that has it, but is not chosen anew. Recorded in the
 * history with the share before and after.
 */
export function setDonation(db: Database, actor: HistoryActor, orderNumber: number, input: DonationInput) {
  return changeShopOrder(db, actor, orderNumber, async (tx, order) => {
    if (order.stage === 'submitted') throw new ConflictError(DONATION_MESSAGES.notCheckedIn);
    const oldProgram = await readOrderProgram(tx, order);
    const before = donationValues(order, oldProgram?.name ?? null);
    let columns: Partial<OrderRow>;
    let programName: string | null = null;
    if (input.donation === 'keep') {
      columns = {
        donation: null,
        donationPounds: null,
        donationProgramId: null,
        donationPays: null,
        donationRateCents: null,
        donationSetAt: null,
      };
    } else {
      const program = await readDonationProgram(tx, input.program_id);
      if (!program) throw new InvalidInputError([{ path: 'program_id', message: DONATION_MESSAGES.programUnknown }]);
      const sameProgram = order.donation !== null && order.donationProgramId === program.id;
      if (program.retiredAt !== null && !sameProgram) {
        throw new InvalidInputError([{ path: 'program_id', message: DONATION_MESSAGES.programRetired }]);
      }
      const hanging = order.hangingWeightLbs;
      if (input.pounds_donated !== null && hanging !== null && input.pounds_donated > hanging) {
        throw new InvalidInputError([{ path: 'pounds_donated', message: poundsOverHangingMessage(hanging) }]);
      }
      programName = program.name;
      columns = {
        donation: input.donation,
        donationPounds: input.pounds_donated,
        donationProgramId: program.id,
        donationPays: sameProgram ? order.donationPays : program.pays,
        donationRateCents: sameProgram ? order.donationRateCents : program.rateCents,
        donationSetAt: sameProgram ? order.donationSetAt : new Date(),
      };
    }
    const changed = { ...order, ...columns };
    const after = donationValues(changed, programName);
    if (JSON.stringify(before) === JSON.stringify(after)) return null;
    await updateOrder(tx, order.id, columns);
    const keys = (Object.keys(after) as (keyof typeof after)[]).filter((key) => before[key] !== after[key]);
    return {
      kind: 'donation',
      summary: donationSummary(input.donation, programName, input.pounds_donated),
      before: Object.fromEntries(keys.map((key) => [key, before[key]])),
      after: Object.fromEntries(keys.map((key) => [key, after[key]])),
    };
  });
}
