import { z } from 'zod';
import { LanguageSchema } from '../../schemas';
import { day, wholeNumber } from './answer-parts';
import { PriceListSchema } from './prices';

/** A customer's contact details and language, for 'New order for this customer' (docs/shop.md 14). */
export const CounterCustomerSchema = z.object({
  full_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  language: LanguageSchema,
});
export type CounterCustomer = z.infer<typeof CounterCustomerSchema>;

/**
 * GET /api/shop/counter-order-form (docs/shop.md 14): what the 'New order' page needs before its first key: today's
 * prices, the state whose record the check-in fields are for, the next free tag, today when the shop takes
 * drop-off days (the day's default; null when it does not), and with `?for=GM-1042` that order's customer.
 */
export const CounterOrderFormSchema = z.object({
  prices: PriceListSchema,
  shop_state: z.string().nullable(),
  suggested_tag_number: wholeNumber.nullable(),
  drop_off_today: day.nullable(),
  customer: CounterCustomerSchema.nullable(),
});
export type CounterOrderForm = z.infer<typeof CounterOrderFormSchema>;
