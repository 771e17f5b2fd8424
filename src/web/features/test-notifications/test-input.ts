import type { SendNotificationsInput } from '../../../domain/schemas';
import type { CHANNEL_LABELS, MessageChannel } from '../../../domain/shop/message-labels';

/** docs/customer-flow.md 2: the test page's defaults. The total is $127 as in the original test. */
export const TEST_DEFAULTS = {
  fullName: 'Test Customer',
  email: 'test@example.com',
  phone: '+1 555 123 4567',
  total: 127,
} as const;

export type TestContact = { fullName: string; email: string; phone: string };

/** A small sample order in the shape of docs/customer-flow.md 7's body {order, cuts, addons, total}. */
export function buildTestNotificationInput(contact: TestContact): SendNotificationsInput {
  return {
    order: {
      id: 'test-notification',
      full_name: contact.fullName.trim(),
      email: contact.email.trim(),
      phone_number: contact.phone.trim(),
      animal_type: 'Deer',
      gender: 'Buck',
      created_at: new Date().toISOString(),
    },
    cuts: [{ cut_name: 'Backstrap - Butterfly' }, { cut_name: 'Ground' }],
    addons: [],
    total: TEST_DEFAULTS.total,
  };
}

export type CardState = { status: 'idle' | 'success' | 'failure'; details: string };
export type TestResults = { edgeFunction: CardState; email: CardState; sms: CardState };

export const IDLE_RESULTS: TestResults = {
  edgeFunction: { status: 'idle', details: 'Not run yet.' },
  email: { status: 'idle', details: 'Not run yet.' },
  sms: { status: 'idle', details: 'Not run yet.' },
};

/**
 * docs/customer-flow.md 7: errors mentioning 'Email' or 'SMS' belong to that channel's card (the server names
 * the channel by CHANNEL_LABELS).
 */
export function channelDetails(
  ok: boolean,
  errors: readonly string[],
  channel: (typeof CHANNEL_LABELS)[MessageChannel],
  sentText: string,
): CardState {
  const mine = errors.filter((error) => error.includes(channel));
  if (ok) return { status: 'success', details: sentText };
  return { status: 'failure', details: mine.length > 0 ? mine.join(' ') : `${channel} was not sent.` };
}
