import type { SettingsInput } from '../../../../domain/shop/schemas';
import { shopRequest } from '../lib/shop-request';

/** The settings section's calls (docs/shop.md 3); each answer checked against its schema. */

export const getBackupStatus = () => shopRequest('backupStatus', []);
export const saveSettings = (input: SettingsInput) => shopRequest('saveSettings', [], { body: input });

// docs/shop.md 15: the lobby's counter tablets.
export const getCounterTablets = () => shopRequest('counterTablets', []);
export const setUpCounterTablet = (name: string) => shopRequest('setUpCounterTablet', [], { body: { name } });
export const removeCounterTablet = (id: string) => shopRequest('removeCounterTablet', [id]);
