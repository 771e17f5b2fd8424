import { describe, expect, it } from 'vitest';
import { buildReceipt } from './receipt';
import { buildStatusSteps, receiptInputOf } from './status-page';
import { buildReceiptInput } from './test/factories';

const states = (steps: ReturnType<typeof buildStatusSteps>) => steps.map((step) => `${step.label}: ${step.state}`);

describe('buildStatusSteps', () => {
  it('lists the customer stages in order with the current one marked', () => {
    expect(states(buildStatusSteps('processing'))).toEqual([
      'Submitted: done',
      'Checked in: done',
      'Processing: current',
      'Ready for pickup: upcoming',
      'Picked up: upcoming',
    ]);
    expect(states(buildStatusSteps('submitted'))[0]).toBe('Submitted: current');
    expect(states(buildStatusSteps('picked_up')).at(-1)).toBe('Picked up: current');
  });

  it('shows a cancelled order as far as it got, then Cancelled', () => {
    expect(states(buildStatusSteps('cancelled'))).toEqual(['Submitted: done', 'Cancelled: current']);
    expect(states(buildStatusSteps('cancelled', { wasCheckedIn: true }))).toEqual([
      'Submitted: done',
      'Checked in: done',
      'Cancelled: current',
    ]);
  });
});

describe('receiptInputOf', () => {
  it('draws the receipt of what was ordered with no contact details', () => {
    const { order, cuts, addons, totals } = buildReceiptInput({ cuts: ['Ribs'] });
    const { full_name: _name, email: _email, phone_number: _phone, ...rest } = order;
    const receipt = buildReceipt(receiptInputOf({ order: rest, cuts, addons, totals }));
    expect(receipt.customer).toEqual({ name: '', email: '', phone: '' });
    expect(receipt.processing.cuts).toEqual(['Ribs']);
    expect(receipt.grandTotal.amountCents).toBe(buildReceipt({ order, cuts, addons, totals }).grandTotal.amountCents);
  });
});
