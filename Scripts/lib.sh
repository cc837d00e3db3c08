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

# A step's header, with the time since the script started (CI shows where its minutes go).
say() { printf '\n==> %s  [%dm%02ds]\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }
die() { printf '\nerror: %s\n' "$*" >&2; exit 1; }

# Past this many seconds one step (a package's build and tests, a suite) is stopped and fails, so
# a hang costs its step, not the whole run; the slowest step, a first build with its tests, takes
# about 10 minutes on 2 cores.
STEP_TIME_LIMIT="${STEP_TIME_LIMIT:-1200}"

# Runs a command bounded by STEP_TIME_LIMIT. Past it, `timeout` sends SIGTERM to the command and
# to everything it started in its process group (test runners, servers, browsers), SIGKILL 30 s
# later, and the step fails with status 124 and an error line naming the limit.
bounded() {
  local status
  timeout --kill-after=30 "$STEP_TIME_LIMIT" "$@"
  status=$?
  if [ "$status" -eq 124 ]; then
    printf '\nerror: stopped at the step time limit of %d s (STEP_TIME_LIMIT): %s\n' "$STEP_TIME_LIMIT" "$*"
  fi
  return "$status"
}

# A log file name for a package or a suite: Packages/WebHost -> Packages-WebHost.
log_name() { local name="${1#"$ROOT"/}"; printf '%s\n' "${name//\//-}"; }

# `swift build` of one package into the shared scratch, its output in LOG; 0 when it built.
# Extra arguments go to `swift build` (e.g. --build-tests).
build_package() {
  local pkg="$1" log="$2"
  forget_build_description
  bounded swift build --package-path "$pkg" --scratch-path "$SCRATCH" "${@:3}" >"$log" 2>&1
}

# `swift test` of exactly the package in PKG, in the shared scratch; output on stdout. Extra
# arguments go to `swift test` (e.g. --filter). The build description is dropped first, or
# SwiftPM may run the previous package's tests and report them as this one's.
swift_test_package() {
  local pkg="$1"
  forget_build_description
  bounded swift test --package-path "$pkg" --scratch-path "$SCRATCH" "${@:2}"
}

# The number of tests a `swift test` log ran: Swift Testing's closing line, plus XCTest's if any ran.
count_swift_tests() {
  local log="$1" testing xctest_total
  testing=$(grep -oE 'Test run with [0-9]+ tests?' "$log" | tail -1 | grep -oE '[0-9]+' || true)
  xctest_total=$(grep -oE 'Executed [0-9]+ tests?, with [0-9]+ failures?' "$log" | tail -1 | grep -oE '[0-9]+' | head -1 || true)
  echo "$(( ${testing:-0} + ${xctest_total:-0} ))"
}

# What a failed `swift test` log says: Swift Testing's closing line, or that the build failed.
swift_failure_line() {
  local line
  line=$(grep -oE 'Test run with [0-9]+ tests? (in [0-9]+ suites? )?failed after [0-9.]+ seconds with [0-9]+ issues?' "$1" | tail -1)
  if [ -n "$line" ]; then
    printf '%s\n' "$line"
  elif ! grep -qE 'Test run with|Executed [0-9]+ tests?' "$1" && grep -qE '(^|: )error: ' "$1"; then
    printf 'the build failed\n'
  fi
}

# What a suite argument names: SUITE_KIND (package, pytest or script), SUITE_DIR (its folder)
# and SUITE_TARGET (what pytest runs: the suite's folder, or one test file in it). Takes a path
# (Packages/WebHost, Tests/Browser, Tests/Browser/test_counter.py, any folder with a
# Package.swift), relative to the current folder or to the root, or a bare name looked up under
# Tests/, Packages/ and Apps/ (WebHost, Browser). Returns 1 when it names nothing.
resolve_suite() {
  local arg="${1%/}" path="" name
  SUITE_KIND="" SUITE_DIR="" SUITE_TARGET=""
  if [ -n "$arg" ] && [ -e "$arg" ]; then
    path="$(cd "$(dirname "$arg")" && pwd)/$(basename "$arg")"
  elif [ -n "$arg" ] && [ -e "$ROOT/$arg" ]; then
    path="$ROOT/$arg"
  fi
  if [ -z "$path" ]; then
    name="${arg##*/}"
    [ -n "$name" ] || return 1
    for path in "$ROOT/Tests/$name" "$ROOT/Packages/$name" "$ROOT/Apps/$name" ""; do
      [ -n "$path" ] || return 1
      [ -f "$path/Package.swift" ] || [ -x "$path/run" ] || compgen -G "$path/test_*.py" >/dev/null && break
    done
  fi
  if [ -f "$path" ]; then
    case "$(basename "$path")" in test_*.py) ;; *) return 1 ;; esac
    SUITE_KIND=pytest SUITE_DIR="$(dirname "$path")" SUITE_TARGET="$path"
  elif compgen -G "$path/test_*.py" >/dev/null; then
    SUITE_KIND=pytest SUITE_DIR="$path" SUITE_TARGET="$path"
  elif [ -x "$path/run" ]; then
    SUITE_KIND=script SUITE_DIR="$path"
  elif [ -f "$path/Package.swift" ]; then
    SUITE_KIND=package SUITE_DIR="$path"
  else
    return 1
  fi
}

