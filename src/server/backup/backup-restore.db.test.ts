import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { orders } from '../db/schema';
import { type StaffClient, asStaff, submitOrderViaApi } from '../shop-orders/testing/shop-api';
import { createSignedInStaff } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { createTestDatabase, testDatabaseKind } from '../test/test-database';
import { adminQuery, testDatabaseUrl } from '../test/postgres-admin';
import { listBackups } from './backup-files';
import { STATUS_FILE_NAME, readBackupStatus } from './backup-status';
import { DatabaseNotEmptyError, restorePgliteBackup } from './pglite-backup';
import { restorePostgresBackup } from './postgres-backup';
import { type BackupResult, backupSourceOf, takeBackup } from './take-backup';
import { listTables, readAllRows, seedSeason } from './testing/season';

/**
 * docs/operations.md, 'Backups': a season backed up and restored on each driver (this file runs on both), compared
 * table by table and row by row; a backup taken while customers submit orders holds every order answered before it
 * began; a torn file is refused before anything changes; a database with data is replaced only on --force.
 */

let folder: string;
let database: DatabaseHandle;
let t: TestApp;
let owner: StaffClient;
const targets: DatabaseHandle[] = [];
const dropAfter: string[] = [];

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
  database = await createTestDatabase();
  // Many orders from one address while the backup runs: above the per-address completion limit.
  t = await startTestApp({
    database,
    notifications: { worker: false },
    env: { COMPLETIONS_PER_HOUR: '100000', DRAFTS_PER_HOUR: '100000', DRAFT_WRITES_PER_HOUR: '100000' },
  });
  owner = asStaff(t, await createSignedInStaff(t, { role: 'owner' }));
  await createSignedInStaff(t, { role: 'staff' });
  await seedSeason(t, owner);
});
afterAll(async () => {
  await t?.close();
  await database?.close();
  for (const target of targets) await target.close();
  for (const name of dropAfter) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  fs.rmSync(folder, { recursive: true, force: true });
});

const backupDir = () => path.join(folder, 'backups');
const backUp = () => takeBackup({ source: backupSourceOf(database), dir: backupDir(), keep: 14, reason: 'manual' });

/** An empty place to restore into: a new data folder, or a new PostgreSQL database. */
function emptyTarget(): {
  restore: (file: string, force?: boolean) => Promise<unknown>;
  open: () => Promise<DatabaseHandle>;
} {
  const name = `restore_${process.pid}_${randomBytes(4).toString('hex')}`;
  if (testDatabaseKind() === 'pglite') {
    const dataDir = path.join(folder, name);
    return {
      restore: (file, force) => restorePgliteBackup(file, dataDir, { force }),
      open: async () => {
        const handle = await openDatabase({ kind: 'pglite', dataDir });
        targets.push(handle);
        return handle;
      },
    };
  }
  let created = false;
  const url = testDatabaseUrl(name);
  return {
    async restore(file, force) {
      if (!created) {
        await adminQuery(`CREATE DATABASE ${name}`);
        dropAfter.push(name);
        created = true;
      }
      return restorePostgresBackup(file, url, { force });
    },
    open: async () => {
      const handle = await openDatabase({ kind: 'postgres', url, maxConnections: 2 });
      targets.push(handle);
      return handle;
    },
  };
}

async function orderNumbersIn(handle: DatabaseHandle): Promise<Set<number>> {
  const rows = await handle.db.select({ number: orders.orderNumber }).from(orders);
  return new Set(rows.map((row) => row.number));
}

