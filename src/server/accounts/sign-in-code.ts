import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { InvalidInputError, LimitReachedError, UnauthenticatedError } from '../../domain';
import type { SecondFactorInput } from '../../domain/shop';
import { staffUsers } from '../db/auth-schema';
import { type Limit, takeLimitHit } from '../limits/check-limit';
import { deleteOldLimitHits } from '../limits/limit-store';
import { type KeyOf, rememberedDeviceOf } from './remembered-device';
import { type SignInClient, type SignedIn, attemptOf, recordSignedIn, withRememberedDevice } from './sign-in';
import { markSignInSucceeded, reserveSignInAttempt } from './sign-in-throttle';
import { type AccountsContext, cookiesOf } from './staff-accounts';
import { recordStaffEvent } from './staff-events';
import { WRONG_CODE_MESSAGE } from './two-factor';

export const CODE_USED_MESSAGE = 'This code was used already. Wait for the next code in your app.';

/**
 * An app's code is good for its 30 seconds and the steps either side the library accepts (90 s in all): in
 * that time it works once per account, so a code seen over a shoulder or caught in transit cannot be
 * replayed (OWASP ASVS 5.0, one-time codes). Counted under a keyed hash of account and code, never the code.
 */
const CODES_USED: Limit = { bucket: 'totp-codes-used', max: 1, windowMs: 90_000 };

async function spendCode(context: AccountsContext, keyOf: KeyOf, accountId: string, code: string): Promise<void> {
  try {
    await takeLimitHit(context.db, CODES_USED, keyOf(`totp ${accountId} ${code}`));
  } catch (error) {
    if (error instanceof LimitReachedError) {
      throw new InvalidInputError([{ path: 'code', message: CODE_USED_MESSAGE }]);
    }
    throw error;
  }
}

export const CODE_EXPIRED_MESSAGE = 'Your sign-in has expired. Sign in again with your password.';
const CHALLENGE_COOKIES = ['shop.two_factor', '__Secure-shop.two_factor'];

/** The id of the library's sign-in challenge in its signed cookie (verified by the library, not here). */
function challengeIdOf(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name = '', ...value] = part.trim().split('=');
    if (!CHALLENGE_COOKIES.includes(name)) continue;
    const signed = decodeURIComponent(value.join('='));
    const dot = signed.lastIndexOf('.');
    return dot > 0 ? signed.slice(0, dot) : null;
  }
  return null;
}

/** Whose sign-in this challenge is: the account, so that wrong codes count as its failed sign-ins. */
async function challengedAccount(context: AccountsContext, cookieHeader: string | undefined) {
  const id = challengeIdOf(cookieHeader);
  const challenge = id ? await (await context.auth.$context).internalAdapter.findVerificationValue(id) : null;
  if (!challenge || challenge.expiresAt < new Date()) throw new UnauthenticatedError(CODE_EXPIRED_MESSAGE);
  const [account] = await context.db.select().from(staffUsers).where(eq(staffUsers.id, challenge.value));
  if (!account) throw new UnauthenticatedError(CODE_EXPIRED_MESSAGE);
  return account;
}

/**
 * docs/shop.md 1: the second step of a sign-in, a code from the authenticator app (6 digits) or one of
 * the recovery codes (each works once). A wrong code is one more failed sign-in of the account from this
 * client (sign-in-throttle.ts), so guessing codes is slowed as guessing passwords is, and the remembered
 * browser is never held up by it (ADR 1101). The library also ends a challenge after 5 wrong codes.
 */
export async function signInWithCode(
  context: AccountsContext,
  keyOf: KeyOf,
  input: SecondFactorInput,
  client: SignInClient & { cookieHeader: string | undefined },
  now = new Date(),
): Promise<SignedIn> {
  const account = await challengedAccount(context, client.cookieHeader);
  const deviceId = rememberedDeviceOf(keyOf, client.deviceCookie, account.id, now);
  const reservation = await reserveSignInAttempt(context.db, attemptOf(keyOf, account.email, client, deviceId), now);
  if (!reservation.allowed) throw reservation.error;
  const headers = new Headers({ cookie: client.cookieHeader ?? '' });
  const code = input.code.replace(/\s+/g, '');
  const isAppCode = /^\d{6}$/.test(code);
  // Before the library checks it: a second use, even at the same moment from another process, is refused.
  if (isAppCode) await spendCode(context, keyOf, account.id, code);
  try {
    const result = isAppCode
      ? await context.auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true })
      : await context.auth.api.verifyBackupCode({ body: { code }, headers, returnHeaders: true });
    await markSignInSucceeded(context.db, reservation.attemptId);
    await deleteOldLimitHits(context.db, CODES_USED.bucket, CODES_USED.windowMs).catch(() => undefined);
    const signedIn = await recordSignedIn(context, account.id, cookiesOf(result.headers));
    return withRememberedDevice(context, keyOf, signedIn, deviceId, now);
  } catch (error) {
    if (!isAPIError(error)) throw error;
    await recordStaffEvent(context.db, {
      actor: { id: null, name: 'Unknown' },
      subjectId: account.id,
      kind: 'sign_in_failed',
      summary: 'Failed sign-in: wrong authenticator or recovery code',
    });
    context.log.info({ event: 'sign_in_code_failed' }, 'staff sign-in failed: wrong code');
    const expired =
      (error.body as { code?: string } | undefined)?.code !== 'INVALID_CODE' &&
      (error.body as { code?: string } | undefined)?.code !== 'INVALID_BACKUP_CODE';
    if (expired) throw new UnauthenticatedError(CODE_EXPIRED_MESSAGE);
    throw new InvalidInputError([{ path: 'code', message: WRONG_CODE_MESSAGE }]);
  }
}
