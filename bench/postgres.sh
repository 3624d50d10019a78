#!/usr/bin/env bash
# Starts or stops a throwaway PostgreSQL server for benchmarks, from Debian's binaries, on 127.0.0.1.
#
#   bench/postgres.sh start   # prints the DATABASE_URL to use
#   bench/postgres.sh stop
#
# Env: BENCH_PG_DIR (default /tmp/tackboard-bench-pg), BENCH_PG_PORT (default 55432),
#      PG_BIN (default /usr/lib/postgresql/15/bin).
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
DIR="${BENCH_PG_DIR:-/tmp/tackboard-bench-pg}"
PORT="${BENCH_PG_PORT:-55432}"
URL="postgres://postgres@127.0.0.1:${PORT}/tackbench"

# Postgres refuses to run as root; run it as the postgres OS user then.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    mkdir -p "$DIR"
    [ "$(id -u)" = 0 ] && chown postgres "$DIR"
    if [ ! -f "$DIR/data/PG_VERSION" ]; then
      as_owner "$PG_BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 >"$DIR/initdb.log"
    fi
    # Settings: a modest production-like memory budget for a 2-core box, and a WAL size that keeps the bulk
    # load from checkpointing every few seconds. Everything else is Debian's default.
    if ! as_owner "$PG_BIN/pg_ctl" -D "$DIR/data" status >/dev/null; then
      as_owner "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/postgres.log" -w -o \
        "-c listen_addresses=127.0.0.1 -c port=$PORT -c unix_socket_directories=$DIR \
         -c shared_buffers=1GB -c maintenance_work_mem=256MB -c max_wal_size=4GB" start
    fi
    as_owner "$PG_BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -tAc \
      "select 1 from pg_database where datname = 'tackbench'" | grep -q 1 ||
      as_owner "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres tackbench
    echo "DATABASE_URL=$URL"
    ;;
  stop)
    as_owner "$PG_BIN/pg_ctl" -D "$DIR/data" -m fast stop
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
