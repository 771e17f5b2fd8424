import type { NotificationResult } from '../../../domain';
import type { Database } from '../../db/client';
import type { Channel } from '../../db/notification-schema';
import { finishAttempt, recordSkippedAttempt, startAttempt } from '../deliveries/attempts-store';
import { type Outgoing, type Providers, type SendResult, describeSendError, isPermanentSendError } from '../providers';
import { type RecipientLimits, decideRecipient } from './recipient-policy';

export type SendDeps = { db: Database; providers: Providers; limits: RecipientLimits };

export type SendOutcome =
  | ({ status: 'sent' } & SendResult)
  /** Refused before any provider saw it (unreadable number, country, cap): never worth a retry. */
  | { status: 'skipped'; reason: string }
  /** The provider failed; permanent when no retry can change its answer (SMTP 550, Twilio 400). */
  | { status: 'failed'; provider: string; error: string; permanent: boolean };

/**
 * The one way a message goes out: the recipient policy, the cap reserved atomically, the provider, and
 * the attempt recorded with its outcome. deliveryId ties the attempt to an order's delivery (null for the
 * test page).
 */
export async function sendAndRecord(
  deps: SendDeps,
  outgoing: Outgoing & { deliveryId: string | null },
): Promise<SendOutcome> {
  const { channel, deliveryId } = outgoing;
  const provider = deps.providers[channel].provider;
  const decision = decideRecipient(channel, outgoing.recipient, deps.limits);
  const attempt = { deliveryId, channel, recipient: decision.to, provider };
  if (!decision.send) {
    await recordSkippedAttempt(deps.db, attempt, decision.reason);
    return { status: 'skipped', reason: decision.reason };
  }
  const started = await startAttempt(deps.db, attempt, decision.cap);
  if ('refused' in started) {
    await recordSkippedAttempt(deps.db, attempt, started.refused);
    return { status: 'skipped', reason: started.refused };
  }
  try {
    const sent =
      outgoing.channel === 'email'
        ? await deps.providers.email.send({ ...outgoing.message, to: decision.to })
        : await deps.providers.sms.send({ ...outgoing.message, to: decision.to });
    await finishAttempt(deps.db, started.id, { outcome: 'sent', provider: sent.provider });
    return { status: 'sent', ...sent };
  } catch (error) {
    const message = describeSendError(error);
    await finishAttempt(deps.db, started.id, { outcome: 'failed', provider, error: message });
    return { status: 'failed', provider, error: message, permanent: isPermanentSendError(error) };
  }
}

const LABEL: Record<Channel, string> = { email: 'Email', sms: 'SMS' };

/** Adds a channel's outcome to SPEC 7's {email, sms, errors} answer. */
export function addOutcome(result: NotificationResult, channel: Channel, outcome: SendOutcome): void {
  result[channel] = outcome.status === 'sent';
  if (outcome.status === 'skipped') result.errors.push(`${LABEL[channel]}: not sent, ${outcome.reason}`);
  if (outcome.status === 'failed') result.errors.push(`${LABEL[channel]}: ${outcome.error}`);
}
