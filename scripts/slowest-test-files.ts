/**
 * Prints the slowest test files of one `npm test` stage from its runner's JSON report, so that a new test's
 * cost is seen when it lands (docs/decisions/0801-test-suites-per-driver.md, 'Where the time goes').
 *
 *   tsx scripts/slowest-test-files.ts vitest REPORT.json [COUNT]
 *   tsx scripts/slowest-test-files.ts playwright REPORT.json [COUNT]
 *
 * vitest: a file's time is from its start to its end, once per project it runs in (a file on both databases
 * is listed twice). Playwright: a file's time is the sum of its tests' durations (its tests may run on both
 * workers at once), per project (viewport).
 */
import fs from 'node:fs';
import path from 'node:path';

type FileTime = { file: string; seconds: number };

type VitestReport = { testResults?: { name: string; startTime?: number; endTime?: number }[] };

function vitestFileTimes(report: VitestReport): FileTime[] {
  return (report.testResults ?? []).map((result) => ({
    file: path.relative(process.cwd(), result.name),
    seconds: Math.max(0, ((result.endTime ?? 0) - (result.startTime ?? 0)) / 1000),
  }));
}

type PlaywrightSuite = {
  file: string;
  specs?: { tests?: { projectName?: string; results?: { duration?: number }[] }[] }[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = { suites?: PlaywrightSuite[] };

function playwrightFileTimes(report: PlaywrightReport): FileTime[] {
  const totals = new Map<string, number>();
  const add = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const key = `${suite.file} (${test.projectName ?? ''})`;
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        totals.set(key, (totals.get(key) ?? 0) + ms);
      }
    }
    for (const child of suite.suites ?? []) add({ ...child, file: suite.file });
  };
  for (const suite of report.suites ?? []) add(suite);
  return [...totals].map(([file, ms]) => ({ file, seconds: ms / 1000 }));
}

function slowest(times: FileTime[], count: number): string[] {
  return [...times]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(({ file, seconds }) => `${seconds.toFixed(1).padStart(7)} s  ${file}`);
}

function main() {
  const [runner, reportFile, count = '20'] = process.argv.slice(2);
  if ((runner !== 'vitest' && runner !== 'playwright') || !reportFile) {
    console.error('usage: tsx scripts/slowest-test-files.ts vitest|playwright REPORT.json [COUNT]');
    process.exit(2);
  }
  if (!fs.existsSync(reportFile)) {
    console.log(`(no ${runner} report at ${reportFile})`);
    return;
  }
  const report: unknown = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  const times =
    runner === 'vitest' ? vitestFileTimes(report as VitestReport) : playwrightFileTimes(report as PlaywrightReport);
  const total = times.reduce((sum, time) => sum + time.seconds, 0);
  console.log(`The ${count} slowest ${runner} files of ${times.length} (${total.toFixed(0)} s of file time in all):`);
  for (const line of slowest(times, Number(count))) console.log(line);
}

main();
