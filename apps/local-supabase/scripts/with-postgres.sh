#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster on 127.0.0.1, with DATABASE_URL pointing at a fresh
# database, and removes the cluster afterwards. Uses Debian's server binaries (/usr/lib/postgresql/<v>/bin);
# as root it installs the `postgresql` package when missing and runs the cluster as the postgres user.
#
#   scripts/with-postgres.sh [--] <command> [args...]
#
# When no server can be started (not root and no binaries), it fails: the PostgreSQL pass is part of the tests, and
# a green run without it would hide that it never ran. A developer without PostgreSQL may skip it by setting
# SKIP_POSTGRES=1, which prints a notice and exits 0; CI (CI set, as GitHub Actions and .ci/run do) never skips.
set -euo pipefail

if [[ "${1:-}" == "--" ]]; then shift; fi
if (($# == 0)); then
  echo "usage: $0 [--] <command> [args...]" >&2
  exit 2
fi
command_line="$*"

in_ci() { [[ -n "${CI:-}" && "${CI}" != 0 && "${CI}" != false ]]; }

unavailable() {
  if [[ "${SKIP_POSTGRES:-}" == 1 ]] && ! in_ci; then
    echo "with-postgres: NOT RUN: $1. SKIP_POSTGRES=1 skips the PostgreSQL pass: $command_line" >&2
    exit 0
  fi
  echo "with-postgres: cannot run the PostgreSQL pass: $1." >&2
  if in_ci; then
    echo "with-postgres: CI always runs it (SKIP_POSTGRES is not honoured when CI is set): run as root, or install Debian's postgresql." >&2
  else
    echo "with-postgres: install Debian's postgresql (or run as root, which installs it), or set SKIP_POSTGRES=1 to skip this pass." >&2
  fi
  exit 1
}

find_bindir() { find /usr/lib/postgresql -maxdepth 2 -name bin -type d 2>/dev/null | sort -V | tail -n 1; }

bindir="$(find_bindir)"
if [[ -z "$bindir" && "$(id -u)" == 0 && -x "$(command -v apt-get)" && "${WITH_POSTGRES_INSTALL:-1}" == 1 ]]; then
  echo "with-postgres: installing postgresql with apt-get" >&2
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null
  bindir="$(find_bindir)"
fi
[[ -n "$bindir" ]] || unavailable "no PostgreSQL server binaries under /usr/lib/postgresql"

# initdb refuses to run as root, so root runs the cluster as the postgres system user.
if [[ "$(id -u)" == 0 ]]; then
  id postgres >/dev/null 2>&1 || unavailable "running as root but there is no postgres user"
  as_owner=(runuser -u postgres --)
  owner=postgres
else
  as_owner=()
  owner="$(id -un)"
fi

workdir="$(mktemp -d "${TMPDIR:-/tmp}/with-postgres.XXXXXX")"
chown "$owner" "$workdir"
port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

cleanup() {
  "${as_owner[@]}" "$bindir/pg_ctl" -D "$workdir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

"${as_owner[@]}" "$bindir/initdb" -D "$workdir/data" -U postgres --auth=trust --encoding=UTF8 --no-locale >/dev/null
# fsync off: the cluster is thrown away, and durability is what the restart test checks on PGlite.
"${as_owner[@]}" "$bindir/pg_ctl" -D "$workdir/data" -l "$workdir/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $workdir -c fsync=off" start >/dev/null
"${as_owner[@]}" "$bindir/createdb" -h 127.0.0.1 -p "$port" -U postgres local_supabase

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/local_supabase"
echo "with-postgres: $("$bindir/postgres" --version) at $DATABASE_URL" >&2
status=0
"$@" || status=$?
exit "$status"
