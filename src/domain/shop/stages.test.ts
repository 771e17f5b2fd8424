import { describe, expect, it } from 'vitest';
import {
  STAGES,
  alsoForCustomerText,
  canChangeInShop,
  nextStage,
  previousStage,
  stageTransitionProblem,
} from './stages';

describe('stages (docs/shop.md 2)', () => {
  it('move forward one step at a time', () => {
    expect(nextStage('submitted')).toBe('checked_in');
    expect(nextStage('checked_in')).toBe('processing');
    expect(nextStage('processing')).toBe('ready');
    expect(nextStage('ready')).toBe('picked_up');
    expect(nextStage('picked_up')).toBeNull();
    expect(nextStage('cancelled')).toBeNull();
  });

  it('move back one step (a recorded pickup too), never out of cancelled or unclaimed', () => {
    expect(previousStage('submitted')).toBeNull();
    expect(previousStage('checked_in')).toBe('submitted');
    expect(previousStage('ready')).toBe('processing');
    expect(previousStage('picked_up')).toBe('ready');
    expect(previousStage('cancelled')).toBeNull();
    expect(previousStage('unclaimed')).toBeNull();
  });

  it('allow exactly the forward, back and cancel moves', () => {
    const allowed = STAGES.flatMap((from) =>
      STAGES.filter((to) => to !== from && stageTransitionProblem(from, to) === null).map((to) => `${from}>${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'submitted>checked_in',
        'submitted>cancelled',
        'checked_in>processing',
        'checked_in>submitted',
        'checked_in>cancelled',
        'processing>ready',
        'processing>checked_in',
        'processing>cancelled',
        'ready>picked_up',
        'ready>processing',
        'ready>cancelled',
        'picked_up>ready',
      ].sort(),
    );
    expect(stageTransitionProblem('submitted', 'ready')).toMatch(/one step at a time/);
    expect(stageTransitionProblem('picked_up', 'processing')).toMatch(/picked up/);
    expect(stageTransitionProblem('picked_up', 'cancelled')).toMatch(/picked up/);
    expect(stageTransitionProblem('cancelled', 'ready')).toMatch(/cancelled/);
  });

  it('lets staff change an order only until it is picked up or cancelled', () => {
    expect(STAGES.filter(canChangeInShop)).toEqual(['submitted', 'checked_in', 'processing', 'ready']);
  });
});

describe('alsoForCustomerText (docs/shop.md 16)', () => {
  it('names each other order with its stage, or nothing when there is none', () => {
    expect(alsoForCustomerText([])).toBeNull();
    expect(
      alsoForCustomerText([
        { order_number: 'GM-1043', stage: 'ready' },
        { order_number: 'GM-1044', stage: 'submitted' },
      ]),
    ).toBe('Also for this customer: GM-1043, ready for pickup; GM-1044, submitted');
  });
});
