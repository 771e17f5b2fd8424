import { z } from 'zod';
import { ROLES } from '../schemas';
import { moment } from './answer-parts';

/** The accounts' answers (docs/shop.md 1). */

export const ShopUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  must_change_password: z.boolean(),
  /** docs/shop.md 1: signs in with a code from an authenticator app as well. */
  two_factor_enabled: z.boolean(),
});
export type ShopUser = z.infer<typeof ShopUserSchema>;

/**
 * GET /api/shop/session, and the answer of a sign-in, a first owner's setup and a password change: who is
 * signed in, and the shop's time zone, which the shop's pages read times in (docs/shop.md 3, 'Dates and quantities'; it
 * is not public: GET /api/shop-info leaves it out).
 */
export const SessionInfoSchema = z.object({
  user: ShopUserSchema,
  time_zone: z.string(),
  /** The owner's rule that every account turns two-factor sign-in on before anything else. */
  two_factor_required: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

/** POST /api/shop/sign-in: a session, or (the password was right) the code from the authenticator app next. */
export const SignInAnswerSchema = z.union([SessionInfoSchema, z.object({ second_factor: z.literal('totp') })]);
export type SignInAnswer = z.infer<typeof SignInAnswerSchema>;

/**
 * POST /api/shop/two-factor/start: what the authenticator app needs (the otpauth link, as a QR code too, and
 * its key to type in), and the recovery codes, shown once.
 */
export const TwoFactorStartSchema = z.object({
  totp_uri: z.string(),
  /** The same link as a QR code (SVG), for the app to scan from the counter PC's screen. */
  totp_qr_svg: z.string(),
  secret: z.string(),
  recovery_codes: z.array(z.string()),
});
export type TwoFactorStart = z.infer<typeof TwoFactorStartSchema>;

/** PUT /api/shop/two-factor-rule: whether every account must use two-factor sign-in. */
export const TwoFactorRuleSchema = z.object({ required: z.boolean() });
export type TwoFactorRule = z.infer<typeof TwoFactorRuleSchema>;

/** One account on /shop/staff, and the answer of each change to it. */
export const StaffMemberSchema = ShopUserSchema.extend({ active: z.boolean(), created_at: moment });
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffListSchema = z.object({ staff: z.array(StaffMemberSchema) });
export type StaffList = z.infer<typeof StaffListSchema>;

/** GET /api/shop/setup?token=: whether a first-owner setup link can still be used. */
export const SetupStatusSchema = z.object({ valid: z.boolean() });
export type SetupStatus = z.infer<typeof SetupStatusSchema>;

/**
 * POST /api/shop/password-reset-request and /api/shop/password-reset (docs/shop.md 1, 'A forgotten password'): a
 * sentence to show. The request's is the same whether or not an account uses the address.
 */
export const PasswordResetAnswerSchema = z.object({ message: z.string() });
export type PasswordResetAnswer = z.infer<typeof PasswordResetAnswerSchema>;
