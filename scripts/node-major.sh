#!/usr/bin/env bash
# Runs a command under another Node major: the Node binary comes from the npm registry
# (`npx -y node@MAJOR`), first on PATH, with its headers as npm_config_nodedir so node-gyp builds
# native modules for it offline. node_modules must be installed under that major: the playground's
# SQLite driver is chosen at install time (docs/compatibility.md#node), so start with `npm ci`.
#
#   scripts/node-major.sh MAJOR command [arguments...]
#   scripts/node-major.sh 24 npm ci
#   scripts/node-major.sh 24 npx jest --runInBand tests/integration
#
# The node_modules is then the one of that major: run `npm ci` again under the usual Node after.
# Exit code: the command's.
set -euo pipefail

if [[ $# -lt 2 || ! "$1" =~ ^[0-9]+$ ]]; then
  echo "usage: scripts/node-major.sh MAJOR command [arguments...]" >&2
  exit 2
fi
major="$1"
shift
root="$(cd "$(dirname "$0")/.." && pwd)"
headers="$(mktemp -d "${TMPDIR:-/tmp}/route-discovery-node${major}-XXXXXX")"
trap 'rm -rf "$headers"' EXIT

node_bin="$(npx -y "node@${major}" -p 'process.execPath')"
# The `node` package copies the binary to bin/; the headers stay in its platform package.
node_home=""
for candidate in "$(dirname "$(dirname "$node_bin")")" "$(dirname "$(dirname "$node_bin")")"/node_modules/node-*; do
  if [[ -f "$candidate/include/node/node_api.h" ]]; then node_home="$candidate"; fi
done
if [[ -z "$node_home" ]]; then
  # Some node@ versions remove the platform package after setup: fetch its headers again.
  platform_package="$("$node_bin" -p '`node-${process.platform}-${process.arch}@${process.version.slice(1)}`')"
  (cd "$headers" && npm pack --silent "$platform_package" >/dev/null && tar xzf ./*.tgz package/include)
  node_home="$headers/package"
fi

export PATH="$(dirname "$node_bin"):$PATH"
export npm_config_nodedir="$node_home"
echo "== Node $(node --version): $*"
cd "$root"
"$@"
