#!/usr/bin/env bash
# Compatibility suite: runs the integration suite against a throw-away copy of the playground with
# every @strapi/* package pinned to VERSION and the plugin installed from `npm pack`, the way a
# marketplace user installs it (no --force, no --legacy-peer-deps).
#
#   scripts/compat.sh VERSION [jest arguments...]
#
# Environment:
#   COMPAT_TARBALL  a tarball made earlier by `npm pack` (skips packing; CI packs once for all versions)
#   COMPAT_KEEP=1   keep the throw-away app (its path is printed) instead of removing it
#   COMPAT_TESTS    the test paths to run (space-separated; default: tests/integration)
#   COMPAT_WORK     the folder to make the app in (kept afterwards); when an earlier run with
#                   COMPAT_PREPARE_ONLY=1 installed it there, the copy and the install are skipped
#   COMPAT_PREPARE_ONLY=1  copy and install the app in COMPAT_WORK, run no tests (CI installs the
#                   rows' apps while the browser tests run: docs/decisions/0189-test-databases-from-an-empty-schema.md)
# Exit code: jest's (non-zero when a test fails), or npm's when the install fails.
set -euo pipefail

if [[ $# -lt 1 || ! "$1" =~ ^5\.[0-9]+\.[0-9]+$ ]]; then
  echo "usage: scripts/compat.sh VERSION [jest arguments...]   (VERSION like 5.47.1)" >&2
  exit 2
fi
version="$1"
shift
root="$(cd "$(dirname "$0")/.." && pwd)"
if [[ "${COMPAT_PREPARE_ONLY:-0}" == "1" && -z "${COMPAT_WORK:-}" ]]; then
  echo "COMPAT_PREPARE_ONLY=1 needs COMPAT_WORK (the folder that keeps the app)" >&2
  exit 2
fi
if [[ -n "${COMPAT_WORK:-}" ]]; then
  mkdir -p "$COMPAT_WORK"
  work="$(cd "$COMPAT_WORK" && pwd)"
else
  work="$(mktemp -d "${TMPDIR:-/tmp}/route-discovery-compat-${version}-XXXXXX")"
  cleanup() {
    if [[ "${COMPAT_KEEP:-0}" == "1" ]]; then echo "kept $work"; else rm -rf "$work"; fi
  }
  trap cleanup EXIT
fi
app="$work/app"
# Written last by an install that finished: its Strapi version.
installed_marker="$work/installed-version"

if [[ -f "$installed_marker" && "$(cat "$installed_marker")" == "$version" ]]; then
  echo "== throw-away app for Strapi $version installed earlier in $app"
else
  tarball="${COMPAT_TARBALL:-}"
  if [[ -z "$tarball" ]]; then
    echo "== npm pack (prepack builds and verifies the plugin)"
    (cd "$root" && npm pack --silent --pack-destination "$work" >/dev/null)
    tarball="$(ls "$work"/strapi-plugin-route-discovery-*.tgz)"
  fi
  tarball="$(cd "$(dirname "$tarball")" && pwd)/$(basename "$tarball")"

  echo "== throw-away app for Strapi $version in $work/app"
  rsync -a --exclude node_modules --exclude .tmp --exclude .strapi --exclude dist --exclude build \
    --exclude types/generated --exclude 'public/uploads/*' "$root/playground/" "$app/"
  node "$root/scripts/compat-app-manifest.js" "$app/package.json" "$version" "$tarball"

  # The app's better-sqlite3 12 is the repository's version: its compiled binary is handed to
  # prebuild-install as a local prebuild instead of compiling SQLite once per row (the script says how).
  sqlite_version="$(node -p "require('$app/sqlite-driver/package.json').optionalDependencies['better-sqlite3-12'].split('@').pop()")"
  sqlite_prebuilds="$(node "$root/scripts/sqlite-prebuild.js" "$work/prebuilds" "$sqlite_version")"

  echo "== npm install (Strapi $version, plugin from $(basename "$tarball"))"
  (cd "$app" && npm_config_better_sqlite3_local_prebuilds="$sqlite_prebuilds" \
    npm install --prefer-offline --no-audit --no-fund --loglevel=error)
  installed="$(node -p "require('$app/node_modules/@strapi/strapi/package.json').version")"
  if [[ "$installed" != "$version" ]]; then
    echo "expected @strapi/strapi $version in the app, found $installed" >&2
    exit 1
  fi

  echo "$version" >"$installed_marker"
fi
if [[ "${COMPAT_PREPARE_ONLY:-0}" == "1" ]]; then exit 0; fi

echo "== integration suite on Strapi $version (SQLite)"
cd "$root"
PLAYGROUND_DIR="$app" ROUTE_DISCOVERY_FROM_PACKAGE=1 \
  npx jest --maxWorkers=2 "$@" ${COMPAT_TESTS:-tests/integration}
