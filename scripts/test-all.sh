#!/usr/bin/env bash
# `npm test`: every check, on the machine's 2 cores (docs/decisions/0801-test-suites-per-driver.md).
# Three rounds, each as busy as two cores allow:
# 1. typecheck, lint, the format check and the build side by side (each uses about one core; none needs
#    another's output);
# 2. vitest, alone: its three workers keep both cores busy, and beside the browser tests both slowed badly;
# 3. the browser tests and the reliability suite side by side: the reliability files spend most of their time
#    waiting (for a stale claim, a restart, a retry), so beside the browser tests they add less than in turn
#    (408 s against 320 + 136 s, measured one right after the other; ADR 0801, 'Figures').
# Each stage's output is shown whole once it is done; it stops after the first round that fails and
# always ends with the 20 slowest files of each test stage and the time each stage took.
set -uo pipefail
cd "$(dirname "$0")/.."

started_all=$SECONDS
results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT

report() {
  for stage in vitest reliability; do
    [ -f "$results/$stage.json" ] && echo && npx tsx scripts/slowest-test-files.ts vitest "$results/$stage.json" 20
  done
  [ -f "$results/browser.json" ] && echo && npx tsx scripts/slowest-test-files.ts playwright "$results/browser.json" 20
  echo
  echo "Stage times (rounds: typecheck, lint, format check and build; vitest; browser tests and reliability):"
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

timed 1 "typecheck" npm run --silent typecheck &
typecheck=$!
timed 2 "lint" npm run --silent lint &
lint=$!
timed 3 "format check" npm run --silent format:check &
format=$!
# The build's listing is dropped; its errors go to stderr.
timed 4 "build" sh -c 'npm run --silent build >/dev/null' &
build=$!
round $typecheck $lint $format $build

# Each runner also writes a JSON report, from which the slowest files are listed at the end.
timed 5 "vitest" npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json" &
round $!

timed 6 "browser tests" env E2E_SKIP_BUILD=1 PLAYWRIGHT_JSON_OUTPUT_FILE="$results/browser.json" npx playwright test &
browser=$!
timed 7 "reliability" npm run --silent test:reliability -- --reporter=default --reporter=json \
  --outputFile.json="$results/reliability.json" &
round $browser $!

report
