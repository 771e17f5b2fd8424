import { type Cents, formatCents } from '../money';
import { csvDollars, csvNumber, csvText } from './csv-cells';

/**
 * docs/shop.md 12, donated deer (ADR 1301). Programs such as Hunters for the Hungry pay the processor per
 * animal or per pound for venison given to food banks; the program's share is a line of its own on the order
 * and the customer's balance is what is left. These rules are pure: the server computes the same share in SQL
 * (src/server/order-records/share-sql.ts) for every balance it reads, and a test holds the two together. No zod
 * here: the shop's pages read these rules and sentences too (the schemas are in donation-schemas.ts).
 */

/** What a program pays: a fixed amount per animal, an amount per pound of hanging weight, or nothing. */
export const DONATION_PAYS = ['per_animal', 'per_pound', 'nothing'] as const;
export type DonationPays = (typeof DONATION_PAYS)[number];

export const DONATION_PAYS_LABELS: Record<DonationPays, string> = {
  per_animal: 'A fixed amount per animal',
  per_pound: 'An amount per pound of hanging weight',
  nothing: 'Nothing',
};

/** The order's donation: 'Keep' (the default), 'Donate all' or 'Donate part'. */
export const DONATION_CHOICES = ['keep', 'all', 'part'] as const;
export type DonationChoice = (typeof DONATION_CHOICES)[number];

export const DONATION_CHOICE_LABELS: Record<DonationChoice, string> = {
  keep: 'Keep',
  all: 'Donate all',
  part: 'Donate part',
};

/** A program's terms as they were when the donation was set; the order keeps them (ADR 1301). */
export type DonationTerms = { pays: DonationPays; rate_cents: Cents };

export const DONATION_LIMITS = {
  programName: 80,
  invoiceContact: 500,
  /** $9,999.99 per animal or per pound: far above any program, low enough to catch a slip. */
  rateMaxCents: 9_999_99,
  poundsMin: 1,
  poundsMax: 1_500,
} as const;

export const DONATION_MESSAGES = {
  programName: 'Give the program a name.',
  programNameTaken: 'A program of that name already exists.',
  pays: 'Choose what the program pays.',
  rateRequired: 'Enter the amount the program pays, such as 60.00.',
  rateFormat: 'Enter the amount in dollars and cents, such as 60.00.',
  rateMax: `Amount cannot be more than ${formatCents(DONATION_LIMITS.rateMaxCents)}.`,
  ratePositive: 'Amount must be more than $0.00.',
  choice: 'Choose Keep, Donate all or Donate part.',
  programRequired: 'Choose the program the animal is donated to.',
  programUnknown: 'That program does not exist.',
  programRetired: 'That program is retired; choose another.',
  poundsRequired: 'Enter the pounds donated.',
  poundsRange: `Pounds donated must be from ${DONATION_LIMITS.poundsMin} to ${DONATION_LIMITS.poundsMax}.`,
  poundsDecimals: 'Use at most one decimal.',
  notCheckedIn: 'Check the order in before setting its donation.',
} as const;

/** 'Pounds donated' cannot be more than the hanging weight, when the weight is known. */
export function poundsOverHangingMessage(hangingWeightLbs: number): string {
  return `Pounds donated cannot be more than the hanging weight (${hangingWeightLbs} lbs).`;
}

/** The 'Pounds donated' field as typed ('40', '40.5'), checked as the server checks it, or why not. */
export function readPoundsDonated(
  text: string,
  hangingWeightLbs: number | null,
): { ok: true; pounds: number } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: DONATION_MESSAGES.poundsRequired };
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return { ok: false, message: DONATION_MESSAGES.poundsRange };
  if (!/^\d+(\.\d)?$/.test(trimmed)) return { ok: false, message: DONATION_MESSAGES.poundsDecimals };
  const pounds = Number(trimmed);
  if (pounds < DONATION_LIMITS.poundsMin || pounds > DONATION_LIMITS.poundsMax) {
    return { ok: false, message: DONATION_MESSAGES.poundsRange };
  }
  if (hangingWeightLbs !== null && pounds > hangingWeightLbs) {
    return { ok: false, message: poundsOverHangingMessage(hangingWeightLbs) };
  }
  return { ok: true, pounds };
}

/** Pounds with one decimal as whole tenths, so that no float rounding creeps into money: 96.5 -> 965. */
export function tenthsOf(pounds: number): number {
  return Math.round(pounds * 10);
}

export type DonationOfOrder = {
  choice: DonationChoice;
  /** 'Pounds donated' for 'Donate part'. */
  pounds_donated: number | null;
  terms: DonationTerms | null;
};

/**
 * The pounds given to the program: the hanging weight for 'Donate all' (null until weighed); 'Pounds donated'
 * for 'Donate part', never more than the hanging weight when that is known (a weight corrected down later
 * caps what was donated rather than leaving a part larger than the whole).
 */
export function donatedPounds(
  donation: Pick<DonationOfOrder, 'choice' | 'pounds_donated'>,
  hangingWeightLbs: number | null,
) {
  if (donation.choice === 'keep') return null;
  if (donation.choice === 'all') return hangingWeightLbs;
  if (donation.pounds_donated === null) return null;
  return hangingWeightLbs === null ? donation.pounds_donated : Math.min(donation.pounds_donated, hangingWeightLbs);
}

