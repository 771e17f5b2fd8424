#!/usr/bin/env bash
# `npm test`: every check, on the machine's 2 cores (docs/decisions/0801-test-suites-per-driver.md).
# 1. typecheck, lint, the format check and the build side by side (none needs another's output); lint, the
#    longest, keeps a core of its own while the others run at a lower priority (78 s for the round against 96 s,
#    one right after the other);
# 2. vitest, then the browser tests, then the reliability suite, each alone: each keeps both cores busy, and
#    side by side they took longer than in turn, and under that load a drop-off race answered 4 of 200 customers
#    with something other than 'full' (docs/decisions/0801-test-suites-per-driver.md, 'CI within its budget').
#    One reliability file runs beside the browser tests instead: the SIGKILL scenario, which spends about 90 of
#    its 95 s waiting for a dead worker's claims to go stale, and alone set the reliability suite's length.
# Each stage's output is shown whole once it is done; it stops after the first round that fails and
# always ends with the 20 slowest files of each test stage and the time each stage took.
set -uo pipefail
cd "$(dirname "$0")/.."

started_all=$SECONDS
results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT

report() {
  for stage in vitest reliability-sigkill reliability; do
    [ -f "$results/$stage.json" ] && echo && npx tsx scripts/slowest-test-files.ts vitest "$results/$stage.json" 20
  done
  [ -f "$results/browser.json" ] && echo && npx tsx scripts/slowest-test-files.ts playwright "$results/browser.json" 20
  echo
  echo "Stage times (typecheck, lint, the format check and the build ran side by side):"
  cat "$results"/*.time 2>/dev/null
  echo "  total                $((SECONDS - started_all)) s"
}

# timed ORDER NAME COMMAND...: runs one stage with its output kept in a file, records its time and
# whether it failed, then shows the output.
timed() {
  local order=$1 name=$2
  shift 2
  local start=$SECONDS
  "$@" >"$results/$order.out" 2>&1
  local code=$?
  printf '  %-20s %4d s%s\n' "$name" $((SECONDS - start)) "$([ $code -ne 0 ] && echo '  FAILED')" >"$results/$order.time"
  echo
  echo "== $name (exit $code): $*"
  cat "$results/$order.out"
  return $code
}

# round PID...: waits for the stages running in the background; stops everything if one of them failed.
round() {
  local failed=0 pid
  for pid in "$@"; do wait "$pid" || failed=1; done
  if [ $failed -ne 0 ]; then
    report
    exit 1
  fi
}

timed 1 "typecheck" nice -n 10 npm run --silent typecheck &
typecheck=$!
timed 2 "lint" npm run --silent lint &
lint=$!
timed 3 "format check" nice -n 10 npm run --silent format:check &
format=$!
# The build's listing is dropped; its errors go to stderr.
timed 4 "build" nice -n 10 sh -c 'npm run --silent build >/dev/null' &
build=$!
round $typecheck $lint $format $build

# Built above: the later stages' setups do not bundle the server again.
export TESTS_SKIP_BUILD=1

# Each runner also writes a JSON report, from which the slowest files are listed at the end.
timed 5 "vitest" npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json" &
round $!

SIGKILL_FILE=tests/reliability/notifications-after-sigkill.test.ts
timed 6 "browser tests" env PLAYWRIGHT_JSON_OUTPUT_FILE="$results/browser.json" npx playwright test &
browser=$!
timed 7 "reliability, SIGKILL" npm run --silent test:reliability -- "$SIGKILL_FILE" --reporter=default \
  --reporter=json --outputFile.json="$results/reliability-sigkill.json" &
sigkill=$!
round $browser $sigkill
timed 8 "reliability, the rest" npm run --silent test:reliability -- --exclude "$SIGKILL_FILE" --reporter=default \
  --reporter=json --outputFile.json="$results/reliability.json" &
round $!

report
