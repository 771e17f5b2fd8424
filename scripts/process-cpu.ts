import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** The CPU time the process has used so far (user and system), in seconds. */
export function cpuSeconds(pid: number): number {
  // /proc/PID/stat: the command is in parentheses and may hold spaces; utime and stime are fields 14 and 15.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Waits until the process uses less than a tenth of a core over half a second (its queued work, such as
 * the notification jobs of a burst of orders, is done), or `limitMs` has passed. Answers the wait in ms.
 */
export async function untilQuiet(pid: number, limitMs = 120_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    const before = cpuSeconds(pid);
    await sleep(500);
    if (cpuSeconds(pid) - before < 0.05) break;
  }
  return performance.now() - started;
}
