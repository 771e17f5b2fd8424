import { describe, expect, it } from 'vitest';
import { STATES_AND_PROVINCES } from '../../../../domain/shop/state-records';
import { STATE_CHOICES, stateChoices, stateName } from './state-choices';

describe('the state choices', () => {
  it("start with '(none)', then every state and province by name, valued by its code", () => {
    expect(STATE_CHOICES[0]).toEqual({ value: '', label: '(none)' });
    expect(STATE_CHOICES).toHaveLength(STATES_AND_PROVINCES.length + 1);
    expect(STATE_CHOICES).toContainEqual({ value: 'IN', label: 'Indiana' });
    expect(STATE_CHOICES).toContainEqual({ value: 'ON', label: 'Ontario' });
  });

  it('name the empty choice as asked (the check-in form leaves it blank)', () => {
    expect(stateChoices('')[0]).toEqual({ value: '', label: '' });
  });
});

describe('a state by name', () => {
  it('names a code, and leaves what is not one as it is', () => {
    expect(stateName('KY')).toBe('Kentucky');
    expect(stateName('XX')).toBe('XX');
  });
});