describe(`backups on ${testDatabaseKind()}`, () => {
  it('holds every order answered before the backup began, taken while customers submit orders', async () => {
    const answered: number[] = [];
    let stop = false;
    const customer = async (index: number) => {
      for (let round = 0; !stop; round += 1) {
        const number = await submitOrderViaApi(t, { details: { full_name: `Load Hunter ${index}-${round}` } });
        answered.push(Number(number.replace(/\D/g, '')));
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(customer));
    let backup: BackupResult;
    let before: number[];
    try {
      // Some orders in before the backup begins; the customers go on submitting while it runs.
      while (answered.length < 8) await new Promise((resolve) => setTimeout(resolve, 20));
      before = [...answered];
      backup = await backUp();
    } finally {
      stop = true;
      await load;
    }
    expect(answered.length).toBeGreaterThan(before.length);

    const target = emptyTarget();
    await target.restore(backup.file);
    const restored = await orderNumbersIn(await target.open());
    expect(before.filter((number) => !restored.has(number))).toEqual([]);
    // PGlite's single connection serves the customers and the backup in turn: slower than a test's default.
  }, 120_000);

  it("keeps the backups the server's alone, whatever the umask: folders 0700, the file and the status 0600", async () => {
    const previous = process.umask(0o022);
    try {
      const dir = path.join(folder, 'private', 'backups');
      const backup = await takeBackup({ source: backupSourceOf(database), dir, keep: 14, reason: 'manual' });
      const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);
      expect(modeOf(path.dirname(dir))).toBe('700');
      expect(modeOf(dir)).toBe('700');
      expect(modeOf(backup.file)).toBe('600');
      expect(modeOf(path.join(dir, STATUS_FILE_NAME))).toBe('600');
    } finally {
      process.umask(previous);
    }
  }, 120_000);

  it('restores a season into an empty database with every table the same, row for row', async () => {
    // Quiet: the app and its queue stopped, so that nothing changes between the backup and the comparison.
    await t.close();
    const backup = await backUp();
    expect(fs.existsSync(`${backup.file}.partial`)).toBe(false);
    expect(readBackupStatus(backupDir()).last).toMatchObject({ file: backup.name, size_bytes: backup.sizeBytes });

    const target = emptyTarget();
    await target.restore(backup.file);
    const restored = await target.open();
    const [source, copy] = [await readAllRows(database.db), await readAllRows(restored.db)];
    expect(Object.keys(copy)).toEqual(Object.keys(source));
    for (const table of await listTables(database.db))
      expect({ table, rows: copy[table] }).toEqual({ table, rows: source[table] });
    // The season is there to compare: orders, history, payments (one voided), settings, staff, jobs.
    for (const table of [
      'public.orders',
      'public.order_events',
      'public.payments',
      'public.shop_settings',
      'public.staff_users',
    ]) {
      expect(source[table]?.length ?? 0, table).toBeGreaterThan(0);
    }
    expect(source['public.payments']?.some((row) => row.includes('"voided_at": "'))).toBe(true);
    expect(source['drizzle.__drizzle_migrations']?.length ?? 0).toBeGreaterThan(0);
  });

  it('refuses to restore over a database with data unless forced', async () => {
    const [backup] = listBackups(backupDir());
    if (!backup) throw new Error('no backup');
    const target = emptyTarget();
    await target.restore(backup.file);
    await expect(target.restore(backup.file)).rejects.toThrow(DatabaseNotEmptyError);
    await target.restore(backup.file, true);
    expect((await orderNumbersIn(await target.open())).size).toBe((await orderNumbersIn(database)).size);
  });

  it('finds a torn backup file and refuses it before changing anything', async () => {
    const [backup] = listBackups(backupDir());
    if (!backup) throw new Error('no backup');
    const torn = path.join(folder, `torn-${backup.name}`);
    const whole = fs.readFileSync(backup.file);
    fs.writeFileSync(torn, whole.subarray(0, Math.floor(whole.length * 0.8)));

    const target = emptyTarget();
    await expect(target.restore(torn)).rejects.toThrow(/damaged|torn/);
    // Nothing was restored: the same place still takes the whole file.
    await target.restore(backup.file);
    expect((await orderNumbersIn(await target.open())).size).toBeGreaterThan(0);
  });
});
