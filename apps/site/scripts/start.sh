#!/usr/bin/env bash
# The README's run command: install, build the production site, then serve it at http://127.0.0.1:4173 together
# with the embedded Supabase-compatible backend at http://127.0.0.1:54321 (data kept in apps/local-supabase/.data).
# Payments: with STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET) in the environment the functions talk to Stripe;
# without, the local payment stand-in plays Stripe at http://127.0.0.1:12111 (docs/local-backend.md#payments).
set -euo pipefail
cd "$(dirname "$0")/../../.."
source tests/bootstrap.sh
"${PNPM[@]}" exec turbo run build --filter=@outpace/site --output-logs=errors-only

pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT INT TERM
if [ -z "${STRIPE_SECRET_KEY:-}" ]; then
  export STRIPE_SECRET_KEY=sk_test_local_stand_in STRIPE_WEBHOOK_SECRET=whsec_local_stand_in
  export STRIPE_API_BASE=http://127.0.0.1:12111
  "${PNPM[@]}" --filter @outpace/payments-stand-in start &
  pids+=($!)
fi
"${PNPM[@]}" --filter @outpace/local-supabase start &
pids+=($!)
node apps/site/scripts/wait-for-url.mjs http://127.0.0.1:54321/ 60
node apps/site/scripts/serve.mjs
