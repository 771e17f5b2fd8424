/**
 * The drop-off fields (docs/shop.md 2 Check-in; the last three for the processor's log, docs/shop.md 9), as the API
 * names them: the one list that the check-in's schema, the order's answer, the server's columns and the web's form
 * are each keyed by. No zod here: the shop's check-in form reads it too.
 */
export const DROP_OFF_FIELDS = [
  'tag_number',
  'confirmation_number',
  'hanging_weight_lbs',
  'storage_location',
  'notes',
  'harvest_date',
  'harvest_county',
  'hunter_address',
  // docs/shop.md 13, what a state's record asks (state-records.ts).
  'license_number',
  'harvest_state',
  'harvest_zone',
  'delivered_by',
] as const;
export type DropOffField = (typeof DROP_OFF_FIELDS)[number];

/** The fields that hold a number; the others hold a text ('YYYY-MM-DD' for the harvest date). */
export const DROP_OFF_NUMBER_FIELDS = ['tag_number', 'hanging_weight_lbs'] as const satisfies readonly DropOffField[];
type DropOffNumberField = (typeof DROP_OFF_NUMBER_FIELDS)[number];

export function isDropOffNumberField(field: DropOffField): field is DropOffNumberField {
  return (DROP_OFF_NUMBER_FIELDS as readonly DropOffField[]).includes(field);
}

/** What an order holds of them: each a number or a text, or null when not given. */
export type DropOffValues = {
  [Field in DropOffField]: Field extends DropOffNumberField ? number | null : string | null;
};

/** One value per field, made by `valueOf`. */
export function mapDropOffFields<Value>(valueOf: (field: DropOffField) => Value): Record<DropOffField, Value> {
  return Object.fromEntries(DROP_OFF_FIELDS.map((field) => [field, valueOf(field)])) as Record<DropOffField, Value>;
}
