import type { Executor } from '../db/client';
import { staffEvents } from '../db/shop-schema';

/** What happened to an account (docs/shop.md 2: sign-ins, failed sign-ins and account changes). */
export type StaffEventKind =
  | 'signed_in'
  | 'sign_in_failed'
  | 'sign_in_throttled'
  | 'signed_out'
  | 'password_changed'
  | 'owner_created'
  | 'account_created'
  | 'role_changed'
  | 'password_reset'
  | 'password_reset_requested'
  | 'password_reset_by_link'
  | 'account_deactivated'
  | 'account_reactivated'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'two_factor_rule_changed'
  // docs/shop.md 15: the owner sets up or removes a counter tablet.
  | 'counter_tablet_set_up'
  | 'counter_tablet_removed';

/** Who did it: a staff member, or nobody known (a failed sign-in with an unknown email, the server itself). */
export type StaffEventActor = { id: string; name: string } | { id: null; name: 'Unknown' | 'System' };

export type StaffEvent = {
  actor: StaffEventActor;
  /** The account it happened to, when there is one. */
  subjectId: string | null;
  kind: StaffEventKind;
  /** Plain words for the history; never a password, never an email typed by someone unknown. */
  summary: string;
};

/** Appends one event; inside the change's transaction when there is one, so both commit or neither. */
export async function recordStaffEvent(executor: Executor, event: StaffEvent): Promise<void> {
  await executor.insert(staffEvents).values({
    actorId: event.actor.id,
    actorName: event.actor.name,
    subjectId: event.subjectId,
    kind: event.kind,
    summary: event.summary,
  });
}
