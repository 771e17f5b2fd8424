import { describe, expect, it } from 'vitest';
import { SendNotificationsInputSchema } from '../../../domain/schemas';
import { TEST_DEFAULTS, buildTestNotificationInput, channelDetails } from './test-input';

describe('test notification input', () => {
  it('is a valid docs/customer-flow.md 7 body with the $127 test total and the trimmed contact', () => {
    const input = buildTestNotificationInput({
      fullName: ' Tess ',
      email: ' tess@example.com ',
      phone: TEST_DEFAULTS.phone,
    });
    expect(SendNotificationsInputSchema.safeParse(input).success).toBe(true);
    expect(input.total).toBe(127);
    expect(input.order).toMatchObject({
      full_name: 'Tess',
      email: 'tess@example.com',
      phone_number: '+1 555 123 4567',
    });
  });
});

describe('channelDetails', () => {
  const errors = ['Email: connection refused', 'SMS: not sent, daily limit of 5 SMS for this number reached'];
  it("shows a failed channel's own errors (docs/customer-flow.md 7: errors mentioning 'Email' or 'SMS')", () => {
    expect(channelDetails(false, errors, 'Email', 'Sent.')).toEqual({
      status: 'failure',
      details: 'Email: connection refused',
    });
    expect(channelDetails(false, errors, 'SMS', 'Sent.')).toEqual({
      status: 'failure',
      details: 'SMS: not sent, daily limit of 5 SMS for this number reached',
    });
  });
  it('shows success with the sent text, and a generic failure when no error names the channel', () => {
    expect(channelDetails(true, errors, 'Email', 'Sent to a@example.com.')).toEqual({
      status: 'success',
      details: 'Sent to a@example.com.',
    });
    expect(channelDetails(false, [], 'SMS', 'Sent.')).toEqual({ status: 'failure', details: 'SMS was not sent.' });
  });
});
