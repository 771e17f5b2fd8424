import type { DropOffSettingsInput } from '../../../../domain/drop-off-day-schemas';
import { shopRequest } from '../lib/shop-request';

/** The drop-off section's calls; each answer checked against its schema. */

export const getDropOffSettings = () => shopRequest('dropOffSettings', []);
export const saveDropOffSettings = (input: DropOffSettingsInput) =>
  shopRequest('saveDropOffSettings', [], { body: input });
/** docs/shop.md 10, 'The shop's view': the season day by day (owner). */
export const getDropOffSeason = () => shopRequest('dropOffSeason', []);
