import { STATES_AND_PROVINCES } from '../../../../domain/shop/state-records';

/**
 * docs/shop.md 13: the 'State' choices by name, '(none)' first (the full log), then the US states and DC and
 * Canada's provinces, each alphabetical, as STATES_AND_PROVINCES lists them. `none` names the empty choice.
 */
export function stateChoices(none: string): { value: string; label: string }[] {
  return [
    { value: '', label: none },
    ...STATES_AND_PROVINCES.map((state) => ({ value: state.code, label: state.name })),
  ];
}

export const STATE_CHOICES = stateChoices('(none)');

/** 'Kentucky' for 'KY'; a code not in the list as it is. */
export function stateName(code: string): string {
  return STATES_AND_PROVINCES.find((state) => state.code === code)?.name ?? code;
}
