#!/usr/bin/env bash
# The README's run command: install, build the production site, then serve it at http://127.0.0.1:4173 together
# with the embedded Supabase-compatible backend at http://127.0.0.1:54321 (data kept in apps/local-supabase/.data).
set -euo pipefail
cd "$(dirname "$0")/../../.."
source tests/bootstrap.sh
"${PNPM[@]}" exec turbo run build --filter=@outpace/site --output-logs=errors-only

"${PNPM[@]}" --filter @outpace/local-supabase start &
backend=$!
trap 'kill "$backend" 2>/dev/null || true' EXIT INT TERM
node apps/site/scripts/wait-for-url.mjs http://127.0.0.1:54321/ 60
node apps/site/scripts/serve.mjs
