#!/usr/bin/env bash
# First and second open of a 10^7- and a 10^8-row CSV (epoch + float, or --shape dated: ISO dates,
# a category, a float), plain and gzip-compressed (--files csv,gz), by `chartview render`, the
# second from the column cache beside the file, against pandas + matplotlib and pyarrow.csv +
# matplotlib (--peers), each in one process:
# builds chartview (release) and runs Scripts/bench-csv-open.py (medians, peak memory, ratios).
# The files (about 0.2 and 2.4 GB, and 0.08 and 0.85 GB gzipped) are made once under
# /tmp/chartkit-bench-csv: check `df -h /tmp`.
# Usage: Scripts/bench-csv-open.sh [bench-csv-open.py options, e.g. --rows 1e7 --runs 5]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release -j 1 --product chartview
python=${PYTHON:-python3}
"$python" -c 'import pandas, matplotlib, pyarrow' 2>/dev/null || { echo "bench-csv-open: needs pandas, matplotlib and pyarrow (pip install pandas matplotlib pyarrow pillow), or PYTHON=..." >&2; exit 1; }
exec "$python" Scripts/bench-csv-open.py --python "$python" "$@"
