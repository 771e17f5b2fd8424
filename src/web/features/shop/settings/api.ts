import type { SettingsInput } from '../../../../domain/shop/schemas';
import { shopRequest } from '../lib/shop-request';

/** The settings section's calls (docs/shop.md 3); each answer checked against its schema. */

export const getBackupStatus = () => shopRequest('backupStatus', []);
export const saveSettings = (input: SettingsInput) => shopRequest('saveSettings', [], { body: input });
