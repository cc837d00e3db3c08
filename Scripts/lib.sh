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

ensure_browser_venv() {
  if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c 'import pytest, playwright' 2>/dev/null; then
    say "creating the browser-test venv at $VENV"
    python3 -m venv "$VENV" || die "python3 -m venv failed"
    "$VENV/bin/pip" install -q pytest playwright || die "pip install pytest playwright failed"
  fi
}
