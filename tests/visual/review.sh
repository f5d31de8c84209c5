#!/usr/bin/env bash
# For designers (CONTRIBUTING.md): builds the Storybook, screenshots every story against its baseline and opens the
# report, in which each story that changed shows its baseline, the new capture and their difference side by side.
set -uo pipefail
cd "$(dirname "$0")/../.."
pnpm build-storybook || exit 1
# A failing comparison is what the report is for: it opens either way.
pnpm test:visual
exec pnpm exec playwright show-report playwright-report/visual
