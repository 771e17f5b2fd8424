import { eq } from 'drizzle-orm';
import { isAPIError } from 'better-auth/api';
import { InvalidInputError, LimitReachedError } from '../../domain';
import type { ChooseNewPasswordInput, PasswordResetAnswer, RequestPasswordResetInput } from '../../domain/shop';
import { staffUsers } from '../db/auth-schema';
import type { Limit } from '../limits/check-limit';
import type { Limiter } from '../limits/limiter';
import type { SendDeps } from '../notifications/sending/send-and-record';
import { sendAndRecord } from '../notifications/sending/send-and-record';
import { readShopSettings } from '../settings/settings-store';
import { assertPasswordAllowed } from './password-strength';
import { type ResetAccount, resetLinkUrl } from './reset-link';
import { renderResetLinkEmail } from './reset-link-email';
import type { AccountsContext } from './staff-accounts';
import { recordStaffEvent } from './staff-events';

export const RESET_REQUESTED_MESSAGE =
  'If an account uses this email, a link to choose a new password is on its way. It works once, for 1 hour.';
export const RESET_LINK_INVALID_MESSAGE =
  'This link has expired or was already used. Ask for a new one on the sign-in page.';
export const PASSWORD_CHOSEN_MESSAGE = 'Your new password is saved. Sign in with it.';

/**
 * Asking for links is limited per client (refused with 429 past it) and per address, silently: the answer
 * must read the same for every address, so one past its limit is answered as usual and sent nothing.
 */
export const RESET_LIMITS = {
  perClient: { bucket: 'password-reset-client', max: 10, windowMs: 15 * 60_000 },
  perEmail: { bucket: 'password-reset-email', max: 3, windowMs: 60 * 60_000 },
  choosePerClient: { bucket: 'password-reset-choose', max: 20, windowMs: 15 * 60_000 },
} as const satisfies Record<string, Limit>;

/**
 * 'Forgot password?': the auth library makes the token (or, for an unknown address, takes as long as if
 * it did) and hands it to sendResetLink. The answer is the same whether or not an account uses the address.
 */
export async function requestPasswordReset(
  context: AccountsContext,
  limiter: Limiter,
  input: RequestPasswordResetInput,
): Promise<PasswordResetAnswer> {
  try {
    await limiter.hit(RESET_LIMITS.perEmail, limiter.keyOf(`password reset ${input.email}`));
  } catch (error) {
    if (!(error instanceof LimitReachedError)) throw error;
    context.log.info({ event: 'password_reset_throttled' }, 'password reset link not sent: too many for the address');
    return { message: RESET_REQUESTED_MESSAGE };
  }
  await context.auth.api.requestPasswordReset({ body: { email: input.email } });
  return { message: RESET_REQUESTED_MESSAGE };
}

/** The link's token and the new password; an expired, spent or unknown token is refused with one message. */
export async function chooseNewPassword(
  context: AccountsContext,
  input: ChooseNewPasswordInput,
): Promise<PasswordResetAnswer> {
  await assertPasswordAllowed(input.new_password, 'new_password');
  try {
    await context.auth.api.resetPassword({ body: { token: input.token, newPassword: input.new_password } });
  } catch (error) {
    if (isAPIError(error)) throw new InvalidInputError([], RESET_LINK_INVALID_MESSAGE);
    throw error;
  }
  return { message: PASSWORD_CHOSEN_MESSAGE };
}

/**
 * What the auth library calls with a new token: the email goes out through the notifications' sending
 * (SMTP, or the outbox when none is set; the daily cap per address), after the request has been answered,
 * so that an address with an account is not answered more slowly. A deactivated account gets nothing.
 */
export function createResetLinkSender(deps: SendDeps & { publicUrl: string; log: AccountsContext['log'] }) {
  return (account: ResetAccount, token: string): void => {
    if (account.banned) return;
    const send = async () => {
      await recordStaffEvent(deps.db, {
        actor: { id: null, name: 'Unknown' },
        subjectId: account.id,
        kind: 'password_reset_requested',
        summary: 'Asked for a password reset link',
      });
      const { shop_name } = await readShopSettings(deps.db);
      const message = renderResetLinkEmail(account.name, resetLinkUrl(deps.publicUrl, token), shop_name);
      const outcome = await sendAndRecord(deps, {
        channel: 'email',
        recipient: account.email,
        message,
        delivery: null,
        // A staff member's own address: capped per mailbox, not counted in the customers' daily budget.
        audience: 'staff',
      });
      deps.log.info({ event: 'password_reset_link', status: outcome.status }, 'password reset link');
    };
    send().catch((error: unknown) =>
      deps.log.warn({ event: 'password_reset_link', err: error }, 'password reset link not sent'),
    );
  };
}

/** After a reset by link: the password is the account's own again (no change asked for), and it is recorded. */
export function createPasswordResetRecorder(db: SendDeps['db']) {
  return async (account: { id: string; name: string }): Promise<void> => {
    await db.update(staffUsers).set({ mustChangePassword: false }).where(eq(staffUsers.id, account.id));
    await recordStaffEvent(db, {
      actor: { id: account.id, name: account.name },
      subjectId: account.id,
      kind: 'password_reset_by_link',
      summary: 'Chose a new password with a reset link',
    });
  };
}
