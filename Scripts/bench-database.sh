#!/usr/bin/env bash
# Measures charting a table through the database against loading it whole first
# (chartbench --database): a throwaway PostgreSQL server (Scripts/with-postgres.sh) and a
# throwaway two-shard ClickHouse cluster (Scripts/with-clickhouse.sh, a Distributed table over a
# MergeTree table per shard), a table of ROWS rows each (default 10^7) filled on the server,
# the first picture with and without the summary (--summary), pans and zooms, rows transferred;
# then pandas + matplotlib doing the same (Scripts/bench-database-pandas.py; needs pandas,
# matplotlib and psycopg2; PEER=0 leaves it out, as it must at 10^8 rows: pandas would hold
# every row as Python objects). Runs at nice 10; the tables are dropped at the end.
# 10^8 rows need about 8 GB of disk in /tmp for PostgreSQL, 1.5 GB for ClickHouse.
# Usage: Scripts/bench-database.sh [ROWS] [both|postgres|clickhouse]
set -euo pipefail
cd "$(dirname "$0")/.."
rows="${1:-10000000}"
which="${2:-both}"
peer="${PEER:-1}"
# DATABASE_ONLY=1: leave out loading the whole table into chartview (minutes at 10^8 rows).
only=""; [[ "${DATABASE_ONLY:-0}" == 1 ]] && only="--database-only"
swift build -j 1 -c release --product chartbench  # one job: the machine is shared
export BENCH_ROWS="$rows" BENCH_PEER="$peer" BENCH_ONLY="$only"
if [[ "$which" == both || "$which" == postgres ]]; then
    echo "== PostgreSQL, $rows rows"
    nice -n 10 Scripts/with-postgres.sh bash -c '
        .build/release/chartbench --database "$CHARTKIT_TEST_POSTGRES_URL" --fill "$BENCH_ROWS" --summary --trace $BENCH_ONLY
        if [[ "$BENCH_PEER" == 1 ]]; then python3 Scripts/bench-database-pandas.py "$CHARTKIT_TEST_POSTGRES_URL"; fi'
fi
if [[ "$which" == both || "$which" == clickhouse ]]; then
    echo "== ClickHouse, two shards, $rows rows"
    nice -n 10 Scripts/with-clickhouse.sh bash -c '
        .build/release/chartbench --database "$CLICKHOUSE_URL" --fill "$BENCH_ROWS" --summary --trace $BENCH_ONLY \
            --shards "${CLICKHOUSE_SHARD_URLS// /,}" --cluster "$CLICKHOUSE_CLUSTER"
        if [[ "$BENCH_PEER" == 1 ]]; then python3 Scripts/bench-database-pandas.py "$CLICKHOUSE_URL"; fi'
fi
