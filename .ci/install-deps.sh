#!/usr/bin/env bash
# Installs the npm dependencies pinned by package-lock.json (make start, .ci/run).
#
# `npm ci` first. npm 11 refuses a lockfile that lacks entries for other platforms' optional
# binaries (@swc/core-darwin-*, ...), which a lockfile written where the registry does not serve
# them cannot have; `npm install` then installs the same pinned versions from the same lockfile.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# The build needs the dev dependencies whatever NODE_ENV says; images prune them after the build.
unset NODE_ENV

if npm ci --no-audit --no-fund; then exit 0; fi

echo "npm ci refused package-lock.json; installing from the same lockfile with npm install instead." >&2
npm install --no-audit --no-fund
