import type { NotificationResult } from '../../../domain';
import { CHANNEL_LABELS } from '../../../domain/shop/message-labels';
import type { Database } from '../../db/client';
import type { Channel } from '../../db/notification-schema';
import {
  type SendingDelivery,
  finishAttempt,
  recordSkippedAttempt,
  skipStartedAttempt,
  startAttempt,
} from '../deliveries/attempts-store';
import type { DeliveryKind } from '../../db/notification-schema';
import { renderBudgetReachedEmail } from '../messages/budget-reached-email';
import {
  type Outgoing,
  type Providers,
  type SendResult,
  describeSendError,
  isPermanentSendError,
  isUnconfirmedSendError,
} from '../providers';
import { budgetVariable, isFirstBudgetAlert, ownerAddresses, takeCustomerBudget } from './customer-budget';
import { type Audience, type RecipientLimits, decideRecipient } from './recipient-policy';

export type SendDeps = { db: Database; providers: Providers; limits: RecipientLimits };

export type SendOutcome =
  | ({ status: 'sent' } & SendResult)
  /** Refused before any provider saw it (unreadable number, country, cap): never worth a retry. */
  | { status: 'skipped'; reason: string }
  /**
   * The provider failed. permanent: no retry can change its answer (SMTP 5xx to the recipient or the
   * message, Twilio's 4xx error codes). unconfirmed: no answer came in time, it may have gone out.
   */
  | { status: 'failed'; provider: string; error: string; permanent: boolean; unconfirmed: boolean };

/**
 * A message whose provider went silent this many times after taking it is not handed over again: each of
 * those tries may have reached the recipient, so a message arrives at most this many times.
 */
export const MAX_UNCONFIRMED_TRIES = 2;

const GIVEN_UP = `the provider did not answer ${MAX_UNCONFIRMED_TRIES} times after taking it; not sent again so that it cannot arrive more than ${MAX_UNCONFIRMED_TRIES} times`;

const SHOP_KINDS: readonly DeliveryKind[] = ['shop_new_order', 'shop_cwd_detected'];

/** A delivery's kind says whom it is for; a message without one says it itself, a customer unless told. */
function audienceOf(delivery: SendingDelivery | null, stated: Audience | undefined): Audience {
  if (delivery) return SHOP_KINDS.includes(delivery.kind) ? 'shop' : 'customer';
  return stated ?? 'customer';
}

/**
 * The one way a message goes out: the recipient policy, the cap reserved atomically, the shop's daily budget
 * of customer messages, the provider, and the attempt recorded with its outcome. delivery: the order's
 * delivery the attempt belongs to, as its claim found it (null for the test page, the password reset and the
 * budget's alert). audience: whom a message without a delivery is for (a delivery's kind says it).
 */
export async function sendAndRecord(
  deps: SendDeps,
  outgoing: Outgoing & { delivery: SendingDelivery | null; audience?: Audience },
): Promise<SendOutcome> {
  const { channel, delivery } = outgoing;
  const provider = deps.providers[channel].provider;
  const audience = audienceOf(delivery, outgoing.audience);
  const decision = decideRecipient(channel, outgoing.recipient, deps.limits, audience);
  const recipient = decision.send ? decision.recordAs : decision.to;
  const attempt = { deliveryId: delivery?.id ?? null, channel, recipient, provider };
  if (!decision.send) {
    await recordSkippedAttempt(deps.db, attempt, decision.reason);
    return { status: 'skipped', reason: decision.reason };
  }
  if (delivery && delivery.unconfirmed >= MAX_UNCONFIRMED_TRIES) {
    await recordSkippedAttempt(deps.db, attempt, GIVEN_UP);
    return { status: 'skipped', reason: GIVEN_UP };
  }
  const started = await startAttempt(deps.db, attempt, decision.cap);
  if ('refused' in started) {
    await recordSkippedAttempt(deps.db, attempt, started.refused);
    return { status: 'skipped', reason: started.refused };
  }
  // After the recipient's cap: a message that cap refuses does not use up the shop's budget.
  if (audience === 'customer') {
    const overBudget = await takeCustomerBudget(deps.db, channel, customerBudgetOf(deps.limits, channel));
    if (overBudget) {
      await skipStartedAttempt(deps.db, started.id, overBudget);
      await alertOwnersOnce(deps, channel);
      return { status: 'skipped', reason: overBudget };
    }
  }
  try {
    const sent =
      outgoing.channel === 'email'
        ? await deps.providers.email.send({ ...outgoing.message, to: decision.to })
        : await deps.providers.sms.send({ ...outgoing.message, to: decision.to });
    await finishAttempt(deps.db, started.id, { outcome: 'sent', provider: sent.provider });
    return { status: 'sent', ...sent };
  } catch (error) {
    const message = describeSendError(error, decision.to);
    const unconfirmed = isUnconfirmedSendError(error);
    await finishAttempt(deps.db, started.id, { outcome: 'failed', provider, error: message, unconfirmed });
    return { status: 'failed', provider, error: message, permanent: isPermanentSendError(error), unconfirmed };
  }
}

const customerBudgetOf = (limits: RecipientLimits, channel: Channel) =>
  channel === 'sms' ? limits.customerSmsPerDay : limits.customerEmailsPerDay;

/**
 * The first time in 24 hours a channel's budget stops a message, each owner gets an email saying so, sent as
 * the shop's own (no cap, no budget). Its attempts are recorded like any; a failure to send it only loses the
 * alert, never the customer message's own record.
 */
async function alertOwnersOnce(deps: SendDeps, channel: Channel): Promise<void> {
  try {
    if (!(await isFirstBudgetAlert(deps.db, channel))) return;
    const message = renderBudgetReachedEmail(channel, customerBudgetOf(deps.limits, channel), budgetVariable(channel));
    for (const owner of await ownerAddresses(deps.db))
      await sendAndRecord(deps, { channel: 'email', recipient: owner, message, delivery: null, audience: 'shop' });
  } catch {
    // Recorded in notification_attempts when a provider failed; nothing else is to be done for an alert.
  }
}

/** Adds a channel's outcome to docs/customer-flow.md 7's {email, sms, errors} answer. */
export function addOutcome(result: NotificationResult, channel: Channel, outcome: SendOutcome): void {
  result[channel] = outcome.status === 'sent';
  if (outcome.status === 'skipped') result.errors.push(`${CHANNEL_LABELS[channel]}: not sent, ${outcome.reason}`);
  if (outcome.status === 'failed') result.errors.push(`${CHANNEL_LABELS[channel]}: ${outcome.error}`);
}
