#!/usr/bin/env bash
# The README's run command: install, build the production site, and serve it at http://127.0.0.1:4173.
set -euo pipefail
cd "$(dirname "$0")/../../.."
source tests/bootstrap.sh
"${PNPM[@]}" exec turbo run build --filter=@outpace/site --output-logs=errors-only
exec "${PNPM[@]}" --filter @outpace/site start