# Whether the suite `resolve_suite` found runs the built apps: every Tests/ suite but Tooling,
# Consumer, Layers and Scaffold, which build what they test (or nothing).
suite_needs_apps() {
  [ "$SUITE_KIND" != package ] || return 1
  case "$(basename "$SUITE_DIR")" in
  # Scripts and libraries only; Scaffold builds its own copy of the Showcase.
  Tooling | Consumer | Layers | Scaffold) return 1 ;;
  esac
}

# The apps under Apps/, each after its local dependencies.
app_packages() {
  local pkg
  for pkg in $(packages_in_dependency_order); do
    case "$pkg" in "$ROOT"/Apps/*) printf '%s\n' "$pkg" ;; esac
  done
}

# Builds every app under Apps/ into the shared scratch, one line each, logs in LOG_DIR. An app
# that fails shows its log's end and is passed with its log to ON_FAILURE (a function name, if
# given); the other apps still build. Returns 1 when any failed.
build_apps() {
  local log_dir="$1" on_failure="${2:-}" pkg log status=0
  for pkg in $(app_packages); do
    log="$log_dir/$(log_name "$pkg").log"
    printf '%-40s' "${pkg#"$ROOT"/}"
    if build_package "$pkg" "$log"; then
      printf 'ok\n'
    else
      printf 'FAILED\n'
      tail -60 "$log"
      [ -z "$on_failure" ] || "$on_failure" "$pkg" "$log"
      status=1
    fi
  done
  return "$status"
}

# A pytest file and, one a line, every test module beside it that it imports, and theirs (the
# harness's modules too): where pytest_apps and suite_needs_postgres look.
test_modules() {
  python3 - "$1" "$ROOT" <<'PY'
import re
import sys
from pathlib import Path

seen = []


def scan(path):
    if path in seen or not path.is_file():
        return
    seen.append(path)
    for module in re.findall(r"^(?:from|import) ([A-Za-z_][\w.]*)", path.read_text(), re.M):
        if module.startswith("harness."):
            # The one harness the suites share (Scripts/harness).
            scan(Path(sys.argv[2]) / "Scripts" / "harness" / f"{module.split('.', 1)[1]}.py")
        else:
            scan(path.parent / f"{module.split('.')[0]}.py")


scan(Path(sys.argv[1]))
print("\n".join(map(str, seen)))
PY
}

# The app executables a pytest file starts (the `showcase` fixture, `start_app("name", …)`),
# with the test modules it imports, one a line. Over-counting is harmless (one more app built);
# a file that names none prints nothing, and its caller builds every app.
pytest_apps() {
  local files
  mapfile -t files < <(test_modules "$1")
  # Neither grep finding anything is no failure (callers may run under `set -e -o pipefail`).
  {
    grep -qE '\bshowcase\b|start_app\(\s*\)' "${files[@]}" && echo showcase
    # The scaled-out deployment (harness.cluster) runs Showcases and animals-servers.
    grep -qE '\bCluster\(' "${files[@]}" && printf 'showcase\nanimals-server\n'
    grep -ohE 'start_app\(\s*"[a-z][a-z-]*"' "${files[@]}" | sed -E 's/.*"(.*)"/\1/' || true
  } | sort -u
}

# The app package under Apps/ whose manifest declares the executable PRODUCT.
app_of_product() {
  grep -lE "\.executable\(name: \"$1\"" "$ROOT"/Apps/*/Package.swift 2>/dev/null | head -1 | xargs -r dirname
}

