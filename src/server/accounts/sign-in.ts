import { eq } from 'drizzle-orm';
import { isAPIError } from 'better-auth/api';
import { UnauthenticatedError } from '../../domain';
import type { SessionInfo, SignInInput } from '../../domain/shop';
import { type StaffUserRow, staffUsers } from '../db/auth-schema';
import { type KeyOf, rememberDeviceCookie, rememberedDeviceOf } from './remembered-device';
import { type SignInAttempt, markSignInSucceeded, reserveSignInAttempt } from './sign-in-throttle';
import { type AccountsContext, cookiesOf, findAccount, sessionInfoOf, shopUserOf } from './staff-accounts';
import { recordStaffEvent } from './staff-events';

export const SIGN_IN_FAILED_MESSAGE = 'Email or password is incorrect.';

/** A session answer and the Set-Cookie lines that carry it to the browser. */
export type SignedIn = { session: SessionInfo; cookies: string[] };
/** The password was right and the account uses two-factor: the library's short-lived challenge cookie. */
export type SecondFactorDue = { secondFactorDue: true; cookies: string[] };

/**
 * Opens a session through the auth library, which checks the password (hashing even for an unknown email,
 * so that both take as long) and refuses a deactivated account; it throws its APIError when it refuses.
 */
export async function openSession(
  context: AccountsContext,
  credentials: { email: string; password: string },
): Promise<SignedIn | SecondFactorDue> {
  const result = await context.auth.api.signInEmail({ body: credentials, returnHeaders: true });
  if ('twoFactorRedirect' in result.response) {
    context.log.info({ event: 'sign_in_code_due' }, 'staff sign-in: authenticator code next');
    return { secondFactorDue: true, cookies: cookiesOf(result.headers) };
  }
  return recordSignedIn(context, result.response.user.id, cookiesOf(result.headers));
}

/** A session was opened for this account (password, or password and code): recorded, and answered. */
export async function recordSignedIn(context: AccountsContext, userId: string, cookies: string[]): Promise<SignedIn> {
  const account = await findAccount(context.db, userId);
  await recordStaffEvent(context.db, {
    actor: { id: account.id, name: account.name },
    subjectId: account.id,
    kind: 'signed_in',
    summary: 'Signed in',
  });
  context.log.info({ event: 'signed_in' }, 'staff sign-in');
  return { session: await sessionInfoOf(context.db, shopUserOf(account)), cookies };
}

function failureSummary(account: StaffUserRow | undefined): string {
  if (!account) return 'Failed sign-in: no account has this email';
  return account.banned ? 'Failed sign-in: the account is deactivated' : 'Failed sign-in: wrong password';
}

/** Who is signing in: the keyed hash of the address (app.limits.clientKey) and the remembered-device cookie. */
export type SignInClient = { key: string; deviceCookie: string | null };

/** The remembered device counts under its own key, the others under their address's (ADR 1101). */
export function attemptOf(keyOf: KeyOf, email: string, client: SignInClient, deviceId: string | null): SignInAttempt {
  if (deviceId) return { email, client: keyOf(`sign-in device ${deviceId}`), remembered: true };
  return { email, client: client.key, remembered: false };
}

/**
 * docs/shop.md 1: email and password to a session. Wrong email, wrong password and a deactivated account read
 * the same; attempts are throttled by account and client together, per client and per account
 * (sign-in-throttle.ts), in the database. A successful sign-in remembers the browser (remembered-device.ts).
 * Each sign-in and failure is recorded (never the password, nor an email that names no account).
 */
export async function signIn(
  context: AccountsContext,
  keyOf: KeyOf,
  input: SignInInput,
  client: SignInClient,
  now = new Date(),
): Promise<SignedIn | SecondFactorDue> {
  const [account] = await context.db.select().from(staffUsers).where(eq(staffUsers.email, input.email));
  const deviceId = account ? rememberedDeviceOf(keyOf, client.deviceCookie, account.id, now) : null;
  const reservation = await reserveSignInAttempt(context.db, attemptOf(keyOf, input.email, client, deviceId), now);
  if (!reservation.allowed) {
    await recordStaffEvent(context.db, {
      actor: { id: null, name: 'Unknown' },
      subjectId: account?.id ?? null,
      kind: 'sign_in_throttled',
      summary: 'Sign-in refused: too many attempts',
    });
    context.log.info({ event: 'sign_in_throttled' }, 'staff sign-in refused: too many attempts');
    throw reservation.error;
  }
  try {
    const opened = await openSession(context, input);
    // docs/shop.md 1: with two-factor the attempt stays counted until the code is right too.
    if ('secondFactorDue' in opened) return opened;
    await markSignInSucceeded(context.db, reservation.attemptId);
    return withRememberedDevice(context, keyOf, opened, deviceId, now);
  } catch (error) {
    if (!isAPIError(error)) throw error;
    await recordStaffEvent(context.db, {
      actor: { id: null, name: 'Unknown' },
      subjectId: account?.id ?? null,
      kind: 'sign_in_failed',
      summary: failureSummary(account),
    });
    context.log.info({ event: 'sign_in_failed' }, 'staff sign-in failed');
    throw new UnauthenticatedError(SIGN_IN_FAILED_MESSAGE);
  }
}

/** The session's cookies and the remembered-device cookie, set or renewed (remembered-device.ts). */
export function withRememberedDevice(
  context: AccountsContext,
  keyOf: KeyOf,
  signedIn: SignedIn,
  deviceId: string | null,
  now: Date,
): SignedIn {
  const secure = Boolean(context.auth.options.advanced?.useSecureCookies);
  const device = rememberDeviceCookie(keyOf, { accountId: signedIn.session.user.id, deviceId, secure, now });
  return { ...signedIn, cookies: [...signedIn.cookies, device] };
}
