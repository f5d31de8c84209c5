#!/usr/bin/env bash
# Runs a Deno subcommand (cache, check, test) on the Edge Functions as the local server's workers run them: with the
# module cache inside the repository (DENO_DIR, as src/config.ts's defaultDenoDir), filled by `deno:cache` at install
# so a fresh clone works offline after it, and `npm:` specifiers loaded from that cache as deployed, never from a
# node_modules folder that a package.json above supabase/functions would otherwise make Deno use.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export DENO_DIR="${DENO_DIR:-$here/../../../node_modules/.cache/deno}" DENO_NO_UPDATE_CHECK=1
subcommand="$1"
shift
exec deno "$subcommand" --quiet --node-modules-dir=none "$@"