# Builds the named app executables (`showcase`, `animals-server`, …) into the shared scratch, one
# line each, logs in LOG_DIR, as build_apps does (ON_FAILURE, if not empty, gets the app and its
# log); 1 when one does not build or no app declares it.
build_app_products() {
  local log_dir="$1" on_failure="$2" product pkg log status=0
  for product in "${@:3}"; do
    pkg=$(app_of_product "$product")
    printf '%-40s' "$product"
    if [ -z "$pkg" ]; then
      printf 'FAILED: no app under Apps/ declares it\n'
      status=1
      continue
    fi
    log="$log_dir/$(log_name "$pkg")-$product.log"
    if build_package "$pkg" "$log" --product "$product"; then
      printf 'ok (%s)\n' "${pkg#"$ROOT"/}"
    else
      printf 'FAILED\n'
      tail -60 "$log"
      [ -z "$on_failure" ] || "$on_failure" "$pkg" "$log"
      status=1
    fi
  done
  return "$status"
}

# Builds what the suite resolve_suite found runs against: one pytest file, only the apps it
# starts (pytest_apps); any other suite, every app (build_apps). ON_FAILURE as build_apps'.
build_suite_apps() {
  local log_dir="$1" on_failure="${2:-}" products=""
  [ "$SUITE_KIND" = pytest ] && [ "$SUITE_TARGET" != "$SUITE_DIR" ] && products=$(pytest_apps "$SUITE_TARGET")
  if [ -z "$products" ]; then
    say "building the apps (scratch: $SCRATCH)"
    build_apps "$log_dir" "$on_failure"
    return
  fi
  say "building $(paste -sd ' ' <<<"$products") (scratch: $SCRATCH)"
  # shellcheck disable=SC2086 # one product a word
  build_app_products "$log_dir" "$on_failure" $products
}

# Whether the suite resolve_suite found uses the throwaway PostgreSQL: a package whose manifest
# or tests read ANIMALS_POSTGRES_URL or use PostgresSupportTesting, the Browser and Reliability
# folders, a pytest file that mentions PostgreSQL (or a test module it imports does).
suite_needs_postgres() {
  local files
  case "$SUITE_KIND" in
    package) grep -rqsE 'ANIMALS_POSTGRES_URL|PostgresSupportTesting' "$SUITE_DIR/Package.swift" "$SUITE_DIR/Tests" ;;
    script) return 1 ;;
    pytest)
      [ "$SUITE_TARGET" = "$SUITE_DIR" ] && return 0
      mapfile -t files < <(test_modules "$SUITE_TARGET")
      grep -qi postgres "${files[@]}"
      ;;
  esac
}

# What Scripts/cluster and Scripts/soak start: the showcase and animals-server binaries of the
# BUILD configuration (debug or release) in $SCRATCH/<build>, built when missing, and nginx.
ensure_cluster_apps() {
  local build="$1" app product
  for app in Showcase AnimalsServer; do
    product=showcase
    [ "$app" = AnimalsServer ] && product=animals-server
    if [ ! -x "$SCRATCH/$build/$product" ]; then
      say "building $product ($build)"
      forget_build_description
      swift build -c "$build" --package-path "$ROOT/Apps/$app" --scratch-path "$SCRATCH" --product "$product" ||
        die "swift build of $product failed"
    fi
  done
  command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] ||
    die "nginx is not installed: apt-get install nginx"
}

# pytest on a suite folder or test file against the apps built in the shared scratch
# (APPS_BIN_DIR), in the browser-test venv. `-rfE` lists each failed or erroring test.
run_pytest() {
  APPS_BIN_DIR="$SCRATCH/debug" bounded "$VENV/bin/python" -m pytest -q -rfE -p no:cacheprovider "$@"
}

# Starts the throwaway PostgreSQL cluster of a test run and stops it on exit, whatever happens.
# The suites that need it (AnimalsPostgres, AnimalsServer, the browser's multi-instance journey)
# read ANIMALS_POSTGRES_URL and fail, not skip, when it is set and unreachable.
start_test_database() {
  trap stop_postgres_cluster EXIT
  trap 'exit 130' INT TERM
  say "starting a throwaway PostgreSQL"
  start_postgres_cluster
  printf 'ANIMALS_POSTGRES_URL=%s\n' "$ANIMALS_POSTGRES_URL"
}

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

# Installs what a fresh Debian machine lacks for building, for the browser tests and for the
# cluster (nginx).
ensure_system_packages() {
  local missing=()
  dpkg -s libsqlite3-dev >/dev/null 2>&1 || missing+=(libsqlite3-dev)
  [ -n "$(postgres_bin_dir)" ] || missing+=(postgresql)
  if [ -d "$ROOT/Tests/Browser" ] || [ -f "$ROOT/Tests/Reliability/test_cluster.py" ]; then
    command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  fi
  # The load balancer of Scripts/cluster and Tests/Reliability/test_cluster.py (Debian puts it in
  # /usr/sbin, which a user's PATH may lack).
  command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
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
    # The options are kept, so postgres_cluster_server starts it again on the same port.
    printf '%s' "-p $port -k $PG_CLUSTER_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" \
      >"$PG_CLUSTER_DIR/options"
    if "${as_owner[@]}" "$bin/pg_ctl" -D "$PG_CLUSTER_DIR/data" -l "$PG_CLUSTER_DIR/server.log" -w -t 30 \
      -o "$(cat "$PG_CLUSTER_DIR/options")" start >/dev/null 2>&1; then
      export ANIMALS_POSTGRES_URL="postgres://postgres@127.0.0.1:$port/postgres"
      return 0
    fi
  done
  cat "$PG_CLUSTER_DIR/server.log" >&2
  die "pg_ctl could not start PostgreSQL"
}

