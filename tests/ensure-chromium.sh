# Browser tests run in Debian's Chromium (Playwright's own browser download cannot reach its host here).
set -euo pipefail
CHROMIUM_PATH=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ ! -x "$CHROMIUM_PATH" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's chromium (needed by the story, visual and e2e tests)..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  else
    echo "Chromium is missing. Install it, e.g. 'sudo apt-get install chromium', or set CHROMIUM_PATH to a Chromium binary." >&2
    exit 1
  fi
fi
export CHROMIUM_PATH
