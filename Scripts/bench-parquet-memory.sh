#!/bin/bash
# Peak resident memory of drawing a big Parquet file: `chartview render` of two builds (e.g.
# main's and a branch's) beside pyarrow reading the same file into memory (`pq.read_table`, then
# its two columns as NumPy float64: the least a Python plot needs). One run each; the file is a
# (UTC millisecond time, float64 random walk) table written by pyarrow with its defaults (snappy,
# 1 Mi-row groups). Prints each peak (`/usr/bin/time -v`, "Maximum resident set size", which
# counts mapped file pages too) and the peak of the process's own memory (RssAnon, sampled), each
# with its ratio to the first chartview's.
#
#   Scripts/bench-parquet-memory.sh BASE_CHARTVIEW NEW_CHARTVIEW PYTHON [ROWS] [FOLDER]
set -euo pipefail
base=$1 new=$2 python=$3 rows=${4:-20000000} folder=${5:-${TMPDIR:-/tmp}/chartkit-parquet-memory}
mkdir -p "$folder"
file="$folder/walk-$rows.parquet"
if [ ! -f "$file" ]; then
  "$python" - "$file" "$rows" <<'PY'
import sys
import numpy as np, pyarrow as pa, pyarrow.parquet as pq
path, rows = sys.argv[1], int(sys.argv[2])
value = np.cumsum(np.random.default_rng(13).standard_normal(rows))
millis = 1_600_000_000_000 + np.arange(rows, dtype=np.int64) * 10
pq.write_table(pa.table({"time": pa.array(millis, pa.timestamp("ms", tz="UTC")), "value": value}), path)
PY
fi
peak() {  # "MAXRSS ANON": the peak resident memory (/usr/bin/time -v) and the peak of the
  # process's own (anonymous) memory, RssAnon sampled every 0.2 s, both in KiB; mapped file pages
  # (the page cache's, which the system can drop) count in the first only
  /usr/bin/time -v "$@" 2> "$folder/time.txt" > /dev/null &
  local timer=$! anon=0 child
  sleep 0.2
  child=$(pgrep -P "$timer" | head -1)
  while kill -0 "$timer" 2> /dev/null; do
    local now
    now=$(awk '/RssAnon/ { print $2 }' "/proc/$child/status" 2> /dev/null || echo 0)
    [ -n "$now" ] && [ "$now" -gt "$anon" ] && anon=$now
    sleep 0.2
  done
  wait "$timer" || { cat "$folder/time.txt" >&2; exit 1; }
  echo "$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$folder/time.txt") $anon"
}
"$python" -c 'import pyarrow.parquet as pq, sys; m = pq.ParquetFile(sys.argv[1]).metadata; print(f"{m.num_rows} rows, {m.num_row_groups} row groups, {m.row_group(0).column(1).compression}")' "$file"
ls -l "$file" | awk '{ printf "%.0f MB on disk\n", $5 / 1e6 }'
a=$(peak "$base" render "$file" -o "$folder/base.png")
b=$(peak "$new" render "$file" -o "$folder/new.png")
c=$(peak "$python" -c '
import sys, pyarrow as pa, pyarrow.parquet as pq
table = pq.read_table(sys.argv[1])
x = table.column("time").cast(pa.int64()).to_numpy() / 1e3
y = table.column("value").to_numpy()
' "$file")
echo "$a $b $c" | awk '{
  printf "                peak RSS        own (anonymous) peak\n"
  printf "base chartview  %6.0f MB  1.00  %6.0f MB  1.00\n", $1 / 1024, $2 / 1024
  printf "new chartview   %6.0f MB  %.2f  %6.0f MB  %.2f\n", $3 / 1024, $3 / $1, $4 / 1024, $4 / $2
  printf "pyarrow read    %6.0f MB  %.2f  %6.0f MB  %.2f (of base)\n", $5 / 1024, $5 / $1, $6 / 1024, $6 / $2
}'
