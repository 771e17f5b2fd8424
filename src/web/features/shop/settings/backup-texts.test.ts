import { describe, expect, it } from 'vitest';
import type { BackupStatus } from '../../../../domain/shop';
import { setShopTimeZone } from '../lib/format-shop-time';
import { backupTextsOf, formatFileSize } from './backup-texts';

const now = new Date('2026-11-27T18:00:00Z');
const base: BackupStatus = {
  database: 'pglite',
  nightly: { hour: 2, time_zone: 'America/Chicago' },
  last: null,
  failure: null,
  warning: null,
};

describe("the settings page's backup lines", () => {
  setShopTimeZone('America/Chicago');

  it("shows the last backup's time in the shop's zone and its size, and the nightly hour", () => {
    const last = { at: '2026-11-27T08:00:12Z', file: 'b', size_bytes: 10_040_000, reason: 'nightly' as const };
    expect(backupTextsOf({ ...base, last }, now)).toEqual({
      lines: ['Last backup: Nov 27, 2:00 AM, 10.0 MB.', 'A backup is taken every night at 2:00 AM.'],
      warning: null,
    });
  });

  it('warns of a failure with its reason, and of an old backup', () => {
    const failure = { at: '2026-11-27T08:00:00Z', message: 'No space left on device' };
    expect(backupTextsOf({ ...base, failure, warning: 'failed' }, now).warning).toBe(
      'The last backup failed (Nov 27, 2:00 AM): No space left on device',
    );
    expect(backupTextsOf({ ...base, warning: 'old' }, now).warning).toMatch(/more than a day old/);
  });

  it('says when nightly backups are off (PostgreSQL without BACKUP_DIR)', () => {
    expect(backupTextsOf({ ...base, database: 'postgres', nightly: null }, now).lines[1]).toMatch(
      /^Nightly backups are off/,
    );
  });

  it('sizes files in KB, MB and GB', () => {
    expect([
      formatFileSize(800),
      formatFileSize(840_000),
      formatFileSize(12_400_000),
      formatFileSize(2_500_000_000),
    ]).toEqual(['1 KB', '840 KB', '12.4 MB', '2.50 GB']);
  });
});
