import { isAPIError } from 'better-auth/api';
import { type KeyOf, rememberedDeviceOf } from './remembered-device';
import { type SignInClient, attemptOf } from './sign-in';
import { markSignInSucceeded, reserveSignInAttempt } from './sign-in-throttle';
import type { AccountsContext } from './staff-accounts';
import { recordStaffEvent } from './staff-events';
import type { Staff } from './staff-session';

/** Who gives the password again: the account signed in, from this client (as sign-in.ts counts it). */
export type RecheckingClient = SignInClient & { keyOf: KeyOf };

/** The auth library's answer to a wrong password, whichever of its routes checked it. */
export const isWrongPassword = (error: unknown): boolean =>
  isAPIError(error) && (error.body as { code?: string } | undefined)?.code === 'INVALID_PASSWORD';

/**
 * ADR 1101, docs/shop.md 1: giving the current password again (to change it, or to turn two-factor sign-in on
 * or off) is a sign-in attempt of the account from this client. The sign-in throttle holds it (the same 429
 * and Retry-After) before the password is checked, and any refusal counts as a failed attempt, so a session
 * left open is no faster way to guess the password than the sign-in page. Only a password the library
 * accepted, with the change done, counts as a success, which (as a sign-in does) forgets this client's
 * failures for the account. `action` says what the password was for, in the account's history.
 */
export async function withPasswordRechecked<T>(
  context: AccountsContext,
  staff: Staff,
  client: RecheckingClient,
  action: string,
  check: () => Promise<T>,
  now = new Date(),
): Promise<T> {
  const deviceId = rememberedDeviceOf(client.keyOf, client.deviceCookie, staff.id, now);
  const attempt = attemptOf(client.keyOf, staff.email, client, deviceId);
  const reservation = await reserveSignInAttempt(context.db, attempt, now);
  const actor = { id: staff.id, name: staff.name };
  if (!reservation.allowed) {
    await recordStaffEvent(context.db, {
      actor,
      subjectId: staff.id,
      kind: 'sign_in_throttled',
      summary: `Password not checked, too many attempts: ${action}`,
    });
    context.log.info({ event: 'password_recheck_throttled' }, 'password not checked: too many attempts');
    throw reservation.error;
  }
  let result: T;
  try {
    result = await check();
  } catch (error) {
    if (!isWrongPassword(error)) throw error;
    await recordStaffEvent(context.db, {
      actor,
      subjectId: staff.id,
      kind: 'sign_in_failed',
      summary: `Password refused: ${action}`,
    });
    throw error;
  }
  await markSignInSucceeded(context.db, reservation.attemptId);
  return result;
}
