import { z } from 'zod';
import { EMAIL_PATTERN } from '../limits';
import { freeText } from '../free-text-schema';
import type { DropOffField, DropOffValues } from './drop-off';
import { dayNumberOf } from './export-range';
import { SHOP_LIMITS } from './limits';
import { STAGES } from './stages';
import { isStateCode } from './state-records';
import { FINISHED_WEIGHT_MESSAGES } from './yield';
import { finishedWeightLbs } from './yield-schemas';
import { STORAGE_LIMITS, STORAGE_MESSAGES, reminderDaysOf } from './storage';

/** The shop side's inputs (docs/shop.md 1-3), with the limits docs/shop.md gives. Unknown keys are dropped. */

// The limits live apart from zod, so that the browser can read them without loading the schemas.
export { SHOP_LIMITS };

export const ROLES = ['owner', 'staff'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = { owner: 'Owner', staff: 'Staff' };

const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .max(254)
  .regex(EMAIL_PATTERN, 'Enter a valid email address.');
/** docs/shop.md 1: ten spaces are no password. The server also refuses common ones (password-strength.ts). */
export const PASSWORD_ONLY_SPACES_MESSAGE = 'A password cannot be only spaces.';
const password = z
  .string()
  .min(SHOP_LIMITS.passwordMin, `Use at least ${SHOP_LIMITS.passwordMin} characters.`)
  .max(SHOP_LIMITS.passwordMax, `Use at most ${SHOP_LIMITS.passwordMax} characters.`)
  .refine((value) => value.trim() !== '', PASSWORD_ONLY_SPACES_MESSAGE);
const personName = freeText(SHOP_LIMITS.staffName).min(1, 'Name is required.');

export const SignInInputSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required.').max(SHOP_LIMITS.passwordMax),
});
export type SignInInput = z.infer<typeof SignInInputSchema>;

/** docs/shop.md 1: the authenticator app's 6 digits, or (at sign-in) one of the recovery codes. */
export const TWO_FACTOR_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app.';
export const SecondFactorInputSchema = z.object({
  code: z.string().trim().min(1, 'Enter the code from your authenticator app, or a recovery code.').max(40),
});
export type SecondFactorInput = z.infer<typeof SecondFactorInputSchema>;
export const ConfirmTwoFactorInputSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, TWO_FACTOR_CODE_MESSAGE),
});
export type ConfirmTwoFactorInput = z.infer<typeof ConfirmTwoFactorInputSchema>;
export const PasswordConfirmInputSchema = z.object({
  password: z.string().min(1, 'Password is required.').max(SHOP_LIMITS.passwordMax),
});
export type PasswordConfirmInput = z.infer<typeof PasswordConfirmInputSchema>;
export const TwoFactorRuleInputSchema = z.object({ required: z.boolean() });
export type TwoFactorRuleInput = z.infer<typeof TwoFactorRuleInputSchema>;

export const SetupInputSchema = z.object({ token: z.string().min(1).max(200), name: personName, email, password });
export type SetupInput = z.infer<typeof SetupInputSchema>;

