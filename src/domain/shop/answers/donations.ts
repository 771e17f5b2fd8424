import { z } from 'zod';
import { DONATION_CHOICES, DONATION_PAYS } from '../donations';
import { day, moment, wholeNumber } from './answer-parts';

/** ADR 1301: donation programs, an order's donation, and /shop/donations. */

export const DonationProgramSchema = z.object({
  id: z.string(),
  name: z.string(),
  pays: z.enum(DONATION_PAYS),
  /** Per animal or per pound; 0 for a program that pays nothing. */
  rate_cents: wholeNumber,
  /** Who the program's invoices go to. */
  invoice_contact: z.string(),
  /** 'Hold donated animals until the CWD result'. */
  hold_for_cwd: z.boolean(),
  /** Hidden from new choices; kept on the orders that have it. */
  retired: z.boolean(),
});
export type DonationProgram = z.infer<typeof DonationProgramSchema>;

/** GET /api/shop/donation-programs: every program, retired ones too, by name. */
export const DonationProgramsSchema = z.object({ programs: z.array(DonationProgramSchema) });
export type DonationPrograms = z.infer<typeof DonationProgramsSchema>;

/** The order's donation on the order page: 'Keep' has no program, terms nor share. */
export const OrderDonationSchema = z.object({
  choice: z.enum(DONATION_CHOICES),
  pounds_donated: z.number().nullable(),
  program: z.object({ id: z.string(), name: z.string(), retired: z.boolean(), hold_for_cwd: z.boolean() }).nullable(),
  /** The program's terms when the donation was set, which the order keeps. */
  terms: z.object({ pays: z.enum(DONATION_PAYS), rate_cents: wholeNumber }).nullable(),
  /** The hanging weight for 'Donate all', 'Pounds donated' for a part; null until known. */
  donated_pounds: z.number().nullable(),
  /** The program's share: its own line on the order; the balance due is what is left. */
  share_cents: wholeNumber,
  set_at: moment.nullable(),
});
export type OrderDonation = z.infer<typeof OrderDonationSchema>;

export const DonationEntrySchema = z.object({
  /** The day checked in, in the shop's time zone. */
  received_on: day,
  order_number: z.string(),
  tag_number: wholeNumber.nullable(),
  confirmation_number: z.string().nullable(),
  hunter_name: z.string(),
  donation: z.enum(['all', 'part']),
  pounds: z.number().nullable(),
  amount_due_cents: wholeNumber,
});
export type DonationEntry = z.infer<typeof DonationEntrySchema>;

/** GET /api/shop/donations: one program's donated animals checked in over a range of days, and the totals. */
export const DonationsReportSchema = z.object({
  from: day,
  to: day,
  shop_name: z.string(),
  shop_address: z.string(),
  shop_phone: z.string(),
  program: DonationProgramSchema,
  entries: z.array(DonationEntrySchema),
  totals: z.object({ animals: wholeNumber, pounds: z.number(), amount_due_cents: wholeNumber }),
});
export type DonationsReport = z.infer<typeof DonationsReportSchema>;
