import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { isUnawaitedJobCommand } from './unawaited-job-commands';

/** pg-boss's own SQL texts (its internal plans module), so that an upgrade that changes them fails here. */
type Plans = Record<string, (schema: string) => unknown>;
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Plans;

describe('isUnawaitedJobCommand', () => {
  it("recognises pg-boss 10's completion and failure by id, which its worker does not await", () => {
    expect(isUnawaitedJobCommand(plans.completeJobs!('pgboss') as string)).toBe(true);
    expect(isUnawaitedJobCommand(plans.failJobsById!('pgboss') as string)).toBe(true);
  });

  it('leaves every command whose caller awaits it (a failure there is handled or reported)', () => {
    const awaited = ['fetchNextJob', 'cancelJobs', 'resumeJobs', 'deleteJobs', 'retryJobs', 'failJobsByTimeout'];
    for (const name of awaited) {
      const plan = plans[name]!('pgboss');
      // fetchNextJob answers a function of its options.
      const text = typeof plan === 'function' ? (plan as (options: object) => string)({}) : (plan as string);
      expect(isUnawaitedJobCommand(text), name).toBe(false);
    }
    expect(isUnawaitedJobCommand(plans.insertJob!('pgboss') as string)).toBe(false);
    expect(isUnawaitedJobCommand('SELECT 1')).toBe(false);
  });
});
