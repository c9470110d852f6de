#!/usr/bin/env bash
# Packs the plugin as it was at COMMIT into tests/fixtures/upgrade/ (replacing the tarball there),
# for tests/integration/upgrade.test.ts: the upgrade test installs this older release into the
# playground, gives it data, then boots this checkout's build on the same database.
#
#   scripts/pack-upgrade-fixture.sh COMMIT
#
# It checks COMMIT out in a temporary git worktree, installs it (`npm ci`) and runs `npm pack`
# there (prepack builds and verifies the plugin): about 5 minutes on 2 cores.
set -euo pipefail
if [[ $# -ne 1 ]]; then
  echo "usage: scripts/pack-upgrade-fixture.sh COMMIT" >&2
  exit 2
fi
root="$(cd "$(dirname "$0")/.." && pwd)"
commit="$(git -C "$root" rev-parse --short "$1")"
work="$(mktemp -d "${TMPDIR:-/tmp}/route-discovery-upgrade-XXXXXX")"
trap 'git -C "$root" worktree remove --force "$work/tree" 2>/dev/null || true; rm -rf "$work"' EXIT
git -C "$root" worktree add --detach "$work/tree" "$commit"
(cd "$work/tree" && npm ci --no-audit --no-fund && npm pack --pack-destination "$work")
tarball="$(ls "$work"/strapi-plugin-route-discovery-*.tgz)"
rm -f "$root"/tests/fixtures/upgrade/*.tgz
cp "$tarball" "$root/tests/fixtures/upgrade/$(basename "$tarball" .tgz)-$commit.tgz"
echo "packed $commit into tests/fixtures/upgrade/"
