#!/usr/bin/env bash
# A single-node Kafka broker (KRaft, broker + controller in one JVM) for the bus contract suite.
#
#   scripts/kafka-test-broker.sh start    fetch the jars once, format fresh storage, start the
#                                         broker in the background, wait until it answers a
#                                         metadata request; prints the brokers to use
#   scripts/kafka-test-broker.sh stop     stop the broker and delete its data directory
#   scripts/kafka-test-broker.sh status   say whether it runs
#
# Idempotent: `start` on a running broker only checks it, `stop` on a stopped one does nothing.
# The jars (infra/kafka/pom.xml, through Maven) are cached under
# ${XDG_CACHE_HOME:-$HOME/.cache}/ceramaison/kafka, keyed by the pom's content; the broker's
# data, config, pid and log live in ${KAFKA_TEST_DIR:-/tmp/ceramaison-kafka-test}.
# Needs java (17+) and mvn on the PATH. Ready means: the broker logged that it started, its port
# accepts connections and (with kafkajs in node_modules) it answers metadata, group-coordinator
# and producer-id requests.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
pom="$root/infra/kafka/pom.xml"
template="$root/infra/kafka/server.properties"
cache_root="${KAFKA_TEST_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/ceramaison/kafka}"
run_dir="${KAFKA_TEST_DIR:-${TMPDIR:-/tmp}/ceramaison-kafka-test}"
host=127.0.0.1
port=9092
controller_port=9093
brokers="$host:$port"
ready_timeout="${KAFKA_TEST_READY_TIMEOUT:-60}"
heap="${KAFKA_TEST_HEAP:--Xms256m -Xmx512m}"

pid_file="$run_dir/kafka.pid"
log_file="$run_dir/kafka.log"

say() { echo "kafka-test-broker: $*" >&2; }

# The pid of our broker when it runs, nothing otherwise (a stale pid file is ignored).
running_pid() {
  [ -f "$pid_file" ] || return 0
  local pid
  pid="$(cat "$pid_file" 2>/dev/null || true)"
  [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null || return 0
  tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q 'kafka\.Kafka' && echo "$pid"
  return 0
}

port_open() { (exec 3<>"/dev/tcp/$host/$1") 2>/dev/null; }

# Jars directory for the current pom, fetched with Maven on first use.
jars_dir() {
  local key dir tmp
  key="$(sha256sum "$pom" | cut -c1-16)"
  dir="$cache_root/libs-$key"
  if [ ! -f "$dir/.complete" ]; then
    say "fetching the broker's jars with Maven into $dir (first start only)"
    mkdir -p "$cache_root"
    tmp="$(mktemp -d "$cache_root/.fetch-XXXXXX")"
    if ! mvn -q -B -Dstyle.color=never -f "$pom" dependency:copy-dependencies -DoutputDirectory="$tmp" \
      >"$tmp.log" 2>&1; then
      cat "$tmp.log" >&2
      rm -rf "$tmp" "$tmp.log"
      say "Maven could not fetch the jars"
      exit 1
    fi
    rm -f "$tmp.log"
    touch "$tmp/.complete"
    rm -rf "$dir"
    mv "$tmp" "$dir"
  fi
  echo "$dir"
}

# True when the broker answers a metadata request (kafkajs admin listTopics) and its group
# coordinator and producer-id allocation are ready (a group lookup, which also creates the
# offsets topic, and an idempotent producer's connect), so the suites' first consumer group and
# producer do not meet "coordinator is loading". Without kafkajs in node_modules: true.
metadata_ok() {
  [ "$have_kafkajs" = yes ] || return 0
  (cd "$root" && node -e "
    const { Kafka, logLevel } = require('kafkajs');
    const kafka = new Kafka({ clientId: 'kafka-test-broker', brokers: [process.argv[1]],
      logLevel: logLevel.NOTHING, retry: { retries: 0 }, connectionTimeout: 1000,
      requestTimeout: 3000 });
    const admin = kafka.admin();
    const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1,
      retry: { retries: 1, initialRetryTime: 100 } });
    (async () => {
      await admin.connect();
      await admin.listTopics();
      await admin.describeGroups(['kafka-test-broker-ready']);
      await producer.connect();
      await Promise.all([producer.disconnect(), admin.disconnect()]);
    })().then(() => process.exit(0), () => process.exit(1));
    setTimeout(() => process.exit(1), 5000).unref();
  " "$brokers") >/dev/null 2>&1
}

