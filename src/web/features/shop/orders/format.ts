import { dropOffDayLabel } from '../../../../domain/drop-off-days';
import { formatCents } from '../../../../domain/money';
import { dayNumberOf } from '../../../../domain/shop/export-range';
import { channelLabel, nameAsLabel } from '../../../../domain/shop/message-labels';
import type { NotificationSummary } from '../../../../domain/shop/answers/order';
import { PAYMENT_METHOD_LABELS, isPaymentMethod } from '../../../../domain/shop/payments';
import { STAGE_LABELS, isStage } from '../../../../domain/shop/stages';
import { formatShopTime } from '../lib/format-shop-time';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** ' (resend 2)' after a resent message; a pickup reminder's round is its day after ready: ' (day 7)'. */
export function messageRoundText(kind: string, round: number): string {
  if (round === 0) return '';
  return kind === 'pickup_reminder' ? ` (day ${round})` : ` (resend ${round})`;
}

/**
 * One message's outcome: 'Sent Nov 23, 10:16 AM', 'Failed: <reason>' (retried later, or 'Failed for good:
 * <reason>' when the provider refused it), 'Skipped: <reason>', 'Waiting to send'.
 */
export function notificationOutcome(message: NotificationSummary): string {
  const reason = message.last_error ? `: ${message.last_error}` : '';
  switch (message.status) {
    case 'sent':
      return message.sent_at ? `Sent ${formatShopTime(message.sent_at)}` : 'Sent';
    case 'failed':
      return `${message.failed_permanently ? 'Failed for good' : 'Failed'}${reason}`;
    case 'skipped':
      return `Skipped${reason}`;
    case 'sending':
      return 'Sending';
    case 'pending':
      return message.attempts > 0 ? `Will retry${reason}` : 'Waiting to send';
  }
}

export const attemptsText = (attempts: number) => plural(attempts, 'attempt');

/** The history's field names (the API's), as the order page labels them. */
const FIELD_LABELS: Record<string, string> = {
  full_name: 'Name',
  email: 'Email',
  phone_number: 'Phone',
  animal_type: 'Animal',
  gender: 'Gender',
  weight_option: 'Weight',
  weight_pounds: 'Weight (lbs)',
  prep: 'Prep',
  cuts: 'Cuts',
  addons: 'Add-ons',
  grand_total_cents: 'Grand total',
  stage: 'Stage',
  tag_number: 'Tag number',
  confirmation_number: 'Confirmation number',
  hanging_weight_lbs: 'Hanging weight (lbs)',
  storage_location: 'Storage location',
  notes: 'Notes',
  harvest_date: 'Harvest date',
  harvest_county: 'County of harvest',
  hunter_address: 'Hunter address',
  channel: 'Channel',
  outcome: 'Outcome',
  reason: 'Reason',
  amount_cents: 'Amount',
  method: 'Method',
  picked_up_by: 'Picked up by',
  balance_due_cents: 'Balance due',
  drop_off_day: 'Drop-off day',
  drop_off_waitlist: 'Waitlist',
};

const WEIGHT_OPTION_LABELS: Record<string, string> = { under200: 'Under 200 lbs', over200: 'Over 200 lbs' };

/** An add-on row of the history: 'Bacon x 2' ('x 1' left out). */
function addonText(value: unknown): string {
  const row = value as { addon_name?: unknown; quantity?: unknown } | null;
  if (typeof row?.addon_name !== 'string') return formatValue('', value);
  return typeof row.quantity === 'number' && row.quantity !== 1
    ? `${row.addon_name} x ${row.quantity}`
    : row.addon_name;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** A value of the history, for people: none, money, stage and weight labels, lists. */
export function formatValue(field: string, value: unknown): string {
  if (isEmpty(value)) return 'none';
  if (field.endsWith('_cents') && typeof value === 'number') return formatCents(value);
  if (field === 'method' && isPaymentMethod(value)) return PAYMENT_METHOD_LABELS[value];
  if (field === 'stage' && isStage(value)) return STAGE_LABELS[value];
  if (field === 'weight_option' && typeof value === 'string') return WEIGHT_OPTION_LABELS[value] ?? value;
  if (field === 'channel' && typeof value === 'string') return channelLabel(value);
  if (field === 'drop_off_waitlist' && typeof value === 'boolean') return value ? 'yes' : 'no';
  if (field === 'drop_off_day' && typeof value === 'string' && dayNumberOf(value) !== null)
    return dropOffDayLabel(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none';
    return value.map((item) => (field === 'addons' ? addonText(item) : formatValue('', item))).join(', ');
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** What one history event changed, a line per field: 'Grand total: $145.00 to $165.00', or 'Channel: SMS'. */
export function describeChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string[] {
  // A one-sided record (a notification's outcome) says nothing by its empty values.
  const given = (record: Record<string, unknown> | null) =>
    Object.keys(record ?? {}).filter((field) => (before && after) || !isEmpty(record?.[field]));
  const fields = [...new Set([...given(before), ...given(after)])];
  return fields.map((field) => {
    const label = FIELD_LABELS[field] ?? nameAsLabel(field);
    const was = before !== null && field in before;
    const now = after !== null && field in after;
    if (was && now) return `${label}: ${formatValue(field, before[field])} to ${formatValue(field, after[field])}`;
    if (was) return `${label}: was ${formatValue(field, before[field])}`;
    return `${label}: ${formatValue(field, after?.[field])}`;
  });
}