/**
 * The program's share of the order, in cents (ADR 1301):
 * - per animal: the fixed amount for 'Donate all'; nothing for 'Donate part' (programs pay a per-animal
 *   amount for a whole animal given; a part is paid only by a per-pound program);
 * - per pound: the rate times the donated pounds, rounded to the cent (half up), 0 until weighed;
 * - nothing: 0;
 * and never more than the order's total (nor less than 0).
 */
export function donationShareCents(
  donation: DonationOfOrder,
  order: { hanging_weight_lbs: number | null; total_cents: Cents | null },
): Cents {
  const terms = donation.terms;
  if (donation.choice === 'keep' || terms === null) return 0;
  let share = 0;
  if (terms.pays === 'per_animal') {
    share = donation.choice === 'all' ? terms.rate_cents : 0;
  } else if (terms.pays === 'per_pound') {
    const pounds = donatedPounds(donation, order.hanging_weight_lbs);
    share = pounds === null ? 0 : Math.round((terms.rate_cents * tenthsOf(pounds)) / 10);
  }
  return Math.max(0, Math.min(share, order.total_cents ?? 0));
}

/**
 * The customer's balance before storage: the grand total minus the program's share minus payments not voided
 * (docs/shop.md 2; storage is added by each reader as before).
 */
export function balanceAfterShare(
  totalCents: Cents,
  shareCents: Cents,
  payments: readonly { amount_cents: Cents; voided: unknown }[],
): Cents {
  return payments.reduce(
    (due, payment) => (payment.voided ? due : due - payment.amount_cents),
    totalCents - shareCents,
  );
}

/** The order's own line: 'Paid by Hunters for the Hungry: $60.00'. */
export function paidByLine(programName: string, shareCents: Cents): string {
  return `Paid by ${programName}: ${formatCents(shareCents)}`;
}

/** What a program pays, as the settings list and the invoice say it: '$60.00 per animal', '$1.50 per lb'. */
export function programTermsText(terms: DonationTerms): string {
  if (terms.pays === 'per_animal') return `${formatCents(terms.rate_cents)} per animal`;
  if (terms.pays === 'per_pound') return `${formatCents(terms.rate_cents)} per lb of hanging weight`;
  return 'Pays nothing';
}

/** The history's summary of a donation set: 'Donation: Donate part (40 lbs) to Share the Harvest'. */
export function donationSummary(choice: DonationChoice, programName: string | null, poundsDonated: number | null) {
  if (choice === 'keep') return 'Donation: Keep';
  const pounds = choice === 'part' && poundsDonated !== null ? ` (${poundsDonated} lbs)` : '';
  return `Donation: ${DONATION_CHOICE_LABELS[choice]}${pounds} to ${programName ?? 'a program'}`;
}

/** One donated animal on /shop/donations, its invoice and its CSV. */
export type DonationEntryFields = {
  received_on: string;
  order_number: string;
  tag_number: number | null;
  confirmation_number: string | null;
  hunter_name: string;
  donation: 'all' | 'part';
  pounds: number | null;
  amount_due_cents: Cents;
};

/** The page's, the invoice's and the file's columns, in order. */
export const DONATION_COLUMNS = [
  'Date received',
  'Tag',
  'Order number',
  'Confirmation number',
  'Hunter',
  'Donated',
  'Pounds',
  'Amount due',
] as const;

/** One entry as the columns above, with the export's rules: text guarded against formulas, money as dollars. */
export function donationCsvRow(entry: DonationEntryFields): string[] {
  return [
    entry.received_on,
    csvNumber(entry.tag_number),
    entry.order_number,
    csvText(entry.confirmation_number),
    csvText(entry.hunter_name),
    DONATION_CHOICE_LABELS[entry.donation],
    csvNumber(entry.pounds),
    csvDollars(entry.amount_due_cents),
  ];
}

/** The file's last row: the totals. */
export function donationTotalsCsvRow(totals: { animals: number; pounds: number; amount_due_cents: Cents }) {
  return [
    'Total',
    '',
    '',
    '',
    `${totals.animals} animals`,
    '',
    csvNumber(totals.pounds),
    csvDollars(totals.amount_due_cents),
  ];
}

/** The totals of a list of entries; pounds added as tenths so that 0.1 + 0.2 stays 0.3. */
export function donationTotals(entries: readonly Pick<DonationEntryFields, 'pounds' | 'amount_due_cents'>[]) {
  const tenths = entries.reduce((sum, entry) => sum + (entry.pounds === null ? 0 : tenthsOf(entry.pounds)), 0);
  return {
    animals: entries.length,
    pounds: tenths / 10,
    amount_due_cents: entries.reduce((sum, entry) => sum + entry.amount_due_cents, 0),
  };
}

/** 'donations-hunters-for-the-hungry-2026-11-01-to-2026-11-30.csv' */
export function donationsFileName(programName: string, from: string, to: string): string {
  const slug =
    programName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'program';
  return `donations-${slug}-${from}-to-${to}.csv`;
}
