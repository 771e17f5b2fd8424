import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How many turns of 1 ms (about 50 ms, longer on a loaded machine) one background statement waits at most for
 * the requests' statements to clear: work still moves on. Counted in turns, not time, so that a stalled event
 * loop does not cut the wait short.
 */
export const MAX_YIELD_TURNS = 50;

/**
 * ADR 0102: work no one waits on (the notification worker, pg-boss, reminders, the draft purge) starts a
 * statement or transaction once no customer's request is waiting for the database, or after MAX_YIELD_TURNS:
 * at a rush, requests go first and the jobs fill the gaps between them.
 */
export async function afterRequests(requestsWaiting: () => boolean): Promise<void> {
  for (let turn = 0; requestsWaiting() && turn < MAX_YIELD_TURNS; turn += 1) await sleep(1);
}
