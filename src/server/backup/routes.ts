import type { FastifyPluginAsync } from 'fastify';
import { type BackupStatus, SHOP_API_PATHS, backupWarningOf } from '../../domain/shop';
import { type Config, backupDirOf } from '../lib/config';
import type { DatabaseHandle } from '../db/client';
import { fastifyRouteOf } from '../http/api-route';
import { readShopSettings } from '../settings/settings-store';
import { readBackupStatus } from './backup-status';
import { isNightlyBackupOn } from './nightly-backup';

export type BackupRoutesOptions = { config: Config; database: DatabaseHandle };

/**
 * docs/operations.md, 'Backups': what the owner's settings page shows of the backups, read from BACKUP_DIR's status
 * file.
 */
export async function readBackupAnswer(options: BackupRoutesOptions, now = new Date()): Promise<BackupStatus> {
  const { config, database } = options;
  const nightly = isNightlyBackupOn(config, database);
  const { last, failure } = readBackupStatus(backupDirOf(config));
  const timeZone = (await readShopSettings(database.db)).time_zone;
  return {
    database: database.kind,
    nightly: nightly ? { hour: config.BACKUP_HOUR, time_zone: timeZone } : null,
    last,
    failure,
    warning: backupWarningOf({ nightly, last, failure }, now),
  };
}

export const backupRoutes: FastifyPluginAsync<BackupRoutesOptions> = async (app, options) => {
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.backupStatus),
    config: { shop: { roles: ['owner'] } },
    handler: () => readBackupAnswer(options),
  });
};
