import { describe, expect, it } from 'vitest';
import { STATES_AND_PROVINCES } from '../../../../domain/shop/state-records';
import { STATE_CHOICES, stateChoices } from './state-choices';

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
