#!/usr/bin/env bash
# Installs and starts what the server tests need, from Debian's packages: a PostgreSQL
# server with a test database, and Chromium for the browser tests. Idempotent: a second
# run only checks that everything is up.
#
# It writes the test database's URL to $LUDO_SERVICES_DIR/postgres.url (default
# /tmp/ludotheque-test-services), where tests/server/conftest.py reads it, and prints
#   export LUDO_TEST_POSTGRES=postgresql://...
# for a shell that wants it. Installing needs root (as on CI); without root, whatever is
# missing stays missing and the tests that need it are skipped, saying why.
#
# The database server is a cluster of its own ("ludotest", Debian's pg_createcluster), on
# a port that no other cluster uses, so that a machine's own PostgreSQL is left alone.
set -euo pipefail

SERVICES_DIR=${LUDO_SERVICES_DIR:-/tmp/ludotheque-test-services}
CLUSTER=ludotest
DB_NAME=ludo_test
DB_USER=ludo
DB_PASSWORD=ludo

say() { echo "test-services: $*" >&2; }

as_root() { [ "$(id -u)" = 0 ]; }

apt_updated=0
apt_install() {
    # `apt-get update` once, and only when an install needs it.
    export DEBIAN_FRONTEND=noninteractive
    if ! apt-get install -y -qq --no-install-recommends "$@" >/dev/null 2>&1; then
        if [ "$apt_updated" = 0 ]; then
            apt-get update -qq >/dev/null
            apt_updated=1
        fi
        apt-get install -y -qq --no-install-recommends "$@" >/dev/null
    fi
}

have_postgres() {
    command -v pg_createcluster >/dev/null 2>&1 && ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1
}

mkdir -p "$SERVICES_DIR"
rm -f "$SERVICES_DIR/postgres.url"

# ----- packages ------------------------------------------------------------------------
missing=()
have_postgres || missing+=(postgresql)
[ -x /usr/bin/chromium ] || missing+=(chromium)
fc-list 2>/dev/null | grep -qi dejavu || missing+=(fonts-dejavu-core)
if [ "${#missing[@]}" -gt 0 ]; then
    if as_root; then
        say "installing ${missing[*]} (Debian packages)"
        apt_install "${missing[@]}"
    else
        say "not root: cannot install ${missing[*]}; the tests needing them will be skipped"
    fi
fi

# ----- PostgreSQL ----------------------------------------------------------------------
if ! have_postgres; then
    say "PostgreSQL is not installed: the PostgreSQL tests will be skipped"
    exit 0
fi
if ! as_root; then
    say "not root: cannot start the test PostgreSQL cluster; the PostgreSQL tests will be skipped"
    exit 0
fi

version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
cluster_line() { pg_lsclusters -h 2>/dev/null | awk -v v="$version" -v c="$CLUSTER" '$1 == v && $2 == c'; }

free_port() {
    # The first port from 5433 on that no cluster claims and nothing listens on.
    local used port
    used=$(pg_lsclusters -h 2>/dev/null | awk '{print $3}')
    for port in $(seq 5433 5533); do
        if ! grep -qx "$port" <<<"$used" && ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
            echo "$port"
            return
        fi
    done
    echo 5433
}

if [ -z "$(cluster_line)" ]; then
    port=$(free_port)
    say "creating PostgreSQL $version cluster '$CLUSTER' on port $port"
    pg_createcluster "$version" "$CLUSTER" -p "$port" -- --auth-local=peer --auth-host=scram-sha-256 >/dev/null
    # A test server: small, local only, and quick to start.
    cat >>"/etc/postgresql/$version/$CLUSTER/postgresql.conf" <<EOF
listen_addresses = '127.0.0.1'
max_connections = 100
shared_buffers = 64MB
EOF
fi
port=$(cluster_line | awk '{print $3}')
if ! cluster_line | grep -q online; then
    say "starting PostgreSQL cluster '$CLUSTER' on port $port"
    pg_ctlcluster "$version" "$CLUSTER" start
fi

psql_admin() { runuser -u postgres -- psql -p "$port" -v ON_ERROR_STOP=1 -qtA "$@"; }
for _ in $(seq 1 50); do
    psql_admin -c "SELECT 1" >/dev/null 2>&1 && break
    sleep 0.2
done
if [ "$(psql_admin -c "SELECT 1 FROM pg_roles WHERE rolname = '$DB_USER'")" != 1 ]; then
    psql_admin -c "CREATE ROLE $DB_USER LOGIN CREATEDB PASSWORD '$DB_PASSWORD'"
fi
if [ "$(psql_admin -c "SELECT 1 FROM pg_database WHERE datname = '$DB_NAME'")" != 1 ]; then
    psql_admin -c "CREATE DATABASE $DB_NAME OWNER $DB_USER"
fi

url="postgresql://$DB_USER:$DB_PASSWORD@127.0.0.1:$port/$DB_NAME"
echo "$url" >"$SERVICES_DIR/postgres.url"
say "PostgreSQL ready: $url (written to $SERVICES_DIR/postgres.url)"
echo "export LUDO_TEST_POSTGRES=$url"
