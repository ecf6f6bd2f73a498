#!/usr/bin/env bash
# Runs a command beside a throwaway two-shard ClickHouse cluster: two clickhouse-server processes
# on 127.0.0.1, each with its own data, tmp, user-files and format-schema directories in one
# temporary directory, and a `remote_servers` cluster of both (one shard each). Exports
#   CLICKHOUSE_URL      clickhouse://127.0.0.1:PORT/default, the first server's HTTP interface
#   CLICKHOUSE_CLUSTER  the cluster's name, for Distributed tables
#   CLICKHOUSE_SHARD_URLS  both servers' addresses, space-separated (to make each shard's tables)
#   CLICKHOUSE_SERVER   the clickhouse-server program
#   CLICKHOUSE_SHARD2_PID, CLICKHOUSE_SHARD2_CONFIG  the second server, so a test can kill it and
#                       start it again (`clickhouse-server --config-file=...`, same ports; a test
#                       writes the new process's id to restarted.pid beside the config, and it is
#                       stopped with the rest)
# runs the command, then stops both servers and removes the directory however the command ends.
# Ports: a random block of four below the kernel's ephemeral range (ip_local_port_range) is tried;
# a server that cannot bind one exits, and the whole start is retried with another block. A start
# counts only once `ss` shows each server's own process listening on its ports (read back, never
# assumed free). Outside the ephemeral range no outgoing connection is ever given one of them,
# so the ports shard 2 frees when a test kills it stay free for its restart on the same ports
# (the cluster's config names them; ClickHouse cannot pick its own and report it).
# Usage: Scripts/with-clickhouse.sh COMMAND [ARGS...]
set -euo pipefail

server=$(command -v clickhouse-server || true)
if [[ -z "$server" ]]; then
    echo "error: no clickhouse-server on PATH (Scripts/install-deps.sh --test installs Debian's)" >&2
    exit 1
fi

dir=$(mktemp -d /tmp/chartkit-ch.XXXXXX)
pids=()
stop() {
    local p
    for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null || true; done
    for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
    # A restarted shard (a test's own) is found by its config path.
    if [[ -f "$dir/s2/restarted.pid" ]]; then kill -9 "$(cat "$dir/s2/restarted.pid")" 2>/dev/null || true; fi
    rm -rf "$dir"
}
trap stop EXIT

cluster=chartkit_two_shards

# write_config N HTTP TCP TCP1 TCP2
write_config() {
    local n=$1 http=$2 tcp=$3 tcp1=$4 tcp2=$5 d="$dir/s$1"
    mkdir -p "$d/data" "$d/tmp" "$d/user_files" "$d/format_schemas"
    cat >"$d/users.xml" <<EOF
<?xml version="1.0"?>
<yandex>
    <profiles><default><max_memory_usage>4000000000</max_memory_usage></default></profiles>
    <users>
        <default>
            <password></password>
            <networks><ip>127.0.0.1</ip><ip>::1</ip></networks>
            <profile>default</profile>
            <quota>default</quota>
        </default>
    </users>
    <quotas><default></default></quotas>
</yandex>
EOF
    cat >"$d/config.xml" <<EOF
<?xml version="1.0"?>
<yandex>
    <logger>
        <level>information</level>
        <log>$d/server.log</log>
        <errorlog>$d/server.err.log</errorlog>
        <console>0</console>
    </logger>
    <listen_host>127.0.0.1</listen_host>
    <http_port>$http</http_port>
    <tcp_port>$tcp</tcp_port>
    <path>$d/data/</path>
    <tmp_path>$d/tmp/</tmp_path>
    <user_files_path>$d/user_files/</user_files_path>
    <format_schema_path>$d/format_schemas/</format_schema_path>
    <users_config>$d/users.xml</users_config>
    <default_profile>default</default_profile>
    <default_database>default</default_database>
    <timezone>UTC</timezone>
    <mark_cache_size>268435456</mark_cache_size>
    <uncompressed_cache_size>268435456</uncompressed_cache_size>
    <mlock_executable>false</mlock_executable>
    <remote_servers>
        <$cluster>
            <shard><replica><host>127.0.0.1</host><port>$tcp1</port></replica></shard>
            <shard><replica><host>127.0.0.1</host><port>$tcp2</port></replica></shard>
        </$cluster>
    </remote_servers>
</yandex>
EOF
}

# listening PID PORT: whether process PID has a listening TCP socket on 127.0.0.1:PORT.
listening() {
    ss -ltnpH "sport = :$2" 2>/dev/null | grep -q "pid=$1,"
}

# start_cluster: 0 when both servers listen on their ports, 1 when a server exited (a port taken).
start_cluster() {
    local low=32768 high=60999 base
    read -r low high </proc/sys/net/ipv4/ip_local_port_range 2>/dev/null || true
    if ((low >= 12000)); then
        base=$((10000 + RANDOM % (low - 10004) / 4 * 4))
    elif ((high <= 65000)); then
        base=$((high + 1 + RANDOM % (65531 - high) / 4 * 4))
    else
        base=$((20000 + RANDOM % 40000 / 4 * 4))   # no room outside it: retried on a clash
    fi
    local http1=$base tcp1=$((base + 1)) http2=$((base + 2)) tcp2=$((base + 3))
    write_config 1 "$http1" "$tcp1" "$tcp1" "$tcp2"
    write_config 2 "$http2" "$tcp2" "$tcp1" "$tcp2"
    # Run from each server's own directory: it writes status and preprocessed files beside it.
    (cd "$dir/s1" && exec "$server" --config-file="$dir/s1/config.xml" >"$dir/s1/stdout.log" 2>&1) &
    pids=($!)
    (cd "$dir/s2" && exec "$server" --config-file="$dir/s2/config.xml" >"$dir/s2/stdout.log" 2>&1) &
    pids+=($!)
    # Until both listen (each takes ~0.1 s) or one has exited; at most ~60 s.
    local i
    for ((i = 0; i < 1200; i++)); do
        if listening "${pids[0]}" "$http1" && listening "${pids[0]}" "$tcp1" \
            && listening "${pids[1]}" "$http2" && listening "${pids[1]}" "$tcp2"; then
            export CLICKHOUSE_URL="clickhouse://127.0.0.1:$http1/default"
            export CLICKHOUSE_CLUSTER=$cluster
            export CLICKHOUSE_SHARD_URLS="clickhouse://127.0.0.1:$http1/default clickhouse://127.0.0.1:$http2/default"
            export CLICKHOUSE_SERVER=$server
            export CLICKHOUSE_SHARD2_PID=${pids[1]}
            export CLICKHOUSE_SHARD2_CONFIG="$dir/s2/config.xml"
            return 0
        fi
        if ! kill -0 "${pids[0]}" 2>/dev/null || ! kill -0 "${pids[1]}" 2>/dev/null; then
            break
        fi
        sleep 0.05
    done
    for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null || true; done
    for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
    pids=()
    return 1
}

started=0
for attempt in 1 2 3 4 5; do
    if start_cluster; then started=1; break; fi
    rm -rf "$dir/s1" "$dir/s2"
done
if ((started == 0)); then
    echo "error: two clickhouse-server processes did not start on 127.0.0.1 after 5 tries of port blocks; last logs:" >&2
    tail -n 5 "$dir"/s*/server.err.log "$dir"/s*/stdout.log >&2 2>/dev/null || true
    exit 1
fi

"$@"
