import { eq } from 'drizzle-orm';
import { InvalidInputError } from '../../domain';
import type { ChangePasswordInput } from '../../domain/shop';
import { staffUsers } from '../db/auth-schema';
import { type RecheckingClient, isWrongPassword, withPasswordRechecked } from './password-recheck';
import { assertPasswordAllowed } from './password-strength';
import type { SignedIn } from './sign-in';
import { type AccountsContext, cookiesOf, findAccount, sessionInfoOf, shopUserOf } from './staff-accounts';
import { recordStaffEvent } from './staff-events';
import type { Staff } from './staff-session';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is not correct.';
export const SAME_PASSWORD_MESSAGE = 'Choose a new password, not the current one.';

/**
 * docs/shop.md 1: checks the current password and sets the new one (hashed by the auth library), ends every
 * session of the account, this one included, and opens a fresh one for this browser. A temporary
 * password is done with. The current password counts as a sign-in attempt (password-recheck.ts).
 */
export async function changePassword(
  context: AccountsContext,
  staff: Staff,
  headers: Headers,
  input: ChangePasswordInput,
  client: RecheckingClient,
): Promise<SignedIn> {
  // A temporary password must really be replaced.
  if (input.new_password === input.current_password) {
    throw new InvalidInputError([{ path: 'new_password', message: SAME_PASSWORD_MESSAGE }]);
  }
  await assertPasswordAllowed(input.new_password, 'new_password', [staff.name, staff.email]);
  let cookies: string[];
  try {
    const result = await withPasswordRechecked(context, staff, client, 'change the password', () =>
      context.auth.api.changePassword({
        body: { currentPassword: input.current_password, newPassword: input.new_password, revokeOtherSessions: true },
        headers,
        returnHeaders: true,
      }),
    );
    cookies = cookiesOf(result.headers);
  } catch (error) {
    if (isWrongPassword(error)) {
      throw new InvalidInputError([{ path: 'current_password', message: WRONG_CURRENT_PASSWORD_MESSAGE }]);
    }
    throw error;
  }
  const account = await context.db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ mustChangePassword: false, updatedAt: new Date() })
      .where(eq(staffUsers.id, staff.id));
    await recordStaffEvent(tx, {
      actor: { id: staff.id, name: staff.name },
      subjectId: staff.id,
      kind: 'password_changed',
      summary: 'Changed their password',
    });
    return findAccount(tx, staff.id);
  });
  return { session: await sessionInfoOf(context.db, shopUserOf(account)), cookies };
}
