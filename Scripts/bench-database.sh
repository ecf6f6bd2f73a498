#!/usr/bin/env bash
# Measures charting a table through the database against loading it whole first
# (chartbench --database): a throwaway PostgreSQL server (Scripts/with-postgres.sh) and a
# throwaway two-shard ClickHouse cluster (Scripts/with-clickhouse.sh, a Distributed table over a
# MergeTree table per shard), a table of ROWS rows each (default 10^7; 10^8 needs about 5 GB of
# disk in /tmp and several minutes), then the figures.
# Usage: Scripts/bench-database.sh [ROWS] [both|postgres|clickhouse]
set -euo pipefail
cd "$(dirname "$0")/.."
rows="${1:-10000000}"
which="${2:-both}"
swift build -c release --product chartbench
if [[ "$which" == both || "$which" == postgres ]]; then
    echo "== PostgreSQL"
    Scripts/with-postgres.sh bash -c '.build/release/chartbench --database "$CHARTKIT_TEST_POSTGRES_URL" --fill "$0"' "$rows"
fi
if [[ "$which" == both || "$which" == clickhouse ]]; then
    echo "== ClickHouse, two shards"
    Scripts/with-clickhouse.sh bash -c '.build/release/chartbench --database "$CLICKHOUSE_URL" --fill "$0" \
        --shards "${CLICKHOUSE_SHARD_URLS// /,}" --cluster "$CLICKHOUSE_CLUSTER"' "$rows"
fi
