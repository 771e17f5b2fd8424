import type { DropOff } from '../../../../domain/shop/api-types';
import type { CheckInInput } from '../../../../domain/shop/schemas';

/** The check-in and drop-off form: each field as typed. */
export type DropOffValues = {
  tag_number: string;
  confirmation_number: string;
  hanging_weight_lbs: string;
  storage_location: string;
  notes: string;
  harvest_date: string;
  harvest_county: string;
  hunter_address: string;
};

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** The form from what the order holds; a tag not yet given starts at the suggested one. */
export function dropOffValues(dropOff: DropOff, suggestedTag: number | null): DropOffValues {
  return {
    tag_number: text(dropOff.tag_number ?? suggestedTag),
    confirmation_number: text(dropOff.confirmation_number),
    hanging_weight_lbs: text(dropOff.hanging_weight_lbs),
    storage_location: text(dropOff.storage_location),
    notes: text(dropOff.notes),
    harvest_date: text(dropOff.harvest_date),
    harvest_county: text(dropOff.harvest_county),
    hunter_address: text(dropOff.hunter_address),
  };
}

const number = (typed: string) => (typed.trim() === '' ? null : Number(typed));

/**
 * What the check-in (and the drop-off edit) sends, or the one thing the form itself can tell is missing: the
 * tag. The server checks the rest with the domain's schema and names any field at fault.
 */
export function toDropOffInput(
  values: DropOffValues,
): { ok: true; input: CheckInInput } | { ok: false; path: 'tag_number'; message: string } {
  const tag = number(values.tag_number);
  if (tag === null || Number.isNaN(tag)) return { ok: false, path: 'tag_number', message: 'Tag number is required.' };
  return {
    ok: true,
    input: {
      tag_number: tag,
      confirmation_number: values.confirmation_number.trim() || null,
      hanging_weight_lbs: number(values.hanging_weight_lbs),
      storage_location: values.storage_location.trim() || null,
      notes: values.notes.trim() || null,
      harvest_date: values.harvest_date.trim() || null,
      harvest_county: values.harvest_county.trim() || null,
      hunter_address: values.hunter_address.trim() || null,
    },
  };
}
