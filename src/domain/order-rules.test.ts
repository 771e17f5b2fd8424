import { describe, expect, it } from 'vitest';
import { closedOrderMessage, formatOrderNumber, isOrderOpen } from './order-rules';

describe('order rules', () => {
  it('formats the number staff read out', () => {
    expect(formatOrderNumber(1042)).toBe('GM-1042');
  });

  it('lets only an order being filled in change', () => {
    expect(isOrderOpen('collecting_details')).toBe(true);
    expect(isOrderOpen('in_progress')).toBe(true);
    expect(isOrderOpen('completed')).toBe(false);
    expect(isOrderOpen('cancelled')).toBe(false);
  });

  it('says why a closed order refuses an attempt', () => {
    expect(closedOrderMessage('completed', 'change')).toBe(
      'This order has already been submitted and can no longer be changed.',
    );
    expect(closedOrderMessage('cancelled', 'change')).toBe('This order was cancelled and can no longer be changed.');
    expect(closedOrderMessage('completed', 'cancel')).toBe(
      'This order has already been submitted and cannot be cancelled.',
    );
    expect(closedOrderMessage('cancelled', 'submit')).toBe('This order was cancelled and cannot be submitted.');
  });
});