# Stops (`stop`) the server of the cluster in PG_CLUSTER_DIR, keeping its folder, or starts it
# again on its port (`start`): a database that goes away while everything runs, and comes back.
postgres_cluster_server() {
  local bin as_owner=()
  bin="$(postgres_bin_dir)"
  [ "$(id -u)" -eq 0 ] && as_owner=(runuser -u postgres --)
  case "$1" in
    stop) "${as_owner[@]}" "$bin/pg_ctl" -D "$PG_CLUSTER_DIR/data" -m fast -w stop >/dev/null ;;
    start)
      "${as_owner[@]}" "$bin/pg_ctl" -D "$PG_CLUSTER_DIR/data" -l "$PG_CLUSTER_DIR/server.log" -w -t 30 \
        -o "$(cat "$PG_CLUSTER_DIR/options")" start >/dev/null
      ;;
    *) die "postgres_cluster_server stop|start, not '$1'" ;;
  esac
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

# The library targets of the root Package.swift whose documentation Scripts/docs builds and
# Scripts/check-docs checks: every one must have a DocC catalog,
# Packages/<Package>/Sources/<Target>/<Target>.docc. Both scripts fail when a library product of
# the root manifest is missing here, so a new library cannot go undocumented.
DOC_TARGETS=(
  ImmutableData ImmutableBinding ImmutableTesting CanonicalDump
  DomainRegistry PageMarkup
  DevTools DevToolsWeb DevToolsInspection DevToolsLog
  WebHost AppSupport
  ServerSentEvents HostMetrics ServerOptions
  PostgresSupport PostgresSupportTesting LocalDatabase
)

# The compiler's warnings about this repository's own files (not a dependency's checkout, not a
# build folder) in the given build logs, each once: Workspace.md's rule "no warnings in our
# sources" as a check.
our_warnings() {
  grep -h 'warning: ' "$@" 2>/dev/null | grep -E "^$ROOT/(Packages|Apps|Tests)/" | grep -v '/\.build' | sort -u
}

# The library products the root Package.swift declares, one a line.
root_library_products() {
  grep -oE '\.library\(name: "[A-Za-z0-9_]+"' "$ROOT/Package.swift" | sed -E 's/.*"(.*)"/\1/'
}

# Dies when a library product of the root manifest is not in DOC_TARGETS (or the reverse).
check_doc_targets() {
  local product listed
  for product in $(root_library_products); do
    [[ " ${DOC_TARGETS[*]} " == *" $product "* ]] ||
      die "the library $product of Package.swift is not in DOC_TARGETS (Scripts/lib.sh)"
  done
  for listed in "${DOC_TARGETS[@]}"; do
    root_library_products | grep -qx "$listed" ||
      die "DOC_TARGETS (Scripts/lib.sh) names $listed, which is no library of Package.swift"
  done
}

# The source folder of a target of the root package: Packages/<Package>/Sources/<Target> (target
# names are unique in the workspace, so there is one). Returns 1 when there is none.
target_source_dir() {
  local dir
  for dir in "$ROOT"/Packages/*/Sources/"$1"; do
    [ -d "$dir" ] && { printf '%s\n' "$dir"; return 0; }
  done
  return 1
}

# Dumps the symbol graphs of the root package's library targets (public symbols only) into the
# shared scratch, reusing its build, and prints the folder holding them. SwiftPM's output goes
# to LOG. Earlier graphs are removed first: a graph left from a removed extension would
# otherwise still be read.
dump_symbol_graphs() {
  local log="$1" dir
  rm -rf "$SCRATCH"/*/symbolgraph
  forget_build_description
  swift package --package-path "$ROOT" --scratch-path "$SCRATCH" dump-symbol-graph \
    --minimum-access-level public >"$log" 2>&1 || return 1
  for dir in "$SCRATCH"/*/symbolgraph; do
    [ -d "$dir" ] && { printf '%s\n' "$dir"; return 0; }
  done
  return 1
}
