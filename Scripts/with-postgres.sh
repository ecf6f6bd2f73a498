#!/usr/bin/env bash
# Runs a command beside a throwaway PostgreSQL server: initdb in a temporary directory, the
# server on 127.0.0.1 at a free port (and a socket in that directory), its address exported as
# CHARTKIT_TEST_POSTGRES_URL, and the server stopped and the directory removed when the command
# ends, whether it passed or not. Usage: Scripts/with-postgres.sh COMMAND [ARGS...]
# As root (CI), the server runs as the `postgres` system user: initdb refuses root.
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [[ -z "$bin" || ! -x "$bin/initdb" ]]; then
    echo "error: no PostgreSQL server binaries under /usr/lib/postgresql (Scripts/install-deps.sh --test installs them)" >&2
    exit 1
fi

dir=$(mktemp -d /tmp/chartkit-pg.XXXXXX)
as_server=()
if [[ $(id -u) -eq 0 ]]; then
    chown postgres: "$dir"
    as_server=(runuser -u postgres --)
fi
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')

stop() {
    "${as_server[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir"
}
trap stop EXIT

"${as_server[@]}" "$bin/initdb" -D "$dir/data" -U chartkit -A trust --no-sync -E UTF8 >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log" >&2; exit 1; }
# fsync off and small WAL: a test server holds nothing worth keeping.
"${as_server[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }

export CHARTKIT_TEST_POSTGRES_URL="postgresql://chartkit@127.0.0.1:$port/postgres"
"$@"
