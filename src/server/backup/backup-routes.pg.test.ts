import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupStatus } from '../../domain/shop';
import { checkingShopAnswers } from '../shop-orders/testing/shop-answers';
import { type TestStaff, createSignedInStaff, staffHeaders } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { recordBackupFailure } from './backup-status';
import { takeBackup, backupSourceOf } from './take-backup';

/** docs/operations.md, 'Backups': what the owner's settings page reads of the backups. */
const BACKUP_STATUS = '/api/shop/backup-status';

let folder: string;
let t: TestApp;
let owner: TestStaff;
let staff: TestStaff;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-routes-'));
  t = checkingShopAnswers(
    await startTestApp({ notifications: { worker: false }, env: { BACKUP_DIR: folder, BACKUP_HOUR: '4' } }),
  );
  owner = await createSignedInStaff(t, { role: 'owner' });
  staff = await createSignedInStaff(t, { role: 'staff' });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const read = async () =>
  (await t.request<BackupStatus>('GET', BACKUP_STATUS, undefined, { headers: staffHeaders(owner, t) })).body;

describe('the backup status (owner only)', () => {
  it('answers 401 without a session and 403 to staff', async () => {
    expect((await t.request('GET', BACKUP_STATUS)).status).toBe(401);
    expect((await t.request('GET', BACKUP_STATUS, undefined, { headers: staffHeaders(staff, t) })).status).toBe(403);
  });

  it('says nightly backups are on at BACKUP_HOUR and none was taken yet', async () => {
    expect(await read()).toMatchObject({ nightly: { hour: 4 }, last: null, failure: null, warning: null });
  });

  it("shows the last backup's time and size, then a later failure as a warning", async () => {
    const backup = await takeBackup({ source: backupSourceOf(t.database), dir: folder, keep: 3, reason: 'manual' });
    expect(await read()).toMatchObject({
      last: { at: backup.at.toISOString(), file: backup.name, size_bytes: backup.sizeBytes, reason: 'manual' },
      warning: null,
    });
    recordBackupFailure(folder, { at: new Date(Date.now() + 1000).toISOString(), message: 'No space left on device' });
    const status = await read();
    expect(status.warning).toBe('failed');
    expect(status.failure?.message).toBe('No space left on device');
    expect(status.last?.file).toBe(backup.name);
  });
});
