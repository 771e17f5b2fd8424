import { isAPIError } from 'better-auth/api';
import { ConflictError, ForbiddenError, InvalidInputError } from '../../domain';
import type {
  ConfirmTwoFactorInput,
  PasswordConfirmInput,
  TwoFactorRule,
  TwoFactorRuleInput,
  TwoFactorStart,
} from '../../domain/shop';
import { type RecheckingClient, withPasswordRechecked } from './password-recheck';
import { readShopSettings } from '../settings/settings-store';
import { drawQrCode } from '../lib/barcode';
import type { SignedIn } from './sign-in';
import { type AccountsContext, cookiesOf, findAccount, sessionInfoOf, shopUserOf } from './staff-accounts';
import { type StaffEventKind, recordStaffEvent } from './staff-events';
import type { Staff } from './staff-session';
import { readTwoFactorRequired, writeTwoFactorRequired } from './two-factor-rule';

/**
 * docs/shop.md 1: two-factor sign-in with an authenticator app (better-auth's two-factor
 * plugin, called through our routes as the rest of the library, ADR 0301). Turning it on takes the password,
 * then a code from the app; the secret and the recovery codes go to the browser once and never to the log.
 * The password, to turn it on or off, counts as a sign-in attempt (password-recheck.ts, ADR 1101).
 */
export const WRONG_PASSWORD_MESSAGE = 'The password is not correct.';
export const WRONG_CODE_MESSAGE = 'This code is not correct. Check the time on your phone and try the new code.';
export const ALREADY_ON_MESSAGE = 'Two-factor sign-in is already on.';
export const SIGN_IN_AGAIN_MESSAGE = 'Sign out and sign in again, then turn it off.';
export const REQUIRED_MESSAGE = 'The owner requires two-factor sign-in for every account.';

const errorCodeOf = (error: unknown): string | undefined =>
  isAPIError(error) ? (error.body as { code?: string } | undefined)?.code : undefined;

async function record(context: AccountsContext, staff: Staff, kind: StaffEventKind, summary: string) {
  await recordStaffEvent(context.db, { actor: { id: staff.id, name: staff.name }, subjectId: staff.id, kind, summary });
}

async function signedInAgain(context: AccountsContext, staff: Staff, headers: Headers): Promise<SignedIn> {
  const account = await findAccount(context.db, staff.id);
  return { session: await sessionInfoOf(context.db, shopUserOf(account)), cookies: cookiesOf(headers) };
}

/** A new secret and recovery codes, waiting for the first code from the app (nothing is on yet). */
export async function startTwoFactor(
  context: AccountsContext,
  staff: Staff,
  headers: Headers,
  input: PasswordConfirmInput,
  client: RecheckingClient,
): Promise<TwoFactorStart> {
  const issuer = (await readShopSettings(context.db)).shop_name.trim() || 'Shop';
  try {
    const started = await withPasswordRechecked(context, staff, client, 'turn on two-factor sign-in', () =>
      context.auth.api.enableTwoFactor({ body: { password: input.password, issuer }, headers }),
    );
    if (!('totpURI' in started) || !started.totpURI || !started.backupCodes) throw new Error('No TOTP secret made.');
    const secret = new URL(started.totpURI).searchParams.get('secret') ?? '';
    return {
      totp_uri: started.totpURI,
      totp_qr_svg: await drawQrCode(started.totpURI),
      secret,
      recovery_codes: started.backupCodes,
    };
  } catch (error) {
    const code = errorCodeOf(error);
    if (code === 'INVALID_PASSWORD')
      throw new InvalidInputError([{ path: 'password', message: WRONG_PASSWORD_MESSAGE }]);
    if (code === 'TOTP_ALREADY_ENABLED') throw new ConflictError(ALREADY_ON_MESSAGE);
    throw error;
  }
}

/** The first code from the app turns two-factor on; the library opens a fresh session for it. */
export async function confirmTwoFactor(
  context: AccountsContext,
  staff: Staff,
  headers: Headers,
  input: ConfirmTwoFactorInput,
): Promise<SignedIn> {
  try {
    const result = await context.auth.api.verifyTOTP({ body: { code: input.code }, headers, returnHeaders: true });
    await record(context, staff, 'two_factor_enabled', 'Turned on two-factor sign-in');
    return signedInAgain(context, staff, result.headers);
  } catch (error) {
    if (isAPIError(error)) throw new InvalidInputError([{ path: 'code', message: WRONG_CODE_MESSAGE }]);
    throw error;
  }
}

/** With the password; refused while the owner requires it for everyone. */
export async function turnOffTwoFactor(
  context: AccountsContext,
  staff: Staff,
  headers: Headers,
  input: PasswordConfirmInput,
  client: RecheckingClient,
): Promise<SignedIn> {
  if (await readTwoFactorRequired(context.db)) throw new ConflictError(REQUIRED_MESSAGE);
  try {
    const result = await withPasswordRechecked(context, staff, client, 'turn off two-factor sign-in', () =>
      context.auth.api.disableTwoFactor({ body: { password: input.password }, headers, returnHeaders: true }),
    );
    await record(context, staff, 'two_factor_disabled', 'Turned off two-factor sign-in');
    return signedInAgain(context, staff, result.headers);
  } catch (error) {
    if (errorCodeOf(error) === 'INVALID_PASSWORD') {
      throw new InvalidInputError([{ path: 'password', message: WRONG_PASSWORD_MESSAGE }]);
    }
    // The library asks for a recent sign-in (a day) before two-factor is turned off.
    if (isAPIError(error)) throw new ForbiddenError(SIGN_IN_AGAIN_MESSAGE);
    throw error;
  }
}

/** The owner's rule; an owner may only require it once their own account uses it. */
export async function setTwoFactorRule(
  context: AccountsContext,
  owner: Staff,
  input: TwoFactorRuleInput,
): Promise<TwoFactorRule> {
  if (input.required && !owner.twoFactorEnabled) {
    throw new ConflictError('Turn on two-factor sign-in for your own account first.');
  }
  await writeTwoFactorRequired(context.db, input.required);
  const summary = input.required ? 'Required two-factor sign-in for all staff' : 'Made two-factor sign-in optional';
  await record(context, owner, 'two_factor_rule_changed', summary);
  return { required: input.required };
}
