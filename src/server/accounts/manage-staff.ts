import { desc, eq } from 'drizzle-orm';
import { ConflictError } from '../../domain';
import {
  type CreateStaffInput,
  ROLE_LABELS,
  type ResetPasswordInput,
  type SetRoleInput,
  type StaffList,
  type StaffMember,
} from '../../domain/shop';
import type { Transaction } from '../db/client';
import { type StaffUserRow, staffUsers } from '../db/auth-schema';
import {
  type AccountsContext,
  assertAnotherActiveOwner,
  endSessionsOf,
  findAccount,
  hashPassword,
  insertAccount,
  lockAccounts,
  roleOf,
  setTemporaryPassword,
  staffMemberOf,
} from './staff-accounts';
import { assertPasswordAllowed } from './password-strength';
import { type StaffEventKind, recordStaffEvent } from './staff-events';
import type { Staff } from './staff-session';

/** docs/shop.md 1: the owner manages the accounts. Every change is recorded: who, what, to whom. */

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists.';

/** Every account, active or not, newest first. */
export async function listStaff(context: Pick<AccountsContext, 'db'>): Promise<StaffList> {
  const rows = await context.db.select().from(staffUsers).orderBy(desc(staffUsers.createdAt), desc(staffUsers.id));
  return { staff: rows.map(staffMemberOf) };
}

/**
 * One change to one account, under the accounts lock (so that checks such as "another active owner
 * remains" hold against a simultaneous change), recorded in the same transaction.
 */
async function changeAccount(
  context: AccountsContext,
  actor: Staff,
  id: string,
  change: (tx: Transaction, account: StaffUserRow) => Promise<{ kind: StaffEventKind; summary: string } | null>,
): Promise<StaffMember> {
  return context.db.transaction(async (tx) => {
    await lockAccounts(tx);
    const account = await findAccount(tx, id);
    const event = await change(tx, account);
    if (!event) return staffMemberOf(account);
    await recordStaffEvent(tx, { actor: { id: actor.id, name: actor.name }, subjectId: account.id, ...event });
    return staffMemberOf(await findAccount(tx, id));
  });
}

const touched = () => ({ updatedAt: new Date() });

/** A new account on a temporary password, which it must change at its first sign-in. */
export async function createStaff(
  context: AccountsContext,
  actor: Staff,
  input: CreateStaffInput,
): Promise<StaffMember> {
  await assertPasswordAllowed(input.temporary_password, 'temporary_password', [input.name, input.email]);
  const passwordHash = await hashPassword(context.auth, input.temporary_password);
  return context.db.transaction(async (tx) => {
    const account = await insertAccount(tx, { ...input, passwordHash, mustChangePassword: true });
    if (!account) throw new ConflictError(DUPLICATE_EMAIL_MESSAGE);
    await recordStaffEvent(tx, {
      actor: { id: actor.id, name: actor.name },
      subjectId: account.id,
      kind: 'account_created',
      summary: `Added ${account.name} as ${ROLE_LABELS[input.role]}`,
    });
    return staffMemberOf(account);
  });
}

export async function setStaffRole(
  context: AccountsContext,
  actor: Staff,
  id: string,
  input: SetRoleInput,
): Promise<StaffMember> {
  return changeAccount(context, actor, id, async (tx, account) => {
    const from = roleOf(account);
    if (from === input.role) return null;
    if (from === 'owner' && !account.banned) await assertAnotherActiveOwner(tx, account.id);
    await tx
      .update(staffUsers)
      .set({ role: input.role, ...touched() })
      .where(eq(staffUsers.id, account.id));
    return {
      kind: 'role_changed',
      summary: `Changed ${account.name}'s role from ${ROLE_LABELS[from]} to ${ROLE_LABELS[input.role]}`,
    };
  });
}

/** A new temporary password: their sessions end, and they must change it at the next sign-in. */
export async function resetStaffPassword(
  context: AccountsContext,
  actor: Staff,
  id: string,
  input: ResetPasswordInput,
): Promise<StaffMember> {
  await assertPasswordAllowed(input.temporary_password, 'temporary_password');
  const passwordHash = await hashPassword(context.auth, input.temporary_password);
  return changeAccount(context, actor, id, async (tx, account) => {
    await setTemporaryPassword(tx, account.id, passwordHash);
    return { kind: 'password_reset', summary: `Reset ${account.name}'s password` };
  });
}

/** Deactivated, an account cannot sign in and its sessions end at once; reactivated, it can sign in again. */
export async function setStaffActive(
  context: AccountsContext,
  actor: Staff,
  id: string,
  active: boolean,
): Promise<StaffMember> {
  return changeAccount(context, actor, id, async (tx, account) => {
    if (account.banned === !active) return null;
    if (!active && roleOf(account) === 'owner') await assertAnotherActiveOwner(tx, account.id);
    await tx
      .update(staffUsers)
      .set({ banned: !active, banReason: active ? null : 'Deactivated by an owner', banExpires: null, ...touched() })
      .where(eq(staffUsers.id, account.id));
    if (!active) await endSessionsOf(tx, account.id);
    return active
      ? { kind: 'account_reactivated', summary: `Reactivated ${account.name}` }
      : { kind: 'account_deactivated', summary: `Deactivated ${account.name}` };
  });
}
