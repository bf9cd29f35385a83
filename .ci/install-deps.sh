#!/usr/bin/env bash
# Installs the npm dependencies pinned by package-lock.json, for one of three uses:
#
#   .ci/install-deps.sh start   what `make start` needs: the product's dependencies, its build tools and
#                               the local stand-ins (every "dependencies" field; no devDependencies)
#   .ci/install-deps.sh test    what `make test` needs on top: test runners, linters, Playwright, the
#                               manifest validators (every workspace's devDependencies but bench's)
#   .ci/install-deps.sh bench   everything, the benchmarks' Lighthouse and autocannon included
#
# With --if-needed it does nothing when an install of that use or a larger one is newer than
# package-lock.json (the Makefile's targets call it that way). It leaves node_modules/.installed-<use>.
#
# `npm ci` first. npm 11 refuses a lockfile that lacks entries for other platforms' optional
# binaries (@swc/core-darwin-*, ...), which a lockfile written where the registry does not serve
# them cannot have; `npm install` then installs the same pinned versions from the same lockfile.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# The build needs its tools whatever NODE_ENV says; the use decides what is omitted.
unset NODE_ENV

if_needed=false
if [[ ${1:-} == --if-needed ]]; then if_needed=true; shift; fi
use=${1:-test}
case $use in
  start) flags=(--omit=dev); covered_by=(start test bench) ;;
  test) flags=(--workspace contract --workspace backend --workspace frontend --workspace cli --workspace e2e --include-workspace-root); covered_by=(test bench) ;;
  bench) flags=(); covered_by=(bench) ;;
  *) echo "usage: $0 [--if-needed] start|test|bench" >&2; exit 2 ;;
esac

if $if_needed; then
  for done_use in "${covered_by[@]}"; do
    if [[ node_modules/.installed-$done_use -nt package-lock.json ]]; then exit 0; fi
  done
fi

echo "Installing the npm dependencies for '$use' (${flags[*]:-every workspace})"
if ! npm ci --no-audit --no-fund "${flags[@]}"; then
  echo "npm ci refused package-lock.json; installing from the same lockfile with npm install instead." >&2
  npm install --no-audit --no-fund "${flags[@]}"
fi
rm -f node_modules/.installed-*
touch "node_modules/.installed-$use"
