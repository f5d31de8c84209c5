#!/usr/bin/env bash
# The README's test command: installs what it needs, then runs every suite. CI runs exactly this (see .ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
source tests/ensure-system-packages.sh
source tests/bootstrap.sh

step() { printf '\n== %s\n' "$1"; }

step 'build, types, lint, unit tests, size budgets'
node tests/turbo-inputs.mjs
node tests/cited-paths.mjs
"${PNPM[@]}" exec turbo run build typecheck lint test size --output-logs=errors-only
"${PNPM[@]}" exec tsc -p tests
"${PNPM[@]}" exec eslint .storybook tests
"${PNPM[@]}" exec prettier --check . --log-level warn
node tests/initial-js-budget.mjs

step 'story tests in Chromium'
"${PNPM[@]}" exec turbo run test:stories --output-logs=new-only

step 'visual and end-to-end tests in Chromium'
"${PNPM[@]}" exec turbo run test:visual test:e2e --concurrency=1 --output-logs=new-only

step 'the kit as an installed package in a scratch app'
"${PNPM[@]}" exec node tests/consumer/run.mjs

printf '\nAll suites passed.\n'
