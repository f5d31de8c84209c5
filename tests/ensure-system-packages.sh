# Browser tests run in Debian's Chromium (Playwright's own browser download cannot reach its host here), and the
# backend's RLS matrix also runs against Debian's PostgreSQL server. Sourced by tests/run-all.sh.
set -euo pipefail
CHROMIUM_PATH=${CHROMIUM_PATH:-/usr/bin/chromium}
# The end-to-end suite runs in Chromium's old headless shell, which costs less per page (see tests/chromium.mjs).
CHROMIUM_HEADLESS_SHELL_PATH=${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}
missing=()
[ -x "$CHROMIUM_PATH" ] || missing+=(chromium)
[ -x "$CHROMIUM_HEADLESS_SHELL_PATH" ] || missing+=(chromium-headless-shell)
# The visual baselines were rendered with exactly these system fonts (for glyphs our web fonts lack).
for font in fonts-liberation fonts-dejavu-core fonts-dejavu-extra; do
  dpkg -s "$font" >/dev/null 2>&1 || missing+=("$font")
done
compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null || missing+=(postgresql)

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian packages: ${missing[*]}"
    apt-get update -qq
    # What the packages only recommend (printing, mDNS, Samba, desktop helpers: about 90 packages) no test uses; it
    # took 50 s of a fresh machine's install against 28 s without, and the stories render the same pixels either way.
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  elif [[ " ${missing[*]} " == *" chromium"* ]]; then
    echo "Chromium is missing. Install it (e.g. 'sudo apt-get install chromium chromium-headless-shell') or set CHROMIUM_PATH and CHROMIUM_HEADLESS_SHELL_PATH." >&2
    exit 1
  else
    echo "PostgreSQL is not installed: the RLS matrix runs on embedded Postgres only ('sudo apt-get install postgresql' adds the server run)." >&2
  fi
fi
export CHROMIUM_PATH CHROMIUM_HEADLESS_SHELL_PATH
