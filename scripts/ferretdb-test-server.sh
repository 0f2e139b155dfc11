#!/usr/bin/env bash
# Starts (or stops) a FerretDB 1.24 server on the SQLite backend for the read-store engine
# suite (MongoDB wire protocol, no Docker needed):
#   scripts/ferretdb-test-server.sh start    # installs FerretDB once, starts it, waits, prints the URL
#   scripts/ferretdb-test-server.sh stop
#   scripts/ferretdb-test-server.sh status
# Then: TEST_MONGO_URL=mongodb://127.0.0.1:27018/ (see mongo-read-store.int-spec.ts).
# The binary is built once with the Go toolchain (see install_ferretdb) into $CACHE/bin and
# reused; data, pid file and log live under $CACHE/ferretdb ($CACHE: ~/.cache/ceramaison).
# Idempotent: `start` on a running server only reprints the URL; `stop` on a stopped one is a no-op.
set -euo pipefail

action="${1:-start}"
version="v1.24.2"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/ceramaison"
bin_dir="$cache/bin"
binary="$bin_dir/ferretdb"
run_dir="$cache/ferretdb"
data_dir="$run_dir/data"
pid_file="$run_dir/ferretdb.pid"
log_file="$run_dir/ferretdb.log"
host="127.0.0.1"
port="${FERRETDB_PORT:-27018}"
url="mongodb://$host:$port/"
go_bin="${GO:-/usr/local/go/bin/go}"

running() {
  [ -f "$pid_file" ] && kill -0 "$(cat "$pid_file")" 2>/dev/null
}

accepting() {
  (exec 3<>"/dev/tcp/$host/$port") 2>/dev/null
}

case "$action" in
  stop)
    if running; then
      pid="$(cat "$pid_file")"
      kill "$pid"
      for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
      if kill -0 "$pid" 2>/dev/null; then kill -9 "$pid" 2>/dev/null || true; fi
      echo "FerretDB stopped (pid $pid)"
    else
      echo "FerretDB not running"
    fi
    rm -f "$pid_file"
    exit 0
    ;;
  status)
    if running; then echo "FerretDB running (pid $(cat "$pid_file")): $url"; else echo "FerretDB not running"; exit 1; fi
    exit 0
    ;;
  start) ;;
  *)
    echo "usage: $0 start|stop|status" >&2
    exit 2
    ;;
esac

if running; then
  echo "FerretDB already running (pid $(cat "$pid_file")): $url"
  exit 0
fi
if accepting; then
  echo "port $port is already in use by another process; set FERRETDB_PORT" >&2
  exit 1
fi

# Installs the FerretDB binary into $bin_dir. First the documented
# `GOBIN=... go install github.com/FerretDB/FerretDB/cmd/ferretdb@v1.24.2`; its binary is
# kept only when it runs. It does not here, for two reasons: `go install pkg@version` looks
# up the module's deprecation notice through the version list, which the module proxy
# available here refuses (403), and a binary built by `go install` panics at start anyway,
# because FerretDB's build/version/version.txt is not part of the published module
# (FerretDB issue #2982). The fallback builds the same tagged module source with
# version.txt written, which is what FerretDB's own build task does.
install_ferretdb() {
  local started tmp src
  started=$(date +%s)
  echo "installing FerretDB $version into $bin_dir (first time only; a cold build takes about a minute)..."
  if GOBIN="$bin_dir" "$go_bin" install "github.com/FerretDB/FerretDB/cmd/ferretdb@$version" 2>"$run_dir/install.log" &&
    "$binary" --version >>"$run_dir/install.log" 2>&1; then
    echo "installed with go install in $(( $(date +%s) - started )) s"
    return 0
  fi
  rm -f "$binary"
  echo "go install did not give a working binary ($(grep -m 1 -E '^(go: |panic: )' "$run_dir/install.log" || true)); building from the module source"
  src="$("$go_bin" mod download -json "github.com/FerretDB/FerretDB@$version" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')"
  [ -d "$src" ] || { echo "could not download github.com/FerretDB/FerretDB@$version" >&2; return 1; }
  tmp="$(mktemp -d "$cache/ferretdb-build.XXXXXX")"
  cp -r "$src/." "$tmp/"
  chmod -R u+w "$tmp"
  echo "$version" >"$tmp/build/version/version.txt"
  if ! (cd "$tmp" && "$go_bin" build -o "$binary" ./cmd/ferretdb); then
    rm -rf "$tmp"
    echo "building FerretDB $version failed" >&2
    return 1
  fi
  rm -rf "$tmp"
  "$binary" --version >/dev/null
  echo "built in $(( $(date +%s) - started )) s"
}

mkdir -p "$bin_dir" "$data_dir"
if [ ! -x "$binary" ]; then install_ferretdb; fi

# --sqlite-url needs a directory URL ending in a slash; each database is one SQLite file in it.
nohup "$binary" \
  --handler=sqlite \
  --sqlite-url="file:$data_dir/" \
  --listen-addr="$host:$port" \
  --telemetry=disable \
  --state-dir="$run_dir" \
  --debug-addr=- \
  --log-level=warn \
  >>"$log_file" 2>&1 </dev/null &
echo $! >"$pid_file"

for _ in $(seq 1 60); do
  if accepting; then
    echo "FerretDB $version ready (pid $(cat "$pid_file"), log $log_file): $url"
    exit 0
  fi
  if ! running; then
    echo "FerretDB exited during start; last log lines:" >&2
    tail -n 20 "$log_file" >&2
    rm -f "$pid_file"
    exit 1
  fi
  sleep 0.5
done
echo "FerretDB did not accept connections on $host:$port within 30 s; log: $log_file" >&2
exit 1
