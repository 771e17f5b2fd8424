import { describe, expect, it } from 'vitest';
import { type StageEvent, stageDatesOf } from './stage-dates';

const at = (minute: number) => `2026-11-02 09:${String(minute).padStart(2, '0')}`;
const event = (kind: string, minute: number, stage: string | null = null): StageEvent => ({
  kind,
  stage,
  at: at(minute),
});

describe('the date of each stage (docs/shop.md 6)', () => {
  it('reads each stage from the history', () => {
    const dates = stageDatesOf([
      event('submitted', 0),
      event('checked_in', 1, 'checked_in'),
      event('payment', 2),
      event('stage', 3, 'processing'),
      event('stage', 4, 'ready'),
      event('picked_up', 5, 'picked_up'),
    ]);
    expect(dates).toEqual({
      submitted: at(0),
      checked_in: at(1),
      processing: at(3),
      ready: at(4),
      picked_up: at(5),
      cancelled: null,
      unclaimed: null,
    });
  });

  it('keeps the last entry of a stage entered twice, and a move back undoes the stages after it', () => {
    const dates = stageDatesOf([
      event('submitted', 0),
      event('checked_in', 1),
      event('stage', 2, 'processing'),
      event('stage', 3, 'ready'),
      event('stage', 4, 'processing'),
    ]);
    expect(dates).toMatchObject({ checked_in: at(1), processing: at(4), ready: null });
    const again = stageDatesOf([event('submitted', 0), event('checked_in', 1), event('stage', 2, 'submitted')]);
    // Submitted stays the customer's submit; the undone check-in has no date.
    expect(again).toMatchObject({ submitted: at(0), checked_in: null });
    const rechecked = stageDatesOf([
      event('submitted', 0),
      event('checked_in', 1),
      event('stage', 2, 'submitted'),
      event('checked_in', 3),
    ]);
    expect(rechecked).toMatchObject({ submitted: at(0), checked_in: at(3) });
  });

  it('keeps the stages reached before a cancel', () => {
    const dates = stageDatesOf([event('submitted', 0), event('checked_in', 1), event('cancelled', 2, 'cancelled')]);
    expect(dates).toMatchObject({ submitted: at(0), checked_in: at(1), processing: null, cancelled: at(2) });
  });

  it("fills what the history lacks from the order's own columns", () => {
    const dates = stageDatesOf([event('submitted', 0)], { submitted: at(9), checked_in: at(1), ready: at(3) });
    expect(dates).toEqual({
      submitted: at(0),
      checked_in: at(1),
      processing: null,
      ready: at(3),
      picked_up: null,
      cancelled: null,
      unclaimed: null,
    });
  });
});
