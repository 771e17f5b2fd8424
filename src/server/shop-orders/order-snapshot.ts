import { type OrderDetails, isPrepName } from '../../domain';
import type { OrderRow } from '../db/schema';
import { dropOffValuesOf } from './drop-off';

/** Everything staff may edit, by the API's names: what an edit's history row compares (docs/shop.md 2). */
export type EditableSnapshot = Record<string, unknown>;

export function editableSnapshot(row: OrderRow, details: OrderDetails): EditableSnapshot {
  const { order, cuts, addons, totals } = details;
  return {
    full_name: order.full_name,
    email: order.email,
    phone_number: order.phone_number,
    animal_type: order.animal_type,
    gender: order.gender,
    weight_option: order.weight_option,
    weight_pounds: order.weight_pounds,
    prep: addons.filter((addon) => isPrepName(addon.addon_name)).map((addon) => addon.addon_name),
    cuts: cuts.map((cut) => cut.cut_name),
    addons: addons.filter((addon) => !isPrepName(addon.addon_name)),
    ...dropOffValuesOf(row),
    grand_total_cents: totals.grand_total_cents,
  };
}

/** How people read each field in a history summary; the grand total follows the others and is not named. */
const FIELD_LABELS: Record<string, string> = {
  full_name: 'name',
  email: 'email',
  phone_number: 'phone',
  animal_type: 'animal',
  gender: 'gender',
  weight_option: 'hog weight',
  weight_pounds: 'hog weight',
  prep: 'prep',
  cuts: 'cuts',
  addons: 'add-ons',
  tag_number: 'tag',
  confirmation_number: 'confirmation number',
  hanging_weight_lbs: 'hanging weight',
  storage_location: 'storage location',
  notes: 'notes',
  harvest_date: 'harvest date',
  harvest_county: 'county of harvest',
  hunter_address: 'hunter address',
};

function listed(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** Only what changed, as it was and as it became, with a summary ('Changed animal, gender and cuts'); null if nothing did. */
export function changedFields(before: EditableSnapshot, after: EditableSnapshot) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (keys.length === 0) return null;
  const labels = [...new Set(keys.flatMap((key) => FIELD_LABELS[key] ?? []))];
  return {
    summary: `Changed ${listed(labels.length > 0 ? labels : ['grand total'])}`,
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}
