#!/usr/bin/env bash
# Runs a command beside a throwaway PostgreSQL server: initdb in a temporary directory, the
# server listening only on a Unix socket in that directory (no TCP port: a port found free here
# could be taken by another process before the server binds it), its address exported as
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

stop() {
    "${as_server[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir"
}
trap stop EXIT

"${as_server[@]}" "$bin/initdb" -D "$dir/data" -U chartkit -A trust --no-sync -E UTF8 >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log" >&2; exit 1; }
# fsync off and small WAL: a test server holds nothing worth keeping.
"${as_server[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
    -o "-k $dir -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }

# libpq reads a host that starts with / as the socket's directory.
export CHARTKIT_TEST_POSTGRES_URL="postgresql://chartkit@/postgres?host=$(python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1], safe=""))' "$dir")"
"$@"
