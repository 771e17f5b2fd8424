import type { DropOff } from '../../../../domain/shop/answers/order';
import { type DropOffField, isDropOffNumberField, mapDropOffFields } from '../../../../domain/shop/drop-off';
import type { CheckInInput } from '../../../../domain/shop/schemas';
import { type StateCheckInField, stateProfileOf } from '../../../../domain/shop/state-records';

/** The check-in and drop-off form: each field as typed. */
export type DropOffForm = Record<DropOffField, string>;

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** The form from what the order holds; a tag not yet given starts at the suggested one. */
export function dropOffForm(dropOff: DropOff, suggestedTag: number | null): DropOffForm {
  return { ...mapDropOffFields((field) => text(dropOff[field])), tag_number: text(dropOff.tag_number ?? suggestedTag) };
}

const number = (typed: string) => (typed.trim() === '' ? null : Number(typed));

/**
 * What the check-in (and the drop-off edit) sends, or the one thing the form itself can tell is missing: the
 * tag. The server checks the rest with the domain's schema and names any field at fault.
 */
export function toDropOffInput(
  values: DropOffForm,
): { ok: true; input: CheckInInput } | { ok: false; path: 'tag_number'; message: string } {
  const tag = number(values.tag_number);
  if (tag === null || Number.isNaN(tag)) return { ok: false, path: 'tag_number', message: 'Tag number is required.' };
  const typed = mapDropOffFields((field) =>
    isDropOffNumberField(field) ? number(values[field]) : values[field].trim() || null,
  );
  return { ok: true, input: { ...typed, tag_number: tag } as CheckInInput };
}

/**
 * docs/shop.md 13: what the shop's state's record asks of check-in. The fieldset's legend names the state
 * whose record the fields are for; `required(field)` tells whether its rule requires the field, and `hint`
 * says so ('Required in Indiana.'). No profile: every one of these fields optional, for the full log.
 */
export function stateRecordAsk(shopState: string | null) {
  const profile = stateProfileOf(shopState);
  const required = (field: StateCheckInField) => profile?.required.includes(field) ?? false;
  return {
    profile,
    legend: profile ? `For ${profile.name}'s record` : 'For the processor log (optional)',
    required,
    hint: (field: StateCheckInField, otherwise?: string) =>
      profile && required(field) ? `Required in ${profile.name}.` : otherwise,
  };
}
