import type PgBoss from 'pg-boss';
import { describeError, messageWithoutParams } from '../db/database-errors';
import type { NotificationLog } from './providers';

/**
 * The worker's own loop over pg-boss's fetch, complete and fail, in place of boss.work(): pg-boss 10's loop
 * waits its whole polling interval after every batch (one order every 2 s with batchSize 1), completes a
 * batch all together or fails it all together, and completes and fails without awaiting either. Here:
 * - up to `concurrency` jobs run at once, and the loop fetches again as soon as a slot frees while jobs keep
 *   coming; it waits for the polling interval only when the queue was found empty;
 * - a job is fetched only when a slot is free, so its expiry clock (started at fetch) runs only while it runs;
 * - each job is completed or failed on its own, awaited, its SQL failures logged (a database outage must not
 *   end in an unhandled rejection; the job then stays active and expires into a retry);
 * - stop() stops fetching, lets the jobs in flight finish within a bound, and fails those still running then
 *   (their retry comes back to any delivery left 'sending', see deliveries-store).
 */
export type JobHandler<T> = (job: PgBoss.Job<T>, stopping: () => boolean) => Promise<object | null>;

/** halt(): fetch and claim nothing more (at once, no waiting); stop(): halt, then wait for the jobs in flight. */
export type NotificationWorker = { halt(): void; stop(waitMs: number): Promise<void> };

export function startNotificationWorker<T>(options: {
  boss: PgBoss;
  queue: string;
  concurrency: number;
  pollingIntervalMs: number;
  log: NotificationLog;
  handle: JobHandler<T>;
}): NotificationWorker {
  const { boss, queue, log } = options;
  const running = new Set<Promise<void>>();
  const stillRunning = new Set<string>();
  let stopping = false;
  let signalStop = () => {};
  const stopSignal = new Promise<void>((resolve) => (signalStop = resolve));
  let wake: (() => void) | null = null;
  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });
  const warn = (what: string, error: unknown) =>
    // The error's kind and code only: a failed query's message carries its parameters (names, emails, phones).
    log.warn(`notification worker, ${what}: ${describeError(error)}`);

  async function failJobs(ids: string[], message: string): Promise<void> {
    for (const id of ids)
      await boss.fail(queue, id, { message }).catch((error: unknown) => warn('failing a job', error));
  }

  async function runJob(job: PgBoss.Job<T>): Promise<void> {
    stillRunning.add(job.id);
    try {
      let output: object | null;
      try {
        output = await options.handle(job, () => stopping);
      } catch (error) {
        // A thrown error makes pg-boss retry the job with backoff; deliveries already sent are not sent again.
        // Kept in pg-boss's job table: a failed query's message without its parameters.
        const message = messageWithoutParams(error);
        if (stillRunning.has(job.id)) await boss.fail(queue, job.id, { message });
        return;
      }
      if (!stillRunning.has(job.id)) return;
      await (output ? boss.complete(queue, job.id, output) : boss.complete(queue, job.id));
    } catch (error) {
      warn('recording a job', error);
    } finally {
      stillRunning.delete(job.id);
    }
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      const free = options.concurrency - running.size;
      if (free <= 0) {
        await Promise.race([...running, stopSignal]);
        continue;
      }
      let jobs: PgBoss.Job<T>[] = [];
      try {
        jobs = await boss.fetch<T>(queue, { batchSize: free });
      } catch (error) {
        warn('fetching', error);
      }
      if (stopping) {
        // Fetched just as the stop began: given back at once rather than left to expire.
        await failJobs(
          jobs.map((job) => job.id),
          'stopped before it began',
        );
        break;
      }
      for (const job of jobs) {
        const run: Promise<void> = runJob(job).finally(() => {
          running.delete(run);
          wake?.();
        });
        running.add(run);
      }
      // A full batch says more may be waiting: fetch again as soon as a slot is free.
      if (jobs.length < free) await nap(options.pollingIntervalMs);
    }
  }

  const looping = loop().catch((error: unknown) => warn('stopped by an error', error));

  const halt = () => {
    stopping = true;
    signalStop();
    wake?.();
  };

  return {
    halt,
    async stop(waitMs) {
      halt();
      await looping;
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
      await Promise.race([Promise.all(running), bound]);
      clearTimeout(timer);
      const unfinished = [...stillRunning];
      if (unfinished.length === 0) return;
      // Their sends outlived the wait: failed now, so that their retry (not the 45 s expiry) picks them up.
      stillRunning.clear();
      log.warn(`notification worker: ${unfinished.length} job(s) still sending at shutdown, left for a retry`);
      await failJobs(unfinished, 'shut down while sending');
    },
  };
}
