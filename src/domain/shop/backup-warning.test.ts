import { describe, expect, it } from 'vitest';
import { backupWarningOf } from './backup-warning';

const now = new Date('2026-11-27T12:00:00Z');
const hoursAgo = (hours: number) => ({ at: new Date(now.getTime() - hours * 3_600_000).toISOString() });

describe('backupWarningOf', () => {
  it('warns of a failure newer than the last backup, not of one an older backup', () => {
    expect(backupWarningOf({ nightly: true, last: hoursAgo(2), failure: hoursAgo(1) }, now)).toBe('failed');
    expect(backupWarningOf({ nightly: false, last: null, failure: hoursAgo(1) }, now)).toBe('failed');
    expect(backupWarningOf({ nightly: true, last: hoursAgo(1), failure: hoursAgo(2) }, now)).toBeNull();
  });

  it('warns of a backup older than a night only when the nightly backup is on', () => {
    expect(backupWarningOf({ nightly: true, last: hoursAgo(25), failure: null }, now)).toBeNull();
    expect(backupWarningOf({ nightly: true, last: hoursAgo(27), failure: null }, now)).toBe('old');
    expect(backupWarningOf({ nightly: false, last: hoursAgo(27 * 30), failure: null }, now)).toBeNull();
  });

  it('does not warn before the first backup', () => {
    expect(backupWarningOf({ nightly: true, last: null, failure: null }, now)).toBeNull();
  });
});
