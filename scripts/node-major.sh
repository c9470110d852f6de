#!/usr/bin/env bash
# Runs a command under another Node major, with better-sqlite3 (a native module, built per Node ABI)
# rebuilt for it, then puts the original better-sqlite3 back, whatever the command's exit code.
#
#   scripts/node-major.sh MAJOR command [arguments...]
#   scripts/node-major.sh 22 npx jest --runInBand tests/integration
#   BETTER_SQLITE3_VERSION=13.2.0 scripts/node-major.sh 24 npx jest --runInBand tests/integration
#
# The Node binary comes from the npm registry (`npx -y node@MAJOR`), its headers from the same
# package, so node-gyp compiles better-sqlite3 offline. The package folder is copied before the
# rebuild, so a node_modules hard-linked with other checkouts is never written through.
# Exit code: the command's.
set -euo pipefail

if [[ $# -lt 2 || ! "$1" =~ ^[0-9]+$ ]]; then
  echo "usage: scripts/node-major.sh MAJOR command [arguments...]" >&2
  exit 2
fi
major="$1"
shift
root="$(cd "$(dirname "$0")/.." && pwd)"
package="$root/node_modules/better-sqlite3"
backup="$(mktemp -d "${TMPDIR:-/tmp}/route-discovery-node${major}-XXXXXX")"
trap 'rm -rf "$backup"' EXIT

node_bin="$(npx -y "node@${major}" -p 'process.execPath')"
# The `node` package copies the binary to bin/; the headers stay in its platform package.
node_home=""
for candidate in "$(dirname "$(dirname "$node_bin")")" "$(dirname "$(dirname "$node_bin")")"/node_modules/node-*; do
  if [[ -f "$candidate/include/node/node_api.h" ]]; then node_home="$candidate"; fi
done
if [[ -z "$node_home" ]]; then
  # Some node@ versions remove the platform package after setup: fetch its headers again.
  platform_package="$("$node_bin" -p '`node-${process.platform}-${process.arch}@${process.version.slice(1)}`')"
  (cd "$backup" && npm pack --silent "$platform_package" >/dev/null && tar xzf ./*.tgz package/include)
  node_home="$backup/package"
fi

cp -a "$package" "$backup/better-sqlite3"
restore() {
  rm -rf "$package"
  mv "$backup/better-sqlite3" "$package"
  rm -rf "$backup"
}
trap restore EXIT
# A private copy: rebuilding writes new files, never through a hard link.
rm -rf "$package"
cp -r "$backup/better-sqlite3" "$package"

export PATH="$(dirname "$node_bin"):$PATH"
if [[ -n "${BETTER_SQLITE3_VERSION:-}" ]]; then
  # Another better-sqlite3 for this run only (12.x aborts on Node 24, see docs/compatibility.md).
  echo "== Node $(node --version): building better-sqlite3 ${BETTER_SQLITE3_VERSION}"
  npm_config_nodedir="$node_home" npm install --prefix "$backup/other" --no-save --no-package-lock \
    --loglevel=error "better-sqlite3@${BETTER_SQLITE3_VERSION}" >/dev/null
  rm -rf "$package"
  cp -r "$backup/other/node_modules/better-sqlite3" "$package"
else
  echo "== Node $(node --version): rebuilding better-sqlite3"
  npm_config_nodedir="$node_home" npm rebuild better-sqlite3 --loglevel=error >/dev/null
fi
node -e "require('$package')(':memory:').close()"

echo "== Node $(node --version): $*"
cd "$root"
"$@"
