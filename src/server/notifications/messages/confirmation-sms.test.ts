import { describe, expect, it } from 'vitest';
import { buildConfirmationReceipt } from '../testing/factories';
import { renderConfirmationSms } from './confirmation-sms';

describe('confirmation SMS', () => {
  it('is a short confirmation with the order number and grand total and no customer text', () => {
    const sms = renderConfirmationSms(buildConfirmationReceipt({ order: { full_name: 'Dana <b>Hunter</b>' } })).body;
    expect(sms).toContain('GM-1042');
    expect(sms).toContain('$159.00');
    expect(sms).not.toContain('Dana');
    expect(sms.length).toBeLessThanOrEqual(160);
  });
});
