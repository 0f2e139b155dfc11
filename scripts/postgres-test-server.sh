#!/usr/bin/env bash
# Starts (or stops) the Debian PostgreSQL cluster for the engine suites and makes sure the
# role and database of TEST_POSTGRES_URL=postgres://shop:shop@127.0.0.1:5432/shop_test exist.
# Idempotent; waits until the server accepts connections.
set -euo pipefail
action="${1:-start}"
version="$(ls /usr/lib/postgresql | sort -n | tail -1)"
if [ "$action" = stop ]; then pg_ctlcluster "$version" main stop || true; exit 0; fi
pg_lsclusters -h | grep -q "^$version main" || pg_createcluster "$version" main >/dev/null
pg_ctlcluster "$version" main start 2>/dev/null || true
for _ in $(seq 1 30); do
  su postgres -c "pg_isready -q -h 127.0.0.1" && break
  sleep 1
done
su postgres -c "psql -q -tc \"SELECT 1 FROM pg_roles WHERE rolname='shop'\"" | grep -q 1 ||
  su postgres -c "psql -q -c \"CREATE ROLE shop LOGIN PASSWORD 'shop'\""
su postgres -c "psql -q -tc \"SELECT 1 FROM pg_database WHERE datname='shop_test'\"" | grep -q 1 ||
  su postgres -c "psql -q -c \"CREATE DATABASE shop_test OWNER shop\""
echo "PostgreSQL $version ready: postgres://shop:shop@127.0.0.1:5432/shop_test"
