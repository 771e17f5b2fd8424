import type { Config } from '../lib/config';
import { type DatabaseHandle, openDatabase } from './client';

/** PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR (ADR 0005). */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
}
