#!/usr/bin/env bash
# Measures charting a PostgreSQL table through the database against loading it whole first
# (chartbench --database): a throwaway server (Scripts/with-postgres.sh), a table of ROWS rows
# (default 10^7; 10^8 needs about 5 GB of disk in /tmp and several minutes), then the figures.
# Usage: Scripts/bench-database.sh [ROWS]
set -euo pipefail
cd "$(dirname "$0")/.."
rows="${1:-10000000}"
swift build -c release --product chartbench
Scripts/with-postgres.sh bash -c '.build/release/chartbench --database "$CHARTKIT_TEST_POSTGRES_URL" --fill "$0"' "$rows"
