#!/usr/bin/env bash
# Measures charting a table through the database against loading it whole first
# (chartbench --database): a throwaway PostgreSQL server (Scripts/with-postgres.sh) and a
# throwaway two-shard ClickHouse cluster (Scripts/with-clickhouse.sh, a Distributed table over a
# MergeTree table per shard), a table of ROWS rows each (default 10^7) filled on the server,
# the first picture with and without the summary (--summary), pans and zooms, rows transferred;
# then the peers loading every row first, each in its own process under a memory cap:
#   PEER=pandas (default)  pandas + matplotlib (Scripts/bench-database-pandas.py: read_sql, or TSV
#                          over HTTP into read_csv; about 220 bytes a row at peak, so ~22 GB at 10^8)
#   PEER=numpy             binary COPY / RowBinary straight into NumPy once, then matplotlib drawing
#                          every row, then a NumPy M4 per view (Scripts/bench-database-numpy.py)
#   PEER=both, PEER=0      both peers, none.
# PEER_MEMORY (default 10G) caps each peer's address space (prlimit --as): the machine is shared,
# and a peer that needs more fails with MemoryError instead of pushing others into swap; its
# peak resident memory is printed (/usr/bin/time). chartbench runs under the same cap.
# DATABASE_ONLY=1 leaves out loading the whole table into chartview itself (at 10^8 rows libpq
# would hold the whole text result, ~9 GB). Runs at nice 10; the servers' folders are removed at the end.
# 10^8 rows need about 8 GB of disk in /tmp for PostgreSQL, 1.5 GB for ClickHouse.
# Usage: Scripts/bench-database.sh [ROWS] [both|postgres|clickhouse]
set -euo pipefail
cd "$(dirname "$0")/.."
rows="${1:-10000000}"
which="${2:-both}"
peer="${PEER:-pandas}"
[[ "$peer" == 1 ]] && peer=pandas
cap="${PEER_MEMORY:-10G}"
# DATABASE_ONLY=1: leave out loading the whole table into chartview (minutes at 10^8 rows).
only=""; [[ "${DATABASE_ONLY:-0}" == 1 ]] && only="--database-only"
swift build -j 1 -c release --product chartbench  # one job: the machine is shared
bytes=$(numfmt --from=iec "$cap")
export BENCH_ROWS="$rows" BENCH_PEER="$peer" BENCH_ONLY="$only" BENCH_CAP="$bytes"
# Each measured process: under the cap, its peak resident memory and wall time on stderr.
export BENCH_CAPPED="prlimit --as=$bytes -- /usr/bin/time -f peak_resident_%M_KB,wall_%e_s:_%C"
peers='
    url="$1"
    if [[ "$BENCH_PEER" == pandas || "$BENCH_PEER" == both ]]; then
        $BENCH_CAPPED python3 Scripts/bench-database-pandas.py "$url" || echo "pandas peer failed (exit $?) under a cap of $BENCH_CAP bytes"
    fi
    if [[ "$BENCH_PEER" == numpy || "$BENCH_PEER" == both ]]; then
        $BENCH_CAPPED python3 Scripts/bench-database-numpy.py "$url" || echo "numpy peer failed (exit $?) under a cap of $BENCH_CAP bytes"
    fi'
export BENCH_PEERS="$peers"
if [[ "$which" == both || "$which" == postgres ]]; then
    echo "== PostgreSQL, $rows rows"
    nice -n 10 Scripts/with-postgres.sh bash -c '
        $BENCH_CAPPED .build/release/chartbench --database "$CHARTKIT_TEST_POSTGRES_URL" --fill "$BENCH_ROWS" --summary --trace $BENCH_ONLY
        bash -c "$BENCH_PEERS" peers "$CHARTKIT_TEST_POSTGRES_URL"'
fi
if [[ "$which" == both || "$which" == clickhouse ]]; then
    echo "== ClickHouse, two shards, $rows rows"
    nice -n 10 Scripts/with-clickhouse.sh bash -c '
        $BENCH_CAPPED .build/release/chartbench --database "$CLICKHOUSE_URL" --fill "$BENCH_ROWS" --summary --trace $BENCH_ONLY \
            --shards "${CLICKHOUSE_SHARD_URLS// /,}" --cluster "$CLICKHOUSE_CLUSTER"
        bash -c "$BENCH_PEERS" peers "$CLICKHOUSE_URL"'
fi
