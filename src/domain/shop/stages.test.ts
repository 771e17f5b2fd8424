import { describe, expect, it } from 'vitest';
import { STAGES, canChangeInShop, nextStage, previousStage, stageTransitionProblem } from './stages';

describe('stages (docs/shop.md 2)', () => {
  it('move forward one step at a time', () => {
    expect(nextStage('submitted')).toBe('checked_in');
    expect(nextStage('checked_in')).toBe('processing');
    expect(nextStage('processing')).toBe('ready');
    expect(nextStage('ready')).toBe('picked_up');
    expect(nextStage('picked_up')).toBeNull();
    expect(nextStage('cancelled')).toBeNull();
  });

  it('move back one step, never out of picked up or cancelled', () => {
    expect(previousStage('submitted')).toBeNull();
    expect(previousStage('checked_in')).toBe('submitted');
    expect(previousStage('ready')).toBe('processing');
    expect(previousStage('picked_up')).toBeNull();
    expect(previousStage('cancelled')).toBeNull();
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
      ].sort(),
    );
    expect(stageTransitionProblem('submitted', 'ready')).toMatch(/one step at a time/);
    expect(stageTransitionProblem('picked_up', 'ready')).toMatch(/picked up/);
  });

  it('lets staff change an order only until it is picked up or cancelled', () => {
    expect(STAGES.filter(canChangeInShop)).toEqual(['submitted', 'checked_in', 'processing', 'ready']);
  });
});
