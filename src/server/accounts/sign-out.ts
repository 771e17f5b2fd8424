import { type AccountsContext, cookiesOf } from './staff-accounts';
import { recordStaffEvent } from './staff-events';
import type { Staff } from './staff-session';

/** Ends this browser's session in the database (its cookie no longer opens anything) and clears the cookie. */
export async function signOut(context: AccountsContext, staff: Staff, headers: Headers): Promise<string[]> {
  const result = await context.auth.api.signOut({ headers, returnHeaders: true });
  await recordStaffEvent(context.db, {
    actor: { id: staff.id, name: staff.name },
    subjectId: staff.id,
    kind: 'signed_out',
    summary: 'Signed out',
  });
  return cookiesOf(result.headers);
}
