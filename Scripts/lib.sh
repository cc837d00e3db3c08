# Shared helpers for the scripts in this folder. Source it; do not run it.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# One scratch folder for every package: dependencies are fetched and built once.
SCRATCH="${SCRATCH:-$ROOT/.build-workspace}"
VENV="${VENV:-$ROOT/.venv}"

# SwiftPM caches one build description per scratch folder and may reuse it for another root
# package: `swift test` then runs the previous package's test bundle. Dropping it before each
# package makes SwiftPM plan the build for the package actually asked for.
forget_build_description() {
  rm -f "$SCRATCH"/debug/description.json "$SCRATCH"/release/description.json
}

say() { printf '\n==> %s\n' "$*"; }
die() { printf '\nerror: %s\n' "$*" >&2; exit 1; }

# Prints the local packages a package depends on (its `.package(path: "../X")` lines).
local_dependencies() {
  grep -oE '\.package\(\s*path:\s*"\.\./\.\./(Packages|Apps)/[A-Za-z0-9_-]+"|\.package\(\s*path:\s*"\.\./[A-Za-z0-9_-]+"' "$1/Package.swift" 2>/dev/null |
    sed -E 's/.*"(.*)"/\1/' | while read -r rel; do
      (cd "$1/$rel" 2>/dev/null && pwd)
    done
}

# Prints every package under Packages/ and Apps/ so that each comes after its local dependencies.
packages_in_dependency_order() {
  local -A state=()
  local ordered=()
  visit() {
    local pkg="$1"
    case "${state[$pkg]:-}" in
      done) return ;;
      active) die "dependency cycle through $pkg" ;;
    esac
    state[$pkg]=active
    local dep
    for dep in $(local_dependencies "$pkg"); do visit "$dep"; done
    state[$pkg]=done
    ordered+=("$pkg")
  }
  local pkg
  for pkg in "$ROOT"/Packages/*/ "$ROOT"/Apps/*/; do
    pkg="${pkg%/}"
    [ -f "$pkg/Package.swift" ] && visit "$pkg"
  done
  printf '%s\n' "${ordered[@]}"
}

# Installs what a fresh Debian machine lacks for building and for the browser tests.
ensure_system_packages() {
  local missing=()
  dpkg -s libsqlite3-dev >/dev/null 2>&1 || missing+=(libsqlite3-dev)
  [ -n "$(postgres_bin_dir)" ] || missing+=(postgresql)
  if [ -d "$ROOT/Tests/Browser" ]; then
    command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  fi
  [ ${#missing[@]} -eq 0 ] && return 0
  say "installing ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq || die "apt-get update failed"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null ||
    die "apt-get install ${missing[*]} failed"
}

# The pytest venv: pytest, Playwright (driving the system Chromium) and axe-playwright-python
# (axe-core's WCAG checks, pinned: a new axe-core release adds rules and may fail the suite).
# An existing venv missing any of them is completed.
ensure_browser_venv() {
  if [ ! -x "$VENV/bin/python" ] ||
    ! "$VENV/bin/python" -c 'import pytest, playwright, axe_playwright_python' 2>/dev/null; then
    say "creating the browser-test venv at $VENV"
    python3 -m venv "$VENV" || die "python3 -m venv failed"
    "$VENV/bin/pip" install -q pytest playwright axe-playwright-python==0.1.8 ||
      die "pip install pytest playwright axe-playwright-python failed"
  fi
}

# The newest PostgreSQL server binaries of Debian's `postgresql` package, or nothing.
postgres_bin_dir() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
  [ -n "$dir" ] && [ -x "$dir/initdb" ] && printf '%s\n' "$dir"
}

# A free TCP port on 127.0.0.1 (the kernel picks it; a race with another process is retried by
# the caller).
free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# Starts a throwaway PostgreSQL cluster in a new temporary folder: `initdb` (trust auth, user
# `postgres`), `pg_ctl` on a free loopback port with its socket in that folder. Exports
# ANIMALS_POSTGRES_URL (postgres://postgres@127.0.0.1:PORT/postgres) and PG_CLUSTER_DIR.
# `initdb` refuses root, so as root the cluster runs as Debian's `postgres` system user.
# Callers stop it with `stop_postgres_cluster`, from an EXIT trap so it also stops on failure.
start_postgres_cluster() {
  local bin as_owner=() port attempt
  bin="$(postgres_bin_dir)" || die "PostgreSQL is not installed (Debian package postgresql)"
  PG_CLUSTER_DIR="$(mktemp -d "${TMPDIR:-/tmp}/animals-postgres.XXXXXX")" || die "mktemp failed"
  export PG_CLUSTER_DIR
  if [ "$(id -u)" -eq 0 ]; then
    id postgres >/dev/null 2>&1 || die "the postgres system user is missing (Debian package postgresql creates it)"
    chown postgres:postgres "$PG_CLUSTER_DIR"
    as_owner=(runuser -u postgres --)
  fi
  "${as_owner[@]}" "$bin/initdb" -D "$PG_CLUSTER_DIR/data" -U postgres --auth=trust -E UTF8 \
    --locale=C.UTF-8 --no-sync >"$PG_CLUSTER_DIR/initdb.log" 2>&1 ||
    { cat "$PG_CLUSTER_DIR/initdb.log" >&2; die "initdb failed"; }
  for attempt in 1 2 3 4 5; do
    port="$(free_port)"
    # fsync off: the cluster is thrown away, durability across crashes does not matter here.
    if "${as_owner[@]}" "$bin/pg_ctl" -D "$PG_CLUSTER_DIR/data" -l "$PG_CLUSTER_DIR/server.log" -w -t 30 \
      -o "-p $port -k $PG_CLUSTER_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" \
      start >/dev/null 2>&1; then
      export ANIMALS_POSTGRES_URL="postgres://postgres@127.0.0.1:$port/postgres"
      return 0
    fi
  done
  cat "$PG_CLUSTER_DIR/server.log" >&2
  die "pg_ctl could not start PostgreSQL"
}

# Stops the cluster `start_postgres_cluster` started and removes its folder. Safe to call twice.
stop_postgres_cluster() {
  [ -n "${PG_CLUSTER_DIR:-}" ] && [ -d "$PG_CLUSTER_DIR" ] || return 0
  local bin as_owner=()
  bin="$(postgres_bin_dir)"
  [ "$(id -u)" -eq 0 ] && as_owner=(runuser -u postgres --)
  "${as_owner[@]}" "$bin/pg_ctl" -D "$PG_CLUSTER_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$PG_CLUSTER_DIR"
  PG_CLUSTER_DIR=""
}
