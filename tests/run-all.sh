#!/usr/bin/env bash
# The README's test command: installs what it needs, then runs every suite. CI runs exactly this (see .ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."

# Each stage's wall time, printed at the end, so a slow run shows where its time went.
stage='' stage_started=$SECONDS timings=''
step() {
  [ -z "$stage" ] || timings+="$(printf '%6d s  %s' $((SECONDS - stage_started)) "$stage")"$'\n'
  stage=$1 stage_started=$SECONDS
  [ -z "$stage" ] || printf '\n== %s\n' "$stage"
}

step 'install'
source tests/ensure-system-packages.sh
source tests/bootstrap.sh

step 'build, types, lint, format, unit tests, size budgets'
"${PNPM[@]}" exec turbo run build typecheck lint test size \
  typecheck:tests lint:repo format:check check:repo size:initial-js --output-logs=errors-only

step 'story tests in Chromium'
"${PNPM[@]}" exec turbo run test:stories --output-logs=new-only

step 'visual and end-to-end tests in Chromium'
"${PNPM[@]}" exec turbo run test:visual test:e2e --concurrency=1 --output-logs=new-only

step 'the kit as an installed package in a scratch app'
"${PNPM[@]}" exec node tests/consumer/run.mjs

step ''
printf '\nAll suites passed in %d s:\n%s' "$SECONDS" "$timings"
