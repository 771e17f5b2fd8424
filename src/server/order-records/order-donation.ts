import { eq } from 'drizzle-orm';
import {
  type DonationChoice,
  type DonationOfOrder,
  type DonationPays,
  type OrderDonation,
  donatedPounds,
  donationShareCents,
} from '../../domain/shop';
import type { Executor } from '../db/client';
import type { OrderRow } from '../db/schema';
import { type DonationProgramRow, donationPrograms } from '../db/shop-schema';

/** The order's donation columns as the domain reads them. */
export function donationOfRow(order: OrderRow): DonationOfOrder {
  const choice: DonationChoice = order.donation === 'all' || order.donation === 'part' ? order.donation : 'keep';
  return {
    choice,
    pounds_donated: order.donationPounds,
    terms:
      choice === 'keep' || order.donationPays === null
        ? null
        : { pays: order.donationPays as DonationPays, rate_cents: order.donationRateCents ?? 0 },
  };
}

/** The program's share as the domain computes it (the balance's SQL computes the same, share-sql.ts). */
export function shareOfRow(order: OrderRow): number {
  return donationShareCents(donationOfRow(order), {
    hanging_weight_lbs: order.hangingWeightLbs,
    total_cents: order.totalCents,
  });
}

export async function readOrderProgram(executor: Executor, order: OrderRow): Promise<DonationProgramRow | null> {
  if (order.donationProgramId === null) return null;
  const [row] = await executor.select().from(donationPrograms).where(eq(donationPrograms.id, order.donationProgramId));
  return row ?? null;
}

/**
 * Whether the order's program holds donated animals until the CWD result. Read from the program as it is now
 * (ADR 1301): a program that starts asking for results holds the animals still in the shop.
 */
export function holdsForCwd(program: DonationProgramRow | null): boolean {
  return program?.holdForCwd ?? false;
}

/** The order page's donation (ADR 1301). */
export function orderDonationOf(order: OrderRow, program: DonationProgramRow | null): OrderDonation {
  const donation = donationOfRow(order);
  return {
    choice: donation.choice,
    pounds_donated: donation.pounds_donated,
    program: program
      ? { id: program.id, name: program.name, retired: program.retiredAt !== null, hold_for_cwd: program.holdForCwd }
      : null,
    terms: donation.terms,
    donated_pounds: donatedPounds(donation, order.hangingWeightLbs),
    share_cents: shareOfRow(order),
    set_at: order.donationSetAt ? order.donationSetAt.toISOString() : null,
  };
}
