import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ConflictError, NotFoundError } from '../../domain';
import type { Role, SessionInfo, ShopUser, StaffMember } from '../../domain/shop';
import type { Database, Executor } from '../db/client';
import { type StaffUserRow, staffAccounts, staffSessions, staffUsers } from '../db/auth-schema';
import { readShopSettings } from '../settings/settings-store';
import type { Auth } from './create-auth';
import { readTwoFactorRequired } from './two-factor-rule';

/** What the account use cases work with: the database, the auth library (hashing, sessions) and a log. */
export type AccountsContext = { db: Database; auth: Auth; log: FastifyBaseLogger };

export const LAST_OWNER_MESSAGE = 'There must always be at least one active owner.';

export function roleOf(row: Pick<StaffUserRow, 'role'>): Role {
  return row.role === 'owner' ? 'owner' : 'staff';
}

export function shopUserOf(row: StaffUserRow): ShopUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: roleOf(row),
    must_change_password: row.mustChangePassword,
    two_factor_enabled: row.twoFactorEnabled,
  };
}

/**
 * Every answer that names a session (GET /api/shop/session, sign-in, setup, a password change): who is
 * signed in, and the shop's time zone that the shop's pages read times in (docs/shop.md 3, 'Dates and quantities').
 */
export async function sessionInfoOf(executor: Executor, user: ShopUser): Promise<SessionInfo> {
  return {
    user,
    time_zone: (await readShopSettings(executor)).time_zone,
    two_factor_required: await readTwoFactorRequired(executor),
  };
}

/**
 * A temporary password: the account's sessions end, and it must choose its own at the next sign-in (the
 * owner's reset of a staff password, and `npm run reset-password` on the server).
 */
export async function setTemporaryPassword(tx: Executor, accountId: string, passwordHash: string): Promise<void> {
  const updatedAt = new Date();
  await tx.update(staffAccounts).set({ password: passwordHash, updatedAt }).where(eq(staffAccounts.userId, accountId));
  await tx.update(staffUsers).set({ mustChangePassword: true, updatedAt }).where(eq(staffUsers.id, accountId));
  await endSessionsOf(tx, accountId);
}

export function staffMemberOf(row: StaffUserRow): StaffMember {
  return { ...shopUserOf(row), active: !row.banned, created_at: row.createdAt.toISOString() };
}

/** Hashed by the auth library (scrypt), never by hand; slow on purpose, so done before any lock is taken. */
export async function hashPassword(auth: Auth, password: string): Promise<string> {
  const context = await auth.$context;
  return context.password.hash(password);
}

/**
 * Account changes run one at a time across every process (a transaction-scoped advisory lock), so that
 * two owners demoting each other, or two setups of the first owner, cannot both pass their check.
 */
export async function lockAccounts(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shop_staff_accounts'))`);
}

export async function findAccount(executor: Executor, id: string): Promise<StaffUserRow> {
  const [row] = await executor.select().from(staffUsers).where(eq(staffUsers.id, id));
  if (!row) throw new NotFoundError('No such account.');
  return row;
}

export async function countAccounts(executor: Executor): Promise<number> {
  const [row] = await executor.select({ count: sql<number>`count(*)::int` }).from(staffUsers);
  return row?.count ?? 0;
}

/** Refuses a change that would leave no active owner (call under lockAccounts). */
export async function assertAnotherActiveOwner(tx: Executor, exceptId: string): Promise<void> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'owner'), eq(staffUsers.banned, false), ne(staffUsers.id, exceptId)));
  if ((row?.count ?? 0) === 0) throw new ConflictError(LAST_OWNER_MESSAGE);
}

/**
 * A new account with its password, written in the caller's transaction in the auth library's tables
 * (the shape its email-and-password sign-in reads). null when the email is taken.
 */
export async function insertAccount(
  tx: Executor,
  input: { name: string; email: string; role: Role; passwordHash: string; mustChangePassword: boolean },
): Promise<StaffUserRow | null> {
  const [user] = await tx
    .insert(staffUsers)
    .values({
      id: randomUUID(),
      name: input.name,
      email: input.email,
      emailVerified: true,
      role: input.role,
      mustChangePassword: input.mustChangePassword,
    })
    .onConflictDoNothing({ target: staffUsers.email })
    .returning();
  if (!user) return null;
  await tx.insert(staffAccounts).values({
    id: randomUUID(),
    accountId: user.id,
    providerId: 'credential',
    userId: user.id,
    password: input.passwordHash,
  });
  return user;
}

/** Ends every session of an account at once: the next request with any of its cookies gets 401. */
export async function endSessionsOf(executor: Executor, userId: string): Promise<void> {
  await executor.delete(staffSessions).where(eq(staffSessions.userId, userId));
}

/** The Set-Cookie lines the auth library answered, to forward to the browser as they are. */
export function cookiesOf(headers: Headers): string[] {
  return headers.getSetCookie();
}
