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
# Also after a failure, so a red run shows how far it got and how long each stage took.
stage_summary() {
  local status=$?
  step ''
  if [ "$status" -eq 0 ]; then printf '\nAll suites passed in %d s:\n%s' "$SECONDS" "$timings"
  else printf '\nStopped by a failure after %d s:\n%s' "$SECONDS" "$timings"; fi
}
trap stage_summary EXIT

step 'install'
source tests/ensure-system-packages.sh
source tests/bootstrap.sh

# One task per core: turbo's default of ten at once made these CPU-bound tasks fight over two cores (the stage took
# 479 s on a fresh clone against 347 s here with two, and a backend test timed out under that load).
step 'build, types, lint, format, unit tests, size budgets'
"${PNPM[@]}" exec turbo run build typecheck lint test size \
  typecheck:tests lint:repo format:check check:repo size:initial-js --concurrency=100% --output-logs=errors-only

# Side by side: the kit installed from its tarballs in a scratch app (mostly waiting on npm), the static Storybook
# build and, once it is built, every story from it at each of its modes: play function, axe and screenshot. The
# Vitest story tests (`pnpm test:stories`) run the same play functions and axe once per story; they are the quick
# loop while editing, not a second gate.
step 'stories in Chromium (play, axe, screenshot), the kit as an installed package'
"${PNPM[@]}" exec turbo run test:consumer test:visual --output-logs=new-only

# Alone: its two workers take both cores, and some of its tests time what the page does.
step 'end-to-end tests in Chromium'
"${PNPM[@]}" exec turbo run test:e2e --output-logs=new-only
