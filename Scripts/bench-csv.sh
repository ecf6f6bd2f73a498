#!/usr/bin/env bash
# `chartview render` of a two-column CSV (10^6 and 10^7 rows) against pandas + matplotlib doing
# the same in one Python process: builds chartview (release) and runs Scripts/bench-csv.py, which
# makes the files once under /tmp/chartkit-bench-csv and prints medians and ratios.
# Usage: Scripts/bench-csv.sh [bench-csv.py options, e.g. --runs 7 --format full]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product chartview
python=python3
python3 -c 'import pandas, matplotlib' 2>/dev/null || python=/root/.pyenv/versions/3.11.7/bin/python
exec "$python" Scripts/bench-csv.py --python "$python" "$@"
