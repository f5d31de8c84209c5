# Shared by the README's two commands: make pnpm available and install the workspace, using only the npm registry.
# Sourced, not executed: it exports PNPM for the caller.
set -euo pipefail

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 STORYBOOK_DISABLE_TELEMETRY=1 TURBO_TELEMETRY_DISABLED=1 CHROMATIC_TELEMETRY=0

PNPM_VERSION=12.21.0
if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version)" = "$PNPM_VERSION" ]; then
  PNPM=(pnpm)
else
  PNPM=(npx --yes "pnpm@$PNPM_VERSION")
fi
export PNPM

"${PNPM[@]}" install --frozen-lockfile --reporter=append-only

# The Edge Functions' Deno dependencies (`npm:` specifiers), into the repository's node_modules/.cache/deno, so the
# local server's workers and the Deno checks run offline from here on.
"${PNPM[@]}" --filter @outpace/local-supabase run deno:cache
