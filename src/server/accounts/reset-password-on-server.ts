import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NotFoundError } from '../../domain';
import { staffUsers } from '../db/auth-schema';
import type { Database } from '../db/client';
import type { Auth } from './create-auth';
import { hashPassword, setTemporaryPassword } from './staff-accounts';
import { recordStaffEvent } from './staff-events';

export type ServerReset = { name: string; temporaryPassword: string; deactivated: boolean };

/**
 * docs/shop.md 1, 'A forgotten password': for the day the owner's mailbox is gone too, `npm run reset-password --
 * <email>` on the server. The account gets a random temporary password, which it must change at its next sign-in (as
 * after the owner's reset of a staff password); its sessions end, and the history says it was done on the server.
 */
export async function resetPasswordOnServer(db: Database, auth: Auth, email: string): Promise<ServerReset> {
  const temporaryPassword = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(auth, temporaryPassword);
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(staffUsers).where(eq(staffUsers.email, email.trim().toLowerCase()));
    if (!account) throw new NotFoundError(`No shop account uses ${email.trim()}.`);
    await setTemporaryPassword(tx, account.id, passwordHash);
    await recordStaffEvent(tx, {
      actor: { id: null, name: 'System' },
      subjectId: account.id,
      kind: 'password_reset',
      summary: `Reset ${account.name}'s password on the server`,
    });
    return { name: account.name, temporaryPassword, deactivated: account.banned };
  });
}
