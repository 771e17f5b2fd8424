import type { DropOffInput } from '../../domain/shop';
import type { OrderRow } from '../db/schema';

/** The drop-off fields (docs/shop.md 2 Check-in) as the API names them: the values a history row holds. */
export type DropOffValues = {
  tag_number: number | null;
  confirmation_number: string | null;
  hanging_weight_lbs: number | null;
  storage_location: string | null;
  notes: string | null;
  harvest_date: string | null;
  harvest_county: string | null;
  hunter_address: string | null;
};

export function dropOffValues(input: DropOffInput): DropOffValues {
  return {
    tag_number: input.tag_number,
    confirmation_number: input.confirmation_number,
    hanging_weight_lbs: input.hanging_weight_lbs,
    storage_location: input.storage_location,
    notes: input.notes,
    harvest_date: input.harvest_date,
    harvest_county: input.harvest_county,
    hunter_address: input.hunter_address,
  };
}

export function dropOffValuesOf(order: OrderRow): DropOffValues {
  return {
    tag_number: order.tagNumber,
    confirmation_number: order.confirmationNumber,
    hanging_weight_lbs: order.hangingWeightLbs,
    storage_location: order.storageLocation,
    notes: order.dropOffNotes,
    harvest_date: order.harvestDate,
    harvest_county: order.harvestCounty,
    hunter_address: order.hunterAddress,
  };
}

/** The columns the drop-off fields are kept in. */
export function dropOffColumns(values: DropOffValues) {
  return {
    tagNumber: values.tag_number,
    confirmationNumber: values.confirmation_number,
    hangingWeightLbs: values.hanging_weight_lbs,
    storageLocation: values.storage_location,
    dropOffNotes: values.notes,
    harvestDate: values.harvest_date,
    harvestCounty: values.harvest_county,
    hunterAddress: values.hunter_address,
  };
}
