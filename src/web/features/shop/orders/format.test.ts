import { describe, expect, it } from 'vitest';
import type { NotificationSummary } from '../../../../domain/shop/answers/order';
import { describeChanges, formatValue, notificationOutcome } from './format';

function buildNotification(overrides: Partial<NotificationSummary> = {}): NotificationSummary {
  return {
    channel: 'sms',
    kind: 'confirmation',
    round: 0,
    status: 'sent',
    attempts: 1,
    last_error: null,
    failed_permanently: false,
    sent_at: null,
    ...overrides,
  };
}

describe('notification outcomes', () => {
  it('says sent, failed or skipped with the reason, or waiting', () => {
    expect(notificationOutcome(buildNotification({ status: 'failed', last_error: 'Mailbox full' }))).toBe(
      'Failed: Mailbox full',
    );
    const refused = { status: 'failed', failed_permanently: true, last_error: '550 No such user' } as const;
    expect(notificationOutcome(buildNotification(refused))).toBe('Failed for good: 550 No such user');
    expect(notificationOutcome(buildNotification({ status: 'skipped', last_error: 'Daily SMS cap reached' }))).toBe(
      'Skipped: Daily SMS cap reached',
    );
    expect(notificationOutcome(buildNotification({ status: 'pending', attempts: 0 }))).toBe('Waiting to send');
    expect(notificationOutcome(buildNotification({ status: 'pending', attempts: 2, last_error: 'Timeout' }))).toBe(
      'Will retry: Timeout',
    );
    expect(notificationOutcome(buildNotification({ status: 'sent' }))).toBe('Sent');
  });
});

describe('history changes', () => {
  it('says each changed field from before to after, in words staff use', () => {
    expect(
      describeChanges(
        { stage: 'checked_in', grand_total_cents: 14_500 },
        { stage: 'processing', grand_total_cents: 16_500 },
      ),
    ).toEqual(['Stage: Checked in to Processing', 'Grand total: $145.00 to $165.00']);
  });

  it('shows one-sided values, lists and empty values', () => {
    expect(describeChanges(null, { channel: 'sms', outcome: 'failed', reason: 'Invalid number' })).toEqual([
      'Channel: SMS',
      'Outcome: failed',
      'Reason: Invalid number',
    ]);
    expect(describeChanges(null, { channel: 'email', outcome: 'sent', reason: null })).toEqual([
      'Channel: Email',
      'Outcome: sent',
    ]);
    expect(describeChanges({ notes: 'Old' }, {})).toEqual(['Notes: was Old']);
    expect(describeChanges({ notes: null }, { notes: 'Bullet in the shoulder' })).toEqual([
      'Notes: none to Bullet in the shoulder',
    ]);
    expect(
      describeChanges(
        { addons: [] },
        {
          addons: [
            { addon_name: 'Bacon', addon_price: '$8.00/lb', quantity: 2 },
            { addon_name: 'Variety Pack', addon_price: '$220.00', quantity: 1 },
          ],
        },
      ),
    ).toEqual(['Add-ons: none to Bacon x 2, Variety Pack']);
    expect(describeChanges(null, null)).toEqual([]);
  });

  it('formats weights and unknown shapes readably', () => {
    expect(formatValue('weight_option', 'over200')).toBe('Over 200 lbs');
    expect(formatValue('cuts', ['Ribs', 'Other - Jerky strips'])).toBe('Ribs, Other - Jerky strips');
    expect(formatValue('something', { a: 1 })).toBe('{"a":1}');
    expect(formatValue('hanging_weight_lbs', 142.5)).toBe('142.5');
  });
});
