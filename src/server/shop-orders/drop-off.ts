import { InvalidInputError } from '../../domain';
import {
  type DropOffField,
  type DropOffInput,
  type DropOffValues,
  mapDropOffFields,
  missingStateFields,
  stateProfileOf,
} from '../../domain/shop';
import type { Executor } from '../db/client';
import type { OrderRow } from '../db/schema';
import { readShopSettings } from '../settings/settings-store';

/** The column each drop-off field is kept in, one whose values are the field's (checked by the compiler). */
const DROP_OFF_COLUMNS = {
  tag_number: 'tagNumber',
  confirmation_number: 'confirmationNumber',
  hanging_weight_lbs: 'hangingWeightLbs',
  storage_location: 'storageLocation',
  notes: 'dropOffNotes',
  harvest_date: 'harvestDate',
  harvest_county: 'harvestCounty',
  hunter_address: 'hunterAddress',
  license_number: 'licenseNumber',
  harvest_state: 'harvestState',
  harvest_zone: 'harvestZone',
  delivered_by: 'deliveredBy',
} as const satisfies {
  [Field in DropOffField]: {
    [Column in keyof OrderRow]: OrderRow[Column] extends DropOffValues[Field] ? Column : never;
  }[keyof OrderRow];
};
type DropOffColumn = (typeof DROP_OFF_COLUMNS)[DropOffField];

/** The drop-off fields (docs/shop.md 2 Check-in) of a check-in or an edit: the values a history row holds. */
export function dropOffValues(input: DropOffInput): DropOffValues {
  return mapDropOffFields((field) => input[field]) as DropOffValues;
}

/** None given: what undoing a check-in leaves. */
export const NO_DROP_OFF: DropOffValues = mapDropOffFields(() => null);

export function dropOffValuesOf(order: OrderRow): DropOffValues {
  return mapDropOffFields((field) => order[DROP_OFF_COLUMNS[field]]) as DropOffValues;
}

/** The columns the drop-off fields are kept in. */
export function dropOffColumns(values: DropOffValues): Pick<OrderRow, DropOffColumn> {
  return Object.fromEntries(
    Object.entries(DROP_OFF_COLUMNS).map(([field, column]) => [column, values[field as DropOffField]]),
  ) as Pick<OrderRow, DropOffColumn>;
}

/**
 * docs/shop.md 13: a check-in, or an edit of its fields, must give what the shop's state's record requires
 * (src/domain/shop/state-records.ts); each missing field is refused at the field. No state chosen, or one
 * without a rule here: nothing more is required.
 */
export async function refuseMissingStateFields(tx: Executor, values: DropOffValues): Promise<void> {
  const { state } = await readShopSettings(tx);
  const missing = missingStateFields(stateProfileOf(state), values);
  const fields = Object.entries(missing).map(([path, message]) => ({ path, message: message }));
  if (fields.length > 0) throw new InvalidInputError(fields);
}
