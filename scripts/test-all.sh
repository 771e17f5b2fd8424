#!/usr/bin/env bash
# `npm test`: every check, in order, on the machine's 2 cores (docs/decisions/0801-test-suites-per-driver.md).
# Typecheck and lint run side by side (each uses one core); then the format check, one build that the
# server tests, the reliability suite and the browser tests all start, vitest, the reliability suite and
# Playwright. It stops at the first failing stage and always ends with the time each stage took.
set -uo pipefail
cd "$(dirname "$0")/.."

timings=()
started_all=$SECONDS

report() {
  echo
  echo "Stage times:"
  for line in "${timings[@]}"; do echo "  $line"; done
  echo "  total                $(( SECONDS - started_all )) s"
}

# stage NAME COMMAND...: runs one stage, records its time, stops everything when it fails.
stage() {
  local name=$1
  shift
  local start=$SECONDS
  echo
  echo "== $name: $*"
  "$@"
  local code=$?
  timings+=("$(printf '%-20s %4d s%s' "$name" $(( SECONDS - start )) "$([ $code -ne 0 ] && echo '  FAILED')")")
  if [ $code -ne 0 ]; then
    report
    exit $code
  fi
}

# Both at once, each output shown whole once it is done.
typecheck_and_lint() {
  local dir
  dir=$(mktemp -d)
  npm run --silent typecheck >"$dir/typecheck" 2>&1 &
  local typecheck=$!
  npm run --silent lint >"$dir/lint" 2>&1 &
  local lint=$!
  wait $typecheck
  local typecheck_code=$?
  wait $lint
  local lint_code=$?
  echo "-- typecheck (exit $typecheck_code)"
  cat "$dir/typecheck"
  echo "-- lint (exit $lint_code)"
  cat "$dir/lint"
  rm -rf "$dir"
  [ $typecheck_code -eq 0 ] && [ $lint_code -eq 0 ]
}

stage "typecheck + lint" typecheck_and_lint
stage "format check" npm run --silent format:check
# The build's listing is dropped; its errors go to stderr.
stage "build" sh -c 'npm run --silent build >/dev/null'
stage "vitest" npx vitest run
stage "reliability" npm run --silent test:reliability
stage "browser tests" env E2E_SKIP_BUILD=1 npx playwright test
report
