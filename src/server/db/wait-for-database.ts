import { describeError, isDatabaseUnavailable } from './database-errors';

/** Waits between attempts while the database is away: quick at first, then every 5 s. */
export const WAIT_DELAYS_MS: readonly number[] = [500, 1_000, 2_000, 4_000, 5_000];

export type WaitOptions = {
  /** What is being done, for the log: 'connecting to the database', 'migrating the database'. */
  what: string;
  log: (line: string) => void;
  delaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a start-up step again and again while the database cannot be reached (it may start after us, or be
 * restarting), saying so in the log; any other failure (a wrong password, a missing database) is thrown.
 * It waits for as long as it takes: the process manager's own start timeout decides when to give up.
 */
export async function retryWhileDatabaseUnavailable<T>(action: () => Promise<T>, options: WaitOptions): Promise<T> {
  const delays = options.delaysMs ?? WAIT_DELAYS_MS;
  const sleep = options.sleep ?? defaultSleep;
  const startedAt = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    try {
      const result = await action();
      if (attempt > 0) {
        const seconds = Math.round((Date.now() - startedAt) / 100) / 10;
        options.log(`database reachable again: ${options.what} done after ${attempt + 1} attempts (${seconds} s)`);
      }
      return result;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const delay = delays[Math.min(attempt, delays.length - 1)] ?? 5_000;
      options.log(
        `waiting for the database: ${options.what} failed (${describeError(error)}); trying again in ${delay / 1000} s`,
      );
      await sleep(delay);
    }
  }
}