wait_ready() {
  local pid="$1" deadline=$((SECONDS + ready_timeout)) have_kafkajs=no
  (cd "$root" && node -e "require.resolve('kafkajs')" 2>/dev/null) && have_kafkajs=yes
  [ "$have_kafkajs" = yes ] || say "kafkajs is not installed: checking the port and the log only"
  while [ "$SECONDS" -lt "$deadline" ]; do
    if ! kill -0 "$pid" 2>/dev/null; then
      say "the broker exited during start; last lines of $log_file:"
      tail -n 40 "$log_file" >&2 || true
      rm -f "$pid_file"
      return 1
    fi
    if grep -q 'Kafka Server started' "$log_file" 2>/dev/null && port_open "$port" && metadata_ok; then
      return 0
    fi
    sleep 0.3
  done
  say "the broker did not answer within ${ready_timeout}s; last lines of $log_file:"
  tail -n 40 "$log_file" >&2 || true
  return 1
}

start() {
  local pid
  pid="$(running_pid)"
  if [ -n "$pid" ]; then
    wait_ready "$pid" || exit 1
    say "already running (pid $pid)"
    echo "$brokers"
    return 0
  fi
  for p in "$port" "$controller_port"; do
    if port_open "$p"; then
      say "port $p on $host is taken by another process; stop it first"
      exit 1
    fi
  done
  command -v java >/dev/null || { say "java (17 or later) is not on the PATH"; exit 1; }
  command -v mvn >/dev/null || { say "mvn is not on the PATH"; exit 1; }

  local jars started
  started=$SECONDS
  jars="$(jars_dir)"

  rm -rf "$run_dir"
  mkdir -p "$run_dir/data"
  sed "s#@LOG_DIRS@#$run_dir/data#" "$template" >"$run_dir/server.properties"

  # A random cluster id: 16 random bytes, base64url without padding (what `random-uuid` prints).
  local cluster_id
  # One starting with "-" would be read as an option by kafka-storage's argument parser: draw again.
  cluster_id="-"
  while [[ "$cluster_id" == -* ]]; do
    cluster_id="$(head -c 16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=\n')"
  done
  local java_opts=(
    -Djava.awt.headless=true
    -Dorg.slf4j.simpleLogger.defaultLogLevel=info
    -Dorg.slf4j.simpleLogger.showDateTime=true
    -Dorg.slf4j.simpleLogger.dateTimeFormat=yyyy-MM-dd\'T\'HH:mm:ss.SSS
    -Dorg.slf4j.simpleLogger.logFile=System.out
  )
  # shellcheck disable=SC2086
  if ! java -Xmx256m -XX:TieredStopAtLevel=1 "${java_opts[@]}" -cp "$jars/*" kafka.tools.StorageTool format \
    --standalone --cluster-id "$cluster_id" --config "$run_dir/server.properties" >"$log_file" 2>&1; then
    say "formatting the storage failed:"
    cat "$log_file" >&2
    exit 1
  fi

  # setsid: the broker outlives this script and the shell that ran it.
  # shellcheck disable=SC2086
  setsid java $heap -XX:+UseG1GC -XX:MaxGCPauseMillis=20 -XX:+ExitOnOutOfMemoryError \
    "${java_opts[@]}" -cp "$jars/*" kafka.Kafka "$run_dir/server.properties" \
    </dev/null >>"$log_file" 2>&1 &
  pid=$!
  echo "$pid" >"$pid_file"
  wait_ready "$pid" || { stop >/dev/null 2>&1 || true; exit 1; }
  say "started (pid $pid) in $((SECONDS - started))s; data and log in $run_dir"
  echo "$brokers"
}

stop() {
  local pid
  pid="$(running_pid)"
  if [ -n "$pid" ]; then
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 60); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.5
    done
    if kill -0 "$pid" 2>/dev/null; then
      say "the broker did not stop within 30s; killing it"
      kill -KILL "$pid" 2>/dev/null || true
    fi
    say "stopped (pid $pid)"
  fi
  rm -rf "$run_dir"
}

status() {
  local pid
  pid="$(running_pid)"
  if [ -n "$pid" ]; then
    echo "running (pid $pid): $brokers"
  else
    echo "stopped"
    return 1
  fi
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  status) status ;;
  *)
    echo "usage: $0 start|stop|status" >&2
    exit 2
    ;;
esac
