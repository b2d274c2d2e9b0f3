#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL naming a PostgreSQL server, so the API tests run there as well as on PGlite.
# Given TEST_DATABASE_URL, it is used as it is (a role that may create databases and roles). Otherwise, as root on
# Debian, it installs PostgreSQL when missing, starts the local cluster, and makes a test role that is no superuser
# (CREATEDB, CREATEROLE), as a real deployment's owner would be; elsewhere it says what to do.
set -euo pipefail

if [ -n "${TEST_DATABASE_URL:-}" ]; then exec "$@"; fi

TEST_ROLE=tagtrail_test
TEST_PASSWORD=tagtrail_test
PORT=5432

if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null; then
  echo "The PostgreSQL API tests need a server: set TEST_DATABASE_URL=postgres://user:password@host:port/postgres" \
    "(a role with CREATEDB and CREATEROLE), or run as root on Debian to have one installed." >&2
  exit 1
fi

if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  echo "PostgreSQL not found: installing Debian's postgresql package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
fi

version=$(ls /usr/lib/postgresql | sort -n | tail -n 1)
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -q "^$version main$"; then
  pg_createcluster "$version" main --port "$PORT" >/dev/null
fi
if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" {print $4}' | grep -q online; then
  pg_ctlcluster "$version" main start
fi
port=$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" {print $3}')

su postgres -c "psql -q -p $port -v ON_ERROR_STOP=1" <<SQL
DO \$\$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$TEST_ROLE') THEN
    CREATE ROLE $TEST_ROLE LOGIN CREATEDB CREATEROLE PASSWORD '$TEST_PASSWORD';
  END IF;
END \$\$;
-- Dropping a test database ends its connections, an autovacuum worker's among them.
GRANT pg_signal_backend TO $TEST_ROLE;
-- The tables' owner as README "Running it for real" makes it: no superuser, but it bypasses row-level security, which
-- every table FORCEs (migration 0033), for the server's own work over all tenants.
ALTER ROLE $TEST_ROLE BYPASSRLS;
SQL

export TEST_DATABASE_URL="postgres://$TEST_ROLE:$TEST_PASSWORD@127.0.0.1:$port/postgres"
echo "PostgreSQL $version on port $port: API tests run against it (TEST_DATABASE_URL)."
exec "$@"
