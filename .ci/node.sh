#!/usr/bin/env bash
# Usage: .ci/node.sh <major>   (e.g. 24)
# Prints the bin directory of the newest Node <major> for this Linux machine, installing it first from the npm
# registry (the `node-linux-<arch>` packages carry the official release binaries) into a cache directory, with npm 11
# (the npm package.json's lockfile is written with) next to it: those packages hold `node` alone.
# CI uses it where the machine's own Node is older than the one .nvmrc names; only the npm registry is needed.
set -euo pipefail
major="${1:?usage: .ci/node.sh <major>}"
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "no node-linux package for $(uname -m)" >&2; exit 1 ;;
esac
package="node-linux-$arch"
cache="${NODE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/obrazy-ai/node}"
# The newest release of that major (npm lists the matching versions in semver order).
version="$(npm view "$package@$major" version --json | node -e 'const v = JSON.parse(require("fs").readFileSync(0, "utf8")); console.log([].concat(v).at(-1))')"
dir="$cache/$version"
if [ ! -x "$dir/bin/node" ]; then
  mkdir -p "$cache"
  tmp="$(mktemp -d "$cache/.tmp.XXXXXX")"
  # npm pack checks the tarball against the registry's integrity hash.
  (cd "$tmp" && npm pack --silent "$package@$version" >/dev/null)
  tar -xzf "$tmp"/*.tgz -C "$tmp"
  (cd "$tmp" && npm pack --silent npm@11 >/dev/null)
  mkdir -p "$tmp/package/lib/node_modules/npm"
  tar -xzf "$tmp"/npm-*.tgz -C "$tmp/package/lib/node_modules/npm" --strip-components=1
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$tmp/package/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$tmp/package/bin/npx"
  rm -rf "$dir"
  mv "$tmp/package" "$dir"
  rm -rf "$tmp"
fi
"$dir/bin/node" --version >/dev/null
PATH="$dir/bin:$PATH" npm --version >/dev/null
echo "$dir/bin"
