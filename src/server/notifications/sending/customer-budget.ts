import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffUsers } from '../../db/auth-schema';
import type { Channel } from '../../db/notification-schema';
import { createPruner } from '../../limits/check-limit';
import { takeHit } from '../../limits/limit-store';

/**
 * The shop's daily budget of customer messages per channel (docs/notifications.md, 'Limits'): whatever the
 * caps per number and mailbox allow, at most CUSTOMER_SMS_PER_DAY SMS and CUSTOMER_EMAILS_PER_DAY emails to
 * customers in any 24 hours, so that orders placed only to send messages cannot run up the shop's bill or
 * its sender's reputation. Counted in limit_hits under the key's lock, like the per-client limits, so
 * simultaneous sends from any process cannot get past it.
 */
const DAY_MS = 86_400_000;
const BUDGET_BUCKET: Record<Channel, string> = { sms: 'customer-sms', email: 'customer-emails' };
const NAMES: Record<Channel, { plural: string; variable: string }> = {
  sms: { plural: 'SMS', variable: 'CUSTOMER_SMS_PER_DAY' },
  email: { plural: 'emails', variable: 'CUSTOMER_EMAILS_PER_DAY' },
};
/** The owners are told once a day per channel: every further skip that day would only repeat it. */
const ALERT_BUCKET = 'customer-budget-alert';

const pruners = new WeakMap<Database, ReturnType<typeof createPruner>>();
function pruneOld(db: Database, bucket: string): Promise<void> {
  let prune = pruners.get(db);
  if (!prune) pruners.set(db, (prune = createPruner(db)));
  return prune({ bucket, max: 0, windowMs: DAY_MS });
}

export function budgetReason(channel: Channel, perDay: number): string {
  return `the shop's daily budget of ${perDay} customer ${NAMES[channel].plural} is reached`;
}

/** One customer message of the channel: null when it fits the budget (and is counted), else why it may not go. */
export async function takeCustomerBudget(db: Database, channel: Channel, perDay: number): Promise<string | null> {
  const bucket = BUDGET_BUCKET[channel];
  const wait = await takeHit(db, { bucket, key: 'shop', max: perDay, windowMs: DAY_MS });
  await pruneOld(db, bucket);
  return wait === null ? null : budgetReason(channel, perDay);
}

/** True the first time the channel's budget is reached in any 24 hours: the owners are to be told now. */
export async function isFirstBudgetAlert(db: Database, channel: Channel): Promise<boolean> {
  const wait = await takeHit(db, { bucket: ALERT_BUCKET, key: channel, max: 1, windowMs: DAY_MS });
  await pruneOld(db, ALERT_BUCKET);
  return wait === null;
}

/** The active owners' addresses: the shop's own people, whom the budget's alert goes to. */
export async function ownerAddresses(db: Database): Promise<string[]> {
  const owners = await db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'owner'), eq(staffUsers.banned, false)));
  return owners.map((owner) => owner.email);
}

export function budgetVariable(channel: Channel): string {
  return NAMES[channel].variable;
}