export const ChangePasswordInputSchema = z.object({
  current_password: z.string().min(1, 'Current password is required.').max(SHOP_LIMITS.passwordMax),
  new_password: password,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

export const CreateStaffInputSchema = z.object({
  name: personName,
  email,
  role: z.enum(ROLES),
  temporary_password: password,
});
export type CreateStaffInput = z.infer<typeof CreateStaffInputSchema>;

export const SetRoleInputSchema = z.object({ role: z.enum(ROLES) });
export type SetRoleInput = z.infer<typeof SetRoleInputSchema>;

export const ResetPasswordInputSchema = z.object({ temporary_password: password });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

/** docs/shop.md 1, 'Forgot password?': the address a reset link goes to, if an account uses it. */
export const RequestPasswordResetInputSchema = z.object({ email });
export type RequestPasswordResetInput = z.infer<typeof RequestPasswordResetInputSchema>;

/** The reset link's token and the new password chosen with it. */
export const ChooseNewPasswordInputSchema = z.object({ token: z.string().min(1).max(200), new_password: password });
export type ChooseNewPasswordInput = z.infer<typeof ChooseNewPasswordInputSchema>;

const HARVEST_DATE_MESSAGE = 'Enter a date such as 2026-11-01.';
const HARVEST_DATE_FUTURE = 'Harvest date cannot be in the future.';

/** '' from an empty form field means "not given". */
const STATE_MESSAGE = 'Choose a state or province from the list.';
const HARVEST_STATE_MESSAGE = 'Choose the state or province of harvest from the list.';

/** lines: a note that may keep its line breaks (free-text-schema.ts). */
const optionalText = (max: number, lines = false) =>
  freeText(max, { lines })
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * A harvest date 'YYYY-MM-DD' that is a real day and not later than tomorrow (the slack covers a shop
 * whose day is ahead of the server's UTC one); '' or null means not given.
 */
const harvestDate = z
  .string()
  .trim()
  .max(10, HARVEST_DATE_MESSAGE)
  .nullish()
  .refine((value) => !value || dayNumberOf(value) !== null, HARVEST_DATE_MESSAGE)
  .refine(
    (value) => !value || (dayNumberOf(value) ?? 0) <= Math.floor(Date.now() / 86_400_000) + 1,
    HARVEST_DATE_FUTURE,
  )
  .transform((value) => (value ? value : null));

export const CheckInInputSchema = z.object({
  tag_number: z
    .number({ error: 'Tag number is required.' })
    .int('Tag number must be a whole number.')
    .min(SHOP_LIMITS.tagMin, `Tag number must be from ${SHOP_LIMITS.tagMin} to ${SHOP_LIMITS.tagMax}.`)
    .max(SHOP_LIMITS.tagMax, `Tag number must be from ${SHOP_LIMITS.tagMin} to ${SHOP_LIMITS.tagMax}.`),
  confirmation_number: optionalText(SHOP_LIMITS.confirmationNumber),
  hanging_weight_lbs: z
    .number()
    .min(SHOP_LIMITS.hangingWeightMin, 'Hanging weight must be from 1 to 1500 lbs.')
    .max(SHOP_LIMITS.hangingWeightMax, 'Hanging weight must be from 1 to 1500 lbs.')
    .refine((value) => Number.isInteger(Math.round(value * 10 * 1e6) / 1e6), 'Use at most one decimal.')
    .nullish()
    .transform((value) => value ?? null),
  storage_location: optionalText(SHOP_LIMITS.storageLocation),
  notes: optionalText(SHOP_LIMITS.dropOffNotes, true),
  // docs/shop.md 9, the processor's log.
  harvest_date: harvestDate,
  harvest_county: optionalText(SHOP_LIMITS.harvestCounty),
  hunter_address: optionalText(SHOP_LIMITS.hunterAddress, true),
  // docs/shop.md 13: which of these a check-in must give depends on the shop's state (checked on the server).
  license_number: optionalText(SHOP_LIMITS.licenseNumber),
  harvest_state: z
    .string()
    .trim()
    .max(2, HARVEST_STATE_MESSAGE)
    .refine((value) => value === '' || isStateCode(value), HARVEST_STATE_MESSAGE)
    .nullish()
    .transform((value) => (value ? value : null)),
  harvest_zone: optionalText(SHOP_LIMITS.harvestZone),
  delivered_by: optionalText(SHOP_LIMITS.deliveredBy),
} satisfies { [Field in DropOffField]: z.ZodType<DropOffValues[Field], unknown> });
export type CheckInInput = z.infer<typeof CheckInInputSchema>;

/** The drop-off fields staff may edit later (everything of check-in). */
export const DropOffInputSchema = CheckInInputSchema;
export type DropOffInput = CheckInInput;

export const CancelInputSchema = z.object({
  reason: freeText(SHOP_LIMITS.cancelReason, { lines: true }).min(1, 'Give a reason.'),
});
export type CancelInput = z.infer<typeof CancelInputSchema>;

/** docs/shop.md 11: 'Mark ready for pickup' may bring the finished weight, asked there when missing. */
export const MoveStageInputSchema = z
  .object({ to: z.enum(STAGES), finished_weight_lbs: finishedWeightLbs.nullish() })
  .refine((input) => input.finished_weight_lbs == null || input.to === 'ready', {
    path: ['finished_weight_lbs'],
    message: FINISHED_WEIGHT_MESSAGES.onlyWithReady,
  });
export type MoveStageInput = z.infer<typeof MoveStageInputSchema>;

/**
 * docs/shop.md 9, 'CWD holds': 'on_hold', orders whose meat waits for a CWD result (or for the owner after 'Detected');
 * 'overdue', ready and past their free storage days.
 */
export const BOARD_FILTERS = ['active', ...STAGES, 'on_hold', 'overdue'] as const;
export type BoardFilter = (typeof BOARD_FILTERS)[number];

/**
 * docs/shop.md 10, 'The shop's view': the board's drop-off day filter, 'today' and 'tomorrow' in the shop's time zone,
 * or a date.
 */
export const BOARD_DROP_OFF_DAYS = ['today', 'tomorrow'] as const;

export const BoardQuerySchema = z.object({
  stage: z.enum(BOARD_FILTERS).default('active'),
  q: z.string().trim().max(SHOP_LIMITS.search).default(''),
  drop_off: z
    .string()
    .trim()
    .default('')
    .refine(
      (value) =>
        value === '' || (BOARD_DROP_OFF_DAYS as readonly string[]).includes(value) || dayNumberOf(value) !== null,
      "Choose 'today', 'tomorrow' or a date such as 2026-11-14.",
    ),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type BoardQuery = z.infer<typeof BoardQuerySchema>;

/** The board's scanner Enter: a whole order number ('GM-1042') or tag ('1042'). */
export const LookupQuerySchema = z.object({ q: z.string().trim().min(1).max(SHOP_LIMITS.search) });
export type LookupQuery = z.infer<typeof LookupQuerySchema>;

function wholeNumber(min: number, max: number, message: string) {
  return z.number(message).int(message).min(min, message).max(max, message);
}

export const SettingsInputSchema = z.object({
  shop_name: freeText(SHOP_LIMITS.shopName),
  phone: freeText(SHOP_LIMITS.shopPhone),
  address: freeText(SHOP_LIMITS.shopAddress, { lines: true }),
  pickup_hours: freeText(SHOP_LIMITS.pickupHours, { lines: true }),
  time_zone: z.string().trim().min(1).max(64).refine(isTimeZone, 'Enter a time zone such as America/Chicago.'),
  first_tag_number: z.number().int().min(SHOP_LIMITS.tagMin).max(SHOP_LIMITS.tagMax),
  new_order_email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), 'Enter a valid email address.')
    .nullish()
    .transform((value) => (value ? value.toLowerCase() : null)),
  free_storage_days: wholeNumber(0, STORAGE_LIMITS.maxDays, STORAGE_MESSAGES.freeDays),
  storage_fee_cents: wholeNumber(0, STORAGE_LIMITS.maxFeeCents, STORAGE_MESSAGES.fee),
  // One message on the field for the whole list, whichever day is at fault.
  reminder_days: z
    .array(z.number(STORAGE_MESSAGES.reminderDays), STORAGE_MESSAGES.reminderDays)
    .max(STORAGE_LIMITS.maxReminders, STORAGE_MESSAGES.reminderDays)
    .refine((days) => reminderDaysOf(days) !== null, STORAGE_MESSAGES.reminderDays)
    .transform((days) => reminderDaysOf(days) ?? []),
  unclaimed_after_days: wholeNumber(1, STORAGE_LIMITS.maxDays, STORAGE_MESSAGES.unclaimedDays),
  // docs/shop.md 13: '' or absent is no state chosen (the full log).
  state: z
    .string()
    .trim()
    .max(2, STATE_MESSAGE)
    .refine((value) => value === '' || isStateCode(value), STATE_MESSAGE)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type SettingsInput = z.infer<typeof SettingsInputSchema>;

/** An IANA zone the runtime knows, e.g. 'America/Chicago'. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
}

/** GET /api/shop/setup?token=: whether a first-owner setup link can still be used. */
export const SetupStatusQuerySchema = z.object({ token: z.string().max(200).default('') });
export type SetupStatusQuery = z.infer<typeof SetupStatusQuerySchema>;
